import type { ClickConfig } from '../../../config-payments';
import type { Db } from '../../../db/client';
import {
  failPayment,
  grantPayment,
  lockPayment,
  type PaymentBlocker,
  type PaymentRow,
  paymentBlocker,
} from '../payment-ledger';
import {
  CLICK_ACTION,
  CLICK_ERROR,
  CLICK_ERROR_NOTE,
  type ClickAction,
  type ClickErrorName,
} from './click-errors';
import {
  type ClickFields,
  type ClickRequest,
  type ClickResponse,
  missingClickFields,
  readClickRequest,
  signedFieldsOf,
} from './click-request';
import { clickSignMatches } from './click-sign';
import {
  type ClickTransaction,
  cancelClickTransaction,
  findClickTransaction,
  insertPreparedTransaction,
  performClickTransaction,
  prepareIdOf,
  supersedeLiveTransaction,
} from './click-transactions';

interface Outcome {
  name: ClickErrorName;
  transaction?: ClickTransaction;
}

/**
 * Answers one Click callback in the official check order: missing fields -8, sign -1 (also when
 * Click is not configured), malformed values -8, action -3, then Prepare or Complete. `expected`
 * is the action the URL stands for (/prepare, /complete), or null on the URL that takes both.
 */
export async function answerClick(
  db: Db,
  config: ClickConfig | null,
  fields: ClickFields,
  expected: ClickAction | null,
): Promise<ClickResponse> {
  const answer = (outcome: Outcome) => clickResponse(fields, outcome);
  if (!config) return answer({ name: 'SIGN_CHECK_FAILED' });
  if (missingClickFields(fields).length > 0) return answer({ name: 'BAD_REQUEST' });
  const signed = clickSignMatches(signedFieldsOf(fields), fields.sign_string!, config.secretKey);
  if (!signed || fields.service_id !== config.serviceId) return answer({ name: 'SIGN_CHECK_FAILED' });
  const request = readClickRequest(fields);
  if (!request) return answer({ name: 'BAD_REQUEST' });
  const action = request.action;
  if (!isClickAction(action) || (expected !== null && action !== expected))
    return answer({ name: 'ACTION_NOT_FOUND' });
  const outcome = await db.transaction((tx) =>
    action === CLICK_ACTION.PREPARE ? prepare(tx, request) : complete(tx, request),
  );
  return answer(outcome);
}

const isClickAction = (action: string): action is ClickAction =>
  action === CLICK_ACTION.PREPARE || action === CLICK_ACTION.COMPLETE;

/** Our payment for merchant_trans_id, locked; a payment another provider takes is unknown to Click. */
async function clickPayment(tx: Db, request: ClickRequest) {
  const payment = await lockPayment(tx, request.merchant_trans_id);
  return payment?.provider === CLICK ? payment : undefined;
}

const CLICK = 'click';

/**
 * Why Click may not take the money, as its error: paid already, or a quiz already owned (-4, paying
 * twice); a quiz taken off sale (-5, the order as it was no longer exists).
 */
const BLOCKER_ERRORS = {
  ALREADY_PAID: 'ALREADY_PAID',
  ALREADY_OWNED: 'ALREADY_PAID',
  QUIZ_UNAVAILABLE: 'ORDER_NOT_FOUND',
} as const satisfies Record<Exclude<PaymentBlocker, 'REFUNDED'>, ClickErrorName>;

/** Amounts come from our database; Click's so'm text is a float, so one tiyin (0.01) of slack. */
const amountMatches = (request: ClickRequest, payment: PaymentRow) =>
  Math.abs(Math.round(request.amount * 100) - payment.amount * 100) <= 1;

/**
 * Prepare: reserve the order for this click_trans_id. A repeated Prepare of a prepared
 * transaction answers as the first did (Click retries when it got no answer).
 */
