import type { Db } from '../../../db/client';
import { serverNow } from '../../../lib/clock';
import { grantPayment, lockPayment, type PaymentRow, paymentBlocker, refundPayment } from '../payment-ledger';
import { refuse, UZUM_ERRORS, type UzumOperation, UzumRefusal } from './uzum-errors';
import type { UzumRequest, UzumSuccess } from './uzum-schemas';
import {
  failIfStale,
  findTransaction,
  insertCreated,
  liveTransactionOf,
  lockTransaction,
  markConfirmed,
  markReversed,
  type UzumTransaction,
  uzumStatusOf,
} from './uzum-transactions';

/*
 * The five Uzum operations on the payment ledger. Each runs in one transaction that locks the
 * payment first (then the Uzum transaction), so concurrent duplicates are served one at a time.
 * Refusals are returned, not thrown: a transaction that failed on its timeout must stay FAILED.
 */

/** what the route answers with HTTP 200; it adds the service id */
export interface UzumAccepted<Op extends UzumOperation> {
  paymentId: string;
  answer: Omit<UzumSuccess<Op>, 'serviceId'>;
}
export type UzumOutcome<Op extends UzumOperation> = UzumAccepted<Op> | UzumRefusal;

const ms = (date: Date) => date.getTime();
const tiyinOf = (payment: PaymentRow) => payment.amount * 100;

/** The order Uzum may take money for: ours, an Uzum payment, and still payable. */
async function payableOrder(tx: Db, payment: PaymentRow | undefined): Promise<PaymentRow | UzumRefusal> {
  if (payment?.provider !== 'uzum') return refuse(UZUM_ERRORS.ORDER_NOT_FOUND);
  if (payment.status === 'CANCELLED') return refuse(UZUM_ERRORS.PAYMENT_CANCELLED, payment.id);
  const blocker = await paymentBlocker(tx, payment);
  if (blocker === 'REFUNDED') return refuse(UZUM_ERRORS.PAYMENT_CANCELLED, payment.id);
  if (blocker === 'QUIZ_UNAVAILABLE') return refuse(UZUM_ERRORS.ORDER_NOT_FOUND, payment.id);
  // already paid, or a quiz in it is already owned: taking money again would be a double pay
  if (blocker) return refuse(UZUM_ERRORS.ALREADY_PAID, payment.id);
  return payment;
}

export function uzumCheck(db: Db, request: UzumRequest<'check'>): Promise<UzumOutcome<'check'>> {
  return db.transaction(async (tx) => {
    const payment = await payableOrder(tx, await lockPayment(tx, request.params.order_id));
    if (payment instanceof UzumRefusal) return payment;
    return {
      paymentId: payment.id,
      answer: {
        timestamp: ms(serverNow()),
        status: 'OK',
        data: { order_id: { value: payment.id }, amount: { value: String(tiyinOf(payment)) } },
      },
    };
  });
}

export function uzumCreate(db: Db, request: UzumRequest<'create'>): Promise<UzumOutcome<'create'>> {
  return db.transaction(async (tx) => {
    const locked = await lockPayment(tx, request.params.order_id);
    // a repeat is an error, never a replay (Uzum), whatever happened to the order since
    if (await lockTransaction(tx, request.transId)) return refuse(UZUM_ERRORS.ALREADY_CREATED, locked?.id);
    const payment = await payableOrder(tx, locked);
    if (payment instanceof UzumRefusal) return payment;
    if (request.amount !== tiyinOf(payment)) return refuse(UZUM_ERRORS.INVALID_AMOUNT, payment.id);
    const live = await liveTransactionOf(tx, payment.id);
    // another transaction is paying this order right now: one live transaction per payment
    if (live && uzumStatusOf(await failIfStale(tx, live, payment)) !== 'FAILED')
      return refuse(UZUM_ERRORS.ALREADY_PAID, payment.id);
    const created = await insertCreated(tx, {
      paymentId: payment.id,
      transId: request.transId,
      amountTiyin: tiyinOf(payment),
      providerTime: new Date(request.timestamp),
    });
    return {
      paymentId: payment.id,
      answer: {
        transId: created.externalId,
        status: 'CREATED',
        transTime: ms(created.createdAt),
        amount: created.amountTiyin,
      },
    };
  });
}

