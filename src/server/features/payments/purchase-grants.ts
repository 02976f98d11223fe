import type { Db } from '../../db/client';
import type { PaymentRow } from './payment-ledger';

/** a payment made through the guest checkout: its browser token's hash is set */
export type GuestPaymentRow = PaymentRow & { guestTokenHash: string };

export function isGuestPayment(payment: PaymentRow): payment is GuestPaymentRow {
  return payment.guestTokenHash !== null;
}

/**
 * What a completed payment opens, done by the features above payments: the purchases feature
 * records a learner's purchases, the guest feature a guest's 24-hour access. app.ts registers
 * them at start, so the ledger imports neither.
 */
export interface PurchaseGrants {
  /** a learner's purchases of the payment's quizzes, in the payment's transaction */
  learner(tx: Db, payment: PaymentRow, grant: { transactionId: string; now: Date }): Promise<void>;
  /** a guest's purchase and access, in the payment's transaction */
  guest(tx: Db, payment: GuestPaymentRow, now: Date): Promise<void>;
  /** why a guest payment's quiz cannot be sold to its email now */
  guestBlocker(tx: Db, payment: PaymentRow): Promise<'ALREADY_OWNED' | null>;
}

let registered: PurchaseGrants | null = null;

export function registerPurchaseGrants(grants: PurchaseGrants): void {
  registered = grants;
}

export function purchaseGrants(): PurchaseGrants {
  if (!registered) throw new Error('No purchase grants registered: buildApp registers them at start');
  return registered;
}