async function prepare(tx: Db, request: ClickRequest): Promise<Outcome> {
  const payment = await clickPayment(tx, request);
  if (!payment) return { name: 'ORDER_NOT_FOUND' };
  const existing = await findClickTransaction(tx, request.click_trans_id);
  if (existing && existing.paymentId !== payment.id) return { name: 'TRANSACTION_NOT_FOUND' };
  const transaction = existing;
  if (existing?.status === 'PERFORMED') return { name: 'ALREADY_PAID', transaction };
  const blocker = await paymentBlocker(tx, payment);
  if (blocker && blocker !== 'REFUNDED') return { name: BLOCKER_ERRORS[blocker], transaction };
  if (!amountMatches(request, payment)) return { name: 'INCORRECT_AMOUNT', transaction };
  if (blocker === 'REFUNDED' || existing?.status === 'CANCELLED' || payment.status === 'CANCELLED')
    return { name: 'TRANSACTION_CANCELLED', transaction };
  if (existing) return { name: 'SUCCESS', transaction };
  await supersedeLiveTransaction(tx, payment.id);
  return { name: 'SUCCESS', transaction: await insertPreparedTransaction(tx, payment, request) };
}

/**
 * Complete: Click's error 0 means the money was debited, so we deliver; an error below 0 means
 * Click cancelled, so we release the order and answer -9. Click's error is read before "already
 * paid": Click's own 15-scenario test expects -9 for error -5017 on a completed transaction (the
 * PHP library answers -4 there); the completed transaction and its access stay as they are, since a
 * refund reaches us only through Click's merchant cabinet or reversal API, never through Complete.
 */
async function complete(tx: Db, request: ClickRequest): Promise<Outcome> {
  const payment = await clickPayment(tx, request);
  if (!payment) return { name: 'ORDER_NOT_FOUND' };
  const transaction = await findClickTransaction(tx, request.click_trans_id);
  if (
    !transaction ||
    transaction.paymentId !== payment.id ||
    String(prepareIdOf(transaction)) !== request.merchant_prepare_id
  )
    return { name: 'TRANSACTION_NOT_FOUND' };
  if (request.error < 0) {
    if (transaction.status === 'CREATED') await release(tx, transaction, payment, request.error);
    return { name: 'TRANSACTION_CANCELLED' };
  }
  if (transaction.status === 'PERFORMED') return { name: 'ALREADY_PAID', transaction };
  if (!amountMatches(request, payment)) return { name: 'INCORRECT_AMOUNT' };
  if (transaction.status !== 'CREATED') return { name: 'TRANSACTION_CANCELLED' };
  const blocker =
    (await paymentBlocker(tx, payment)) ??
    (await grantPayment(tx, payment, { provider: CLICK, transactionId: request.click_trans_id })).blocker;
  if (blocker) {
    // money must not be kept for an order we cannot deliver: an error answer makes Click return it
    await release(tx, transaction, payment, null);
    return { name: blocker === 'REFUNDED' ? 'TRANSACTION_CANCELLED' : BLOCKER_ERRORS[blocker] };
  }
  await performClickTransaction(tx, transaction);
  return { name: 'SUCCESS', transaction };
}

/** The transaction is cancelled; with no other live transaction (the index allows one) the payment fails. */
async function release(
  tx: Db,
  transaction: ClickTransaction,
  payment: PaymentRow,
  clickError: number | null,
) {
  await cancelClickTransaction(tx, transaction, clickError);
  await failPayment(
    tx,
    payment,
    CLICK,
    clickError === null ? 'click: not deliverable' : `click error ${clickError}`,
  );
}

/** Click's answer: its ids echoed, ours for the transaction, the code and its note. */
export function clickResponse(fields: ClickFields, { name, transaction }: Outcome): ClickResponse {
  const clickTransId = Number(fields.click_trans_id);
  const ourId = transaction ? prepareIdOf(transaction) : null;
  return {
    ...(/^\d+$/.test(fields.click_trans_id ?? '') && Number.isSafeInteger(clickTransId)
      ? { click_trans_id: clickTransId }
      : {}),
    ...(fields.merchant_trans_id !== undefined ? { merchant_trans_id: fields.merchant_trans_id } : {}),
    ...(fields.action === CLICK_ACTION.COMPLETE
      ? { merchant_confirm_id: ourId }
      : { merchant_prepare_id: ourId }),
    error: CLICK_ERROR[name],
    error_note: CLICK_ERROR_NOTE[name],
  };
}
