import type { Db } from '../../../db/client';
import { serverNow } from '../../../lib/clock';
import { grantPayment, lockPayment, type PaymentRow, paymentBlocker, refundPayment } from '../payment-ledger';
import { accountError, ORDER_FIELD, type PaymeErrorAnswer, paymeError } from './payme-rpc';
import type { CancelParams, CheckPerformParams, CreateParams } from './payme-schemas';
import { paymeStatement } from './payme-statement';
import {
  cancelExpired,
  cancelResult,
  checkResult,
  createResult,
  findPaymeTransaction,
  insertPaymeTransaction,
  isExpired,
  liveTransactionOf,
  lockPaymeTransaction,
  PAYME,
  PAYME_STATE,
  PAYME_TIMEOUT_MS,
  type PaymeTransaction,
  performResult,
  stateOf,
  updatePaymeTransaction,
} from './payme-transactions';

/**
 * The six Payme methods on the payment ledger. Each runs in one transaction that locks the payment
 * first, so duplicates wait for each other. Refusals are returned, not thrown: a timeout
 * cancellation written on the way to -31008 must be committed, not rolled back.
 */
export type PaymeOutcome = ({ result: unknown } | { error: PaymeErrorAnswer }) & { paymentId?: string };

const refused = (error: PaymeErrorAnswer, paymentId?: string): PaymeOutcome => ({ error, paymentId });
const answered = (result: unknown, paymentId?: string): PaymeOutcome => ({ result, paymentId });