/**
 * Runs `act` on the Uzum transaction `transId` with its payment and the transaction locked,
 * after a CREATED one past its 30 minutes has been marked FAILED. Unknown: 10014.
 */
async function onTransaction<Op extends UzumOperation>(
  db: Db,
  transId: string,
  act: (tx: Db, row: UzumTransaction, payment: PaymentRow) => Promise<UzumOutcome<Op>>,
): Promise<UzumOutcome<Op>> {
  const known = await findTransaction(db, transId);
  if (!known) return refuse(UZUM_ERRORS.TRANSACTION_NOT_FOUND);
  return db.transaction(async (tx) => {
    const payment = (await lockPayment(tx, known.paymentId))!;
    const row = (await lockTransaction(tx, transId))!;
    return act(tx, await failIfStale(tx, row, payment), payment);
  });
}

export function uzumConfirm(db: Db, request: UzumRequest<'confirm'>): Promise<UzumOutcome<'confirm'>> {
  return onTransaction(db, request.transId, async (tx, row, payment) => {
    const state = uzumStatusOf(row);
    if (state === 'CONFIRMED') return refuse(UZUM_ERRORS.ALREADY_CONFIRMED, payment.id);
    if (state !== 'CREATED') return refuse(UZUM_ERRORS.CANNOT_CONFIRM, payment.id);
    // a quiz bought or taken off sale since create: no confirmation, so Uzum does not debit
    const grant = await grantPayment(tx, payment, { provider: 'uzum', transactionId: row.externalId });
    if (grant.blocker) return refuse(UZUM_ERRORS.CANNOT_CONFIRM, payment.id);
    const { paymentSource, phone, tariff, processingReferenceNumber } = request;
    const confirmed = await markConfirmed(tx, row, {
      paymentSource,
      phone,
      tariff,
      processingReferenceNumber,
    });
    return {
      paymentId: payment.id,
      answer: {
        transId: row.externalId,
        status: 'CONFIRMED',
        confirmTime: ms(confirmed.performedAt!),
        amount: row.amountTiyin,
      },
    };
  });
}

export function uzumReverse(db: Db, request: UzumRequest<'reverse'>): Promise<UzumOutcome<'reverse'>> {
  return onTransaction(db, request.transId, async (tx, row, payment) => {
    const state = uzumStatusOf(row);
    if (state === 'REVERSED') return refuse(UZUM_ERRORS.ALREADY_REVERSED, payment.id);
    if (state === 'FAILED') return refuse(UZUM_ERRORS.CANNOT_REVERSE, payment.id);
    const reversed = await markReversed(tx, row);
    // after confirm the money goes back: access is taken away and the learner told;
    // before it nothing was taken and the order stays payable
    if (state === 'CONFIRMED') await refundPayment(tx, payment, 'uzum', 'uzum: reversed');
    return {
      paymentId: payment.id,
      answer: {
        transId: row.externalId,
        status: 'REVERSED',
        reverseTime: ms(reversed.cancelledAt!),
        amount: row.amountTiyin,
      },
    };
  });
}

/** The truth about a transaction: Uzum polls this when a confirm answer was lost. */
export function uzumStatus(db: Db, request: UzumRequest<'status'>): Promise<UzumOutcome<'status'>> {
  return onTransaction(db, request.transId, async (_tx, row, payment) => {
    const status = uzumStatusOf(row);
    return {
      paymentId: payment.id,
      answer: {
        transId: row.externalId,
        status,
        transTime: ms(row.createdAt),
        confirmTime: row.performedAt ? ms(row.performedAt) : null,
        reverseTime: status === 'REVERSED' && row.cancelledAt ? ms(row.cancelledAt) : null,
        amount: row.amountTiyin,
      },
    };
  });
}

export const UZUM_SERVICES: {
  [Op in UzumOperation]: (db: Db, request: UzumRequest<Op>) => Promise<UzumOutcome<Op>>;
} = {
  check: uzumCheck,
  create: uzumCreate,
  confirm: uzumConfirm,
  reverse: uzumReverse,
  status: uzumStatus,
};
