import type { PaymentMethod } from '../../../shared/schemas/storefront';
import { AppError } from '../../plugins/errors';

export type PaymentProviderName = 'none' | 'demo';

export interface PaymentToBegin {
  id: string;
  amount: number;
  method: PaymentMethod;
}

/**
 * A payment provider. `begin` runs after the PENDING payment is recorded and tells the browser
 * where to pay; the provider later confirms through completePayment (payments.service.ts), the
 * one path every provider's callback takes.
 */
export interface PaymentProvider {
  name: PaymentProviderName;
  /** refuses before anything is recorded when payments cannot be taken */
  assertAvailable(): void;
  begin(payment: PaymentToBegin): { redirectUrl: string };
}

/** The spec's behaviour: payment is under development, nothing is recorded. */
const noneProvider: PaymentProvider = {
  name: 'none',
  assertAvailable() {
    throw new AppError(422, 'PAYMENT_UNAVAILABLE');
  },
  begin() {
    throw new AppError(422, 'PAYMENT_UNAVAILABLE');
  },
};

/** A clearly marked test checkout page in our own app; its confirmation takes the real path. */
const demoProvider: PaymentProvider = {
  name: 'demo',
  assertAvailable() {},
  begin: (payment) => ({ redirectUrl: `/payment/demo/${payment.id}` }),
};

export function createPaymentProvider(name: PaymentProviderName): PaymentProvider {
  return name === 'demo' ? demoProvider : noneProvider;
}