/** Our payment id from Payme's account object (a string, or a number for numeric setups). */
function orderIdOf(account: Record<string, unknown>): string | undefined {
  const value = account[ORDER_FIELD];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

/** The payment the account names, locked; a payment another provider handles is no order of Payme's. */
async function lockOrder(tx: Db, account: Record<string, unknown>) {
  const orderId = orderIdOf(account);
  const payment = orderId === undefined ? undefined : await lockPayment(tx, orderId);
  return payment?.provider === PAYME ? payment : undefined;
}

const BLOCKER_ERRORS = {
  ALREADY_PAID: 'ORDER_ALREADY_PAID',
  REFUNDED: 'ORDER_REFUNDED',
  ALREADY_OWNED: 'QUIZZES_ALREADY_OWNED',
  QUIZ_UNAVAILABLE: 'QUIZ_UNAVAILABLE',
} as const;

/**
 * Why Payme may not take this amount for this order now, or null. A FAILED payment may be paid
 * again (the ledger completes it); a CANCELLED one may not; one live transaction per order.
 */
async function orderProblem(tx: Db, payment: PaymentRow, amountTiyin: number) {
  if (amountTiyin !== payment.amount * 100) return paymeError('WRONG_AMOUNT');
  const blocker = await paymentBlocker(tx, payment);
  if (blocker) return accountError(BLOCKER_ERRORS[blocker]);
  if (payment.status === 'CANCELLED') return accountError('ORDER_CANCELLED');
  if (await liveTransactionOf(tx, payment.id)) return accountError('ORDER_BUSY');
  return null;
}

export function checkPerformTransaction(db: Db, params: CheckPerformParams): Promise<PaymeOutcome> {
  return db.transaction(async (tx) => {
    const payment = await lockOrder(tx, params.account);
    if (!payment) return refused(accountError('ORDER_NOT_FOUND'));
    const problem = await orderProblem(tx, payment, params.amount);
    return problem ? refused(problem, payment.id) : answered({ allow: true }, payment.id);
  });
}

export function createTransaction(db: Db, params: CreateParams): Promise<PaymeOutcome> {
  return db.transaction(async (tx) => {
    const known = await lockPaymeTransaction(tx, params.id);
    if (known) return replayCreate(tx, known.row);
    const payment = await lockOrder(tx, params.account);
    if (!payment) return refused(accountError('ORDER_NOT_FOUND'));
    // a duplicate of this very request that held the lock before us has written the row meanwhile
    const raced = await findPaymeTransaction(tx, params.id, true);
    if (raced) return replayCreate(tx, raced);
    const problem = await orderProblem(tx, payment, params.amount);
    if (problem) return refused(problem, payment.id);
    if (serverNow().getTime() - params.time >= PAYME_TIMEOUT_MS)
      return refused(paymeError('CANNOT_PERFORM'), payment.id);
    const row = await insertPaymeTransaction(tx, {
      paymentId: payment.id,
      externalId: params.id,
      time: params.time,
      amountTiyin: params.amount,
      // the order id only: it is checked, while other account fields are whatever was sent
      account: { [ORDER_FIELD]: payment.id },
    });
    return answered(createResult(row), payment.id);
  });
}

/** CreateTransaction for an id we know: the stored result, unless it moved on or timed out. */
async function replayCreate(tx: Db, row: PaymeTransaction): Promise<PaymeOutcome> {
  if (stateOf(row) !== PAYME_STATE.CREATED) return refused(paymeError('CANNOT_PERFORM'), row.paymentId);
  if (isExpired(row)) {
    await cancelExpired(tx, row);
    return refused(paymeError('CANNOT_PERFORM'), row.paymentId);
  }
  return answered(createResult(row), row.paymentId);
}

export function performTransaction(db: Db, id: string): Promise<PaymeOutcome> {
  return db.transaction(async (tx) => {
    const known = await lockPaymeTransaction(tx, id);
    if (!known) return refused(paymeError('TRANSACTION_NOT_FOUND'));
    const { payment, row } = known;
    const state = stateOf(row);
    if (state === PAYME_STATE.PERFORMED) return answered(performResult(row), payment.id);
    if (state !== PAYME_STATE.CREATED) return refused(paymeError('CANNOT_PERFORM'), payment.id);
    if (isExpired(row)) {
      await cancelExpired(tx, row);
      return refused(paymeError('CANNOT_PERFORM'), payment.id);
    }
    // a quiz bought or taken off sale since Create: Payme cancels the transaction, nothing is debited
    const grant = await grantPayment(tx, payment, { provider: PAYME, transactionId: row.externalId });
    if (grant.blocker) return refused(paymeError('CANNOT_PERFORM'), payment.id);
    const performed = await updatePaymeTransaction(tx, row, {
      status: 'PERFORMED',
      state: String(PAYME_STATE.PERFORMED),
      performedAt: serverNow(),
    });
    return answered(performResult(performed), payment.id);
  });
}

/**
 * Before perform: the transaction ends (-1) and the order stays payable, so Payme may open a new
 * one. After perform: a refund (-2) that takes the access away again. Repeats: the stored result.
 */
export function cancelTransaction(db: Db, { id, reason }: CancelParams): Promise<PaymeOutcome> {
  return db.transaction(async (tx) => {
    const known = await lockPaymeTransaction(tx, id);
    if (!known) return refused(paymeError('TRANSACTION_NOT_FOUND'));
    const { payment, row } = known;
    const state = stateOf(row);
    if (state === PAYME_STATE.CANCELLED || state === PAYME_STATE.REFUNDED)
      return answered(cancelResult(row), payment.id);
    if (state === PAYME_STATE.PERFORMED)
      await refundPayment(
        tx,
        payment,
        PAYME,
        `Payme cancelled the performed transaction ${row.externalId} (reason ${reason})`,
      );
    const cancelled = await updatePaymeTransaction(tx, row, {
      status: state === PAYME_STATE.PERFORMED ? 'REFUNDED' : 'CANCELLED',
      state: String(state === PAYME_STATE.PERFORMED ? PAYME_STATE.REFUNDED : PAYME_STATE.CANCELLED),
      reason,
      cancelledAt: serverNow(),
    });
    return answered(cancelResult(cancelled), payment.id);
  });
}

export async function checkTransaction(db: Db, id: string): Promise<PaymeOutcome> {
  const row = await findPaymeTransaction(db, id);
  return row ? answered(checkResult(row), row.paymentId) : refused(paymeError('TRANSACTION_NOT_FOUND'));
}

export async function getStatement(db: Db, from: number, to: number): Promise<PaymeOutcome> {
  return answered({ transactions: await paymeStatement(db, from, to) });
}
