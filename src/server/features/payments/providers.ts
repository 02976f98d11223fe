import { PAYMENT_METHODS, type PaymentMethod } from '../../../shared/domain/storefront';
import type { Language } from '../../../shared/i18n/languages';
import type { PaymentsConfig } from '../../config-payments';
import { readerUrl } from '../../lib/reader-url';
import { AppError } from '../../plugins/errors';
import { createClickProvider } from './click/click-provider';
import { createPaymeProvider } from './payme/payme-provider';
import { createUzumProvider } from './uzum/uzum-provider';

export type PaymentProviderName = 'none' | 'demo' | 'payme' | 'click' | 'uzum';

export interface PaymentToBegin {
  id: string;
  /** so'm, from our database */
  amount: number;
  method: PaymentMethod;
  /** where the provider sends the person back: our live payment status page */
  returnUrl: string;
  /** the language the person pays from: a provider's page that speaks it opens in it */
  language: Language;
}

/**
 * A payment provider. `begin` runs after the PENDING payment is recorded and tells the browser
 * where to pay; the provider later confirms through its callback routes, which grant access with
 * the payment ledger (payment-ledger.ts), the one path every confirmation takes.
 */
export interface PaymentProvider {
  name: PaymentProviderName;
  /** refuses before anything is recorded when payments cannot be taken */
  assertAvailable(): void;
  begin(payment: PaymentToBegin): { redirectUrl: string };
}

/** The provider for each method the learner can choose. */
export interface PaymentProviders {
  forMethod(method: PaymentMethod): PaymentProvider;
  /** the methods a payment can be taken with: a configured provider's, or all of them on the demo */
  takenMethods: PaymentMethod[];
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

/**
 * A clearly marked test checkout page in our own app; its confirmation takes the real path. The
 * page is an app route the browser opens in the language it is reading (under its prefix), so it
 * has no language of its own; it then sends the person to the return page the same way.
 */
const demoProvider: PaymentProvider = {
  name: 'demo',
  assertAvailable() {},
  begin: (payment) => ({ redirectUrl: `/payment/demo/${payment.id}` }),
};

/**
 * Each method goes to its provider when that provider's credentials are configured; otherwise to
 * the fallback (the demo page in development, "under development" in production).
 */
export function createPaymentProviders(config: PaymentsConfig): PaymentProviders {
  const fallback = config.fallback === 'demo' ? demoProvider : noneProvider;
  const byMethod: Record<PaymentMethod, PaymentProvider> = {
    PAYME: config.payme ? createPaymeProvider(config.payme) : fallback,
    CLICK: config.click ? createClickProvider(config.click) : fallback,
    UZUM: config.uzum ? createUzumProvider(config.uzum) : fallback,
  };
  const takenMethods = PAYMENT_METHODS.filter((method) => byMethod[method] !== noneProvider);
  return { forMethod: (method) => byMethod[method], takenMethods };
}

/**
 * Our page the provider returns the person to, in the language they paid from (the provider's
 * page may open in another browser, an app's, without our language cookie): it shows the
 * payment's status live.
 */
export const paymentReturnUrl = (publicUrl: string, language: Language, paymentId: string) =>
  readerUrl(publicUrl, language, `/payment/return/${paymentId}`);
