import { z } from 'zod';

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optional = z.preprocess(emptyToUndefined, z.string().trim().min(1).optional());
const optionalUrl = (fallback: string) =>
  z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).default(fallback));

/** The payment providers' environment variables (README "Payments"). */
export const paymentEnvShape = {
  /** the fallback when a method's provider has no credentials: demo (a test page) or none */
  PAYMENT_PROVIDER: z.preprocess(emptyToUndefined, z.enum(['none', 'demo']).optional()),
  PAYME_MERCHANT_ID: optional,
  PAYME_KEY: optional,
  PAYME_CHECKOUT_URL: optionalUrl('https://checkout.paycom.uz'),
  CLICK_SERVICE_ID: optional,
  CLICK_MERCHANT_ID: optional,
  CLICK_SECRET_KEY: optional,
  CLICK_MERCHANT_USER_ID: optional,
  CLICK_PAY_URL: optionalUrl('https://my.click.uz/services/pay'),
  UZUM_SERVICE_ID: optional,
  UZUM_LOGIN: optional,
  UZUM_PASSWORD: optional,
  UZUM_PAY_URL: optionalUrl('https://www.uzumbank.uz/open-service'),
};

const paymentEnvSchema = z.object(paymentEnvShape);
type PaymentEnv = z.infer<typeof paymentEnvSchema>;

export interface PaymeConfig {
  merchantId: string;
  /** the merchant key: Payme signs in as "Paycom" with it (Basic auth) */
  key: string;
  /** https://checkout.paycom.uz, or https://test.paycom.uz for the sandbox */
  checkoutUrl: string;
}

export interface ClickConfig {
  serviceId: string;
  merchantId: string;
  secretKey: string;
  merchantUserId: string | null;
  payUrl: string;
}

export interface UzumConfig {
  serviceId: string;
  /** the Basic auth credentials Uzum Bank calls us with */
  login: string;
  password: string;
  payUrl: string;
}

export interface PaymentsConfig {
  /** what a method without a configured provider does: the demo test page, or "under development" */
  fallback: 'none' | 'demo';
  payme: PaymeConfig | null;
  click: ClickConfig | null;
  uzum: UzumConfig | null;
}

export const NO_PAYMENT_PROVIDERS = { payme: null, click: null, uzum: null } as const;

/** A provider is on when all its credentials are set; some but not all is a configuration error. */
export function paymentsConfigFrom(e: PaymentEnv, isProduction: boolean): PaymentsConfig {
  // the demo page confirms a payment with no money taken: in production it would give quizzes away
  if (isProduction && e.PAYMENT_PROVIDER === 'demo') {
    throw new PaymentConfigError(
      'PAYMENT_PROVIDER=demo: refused in production (the demo page takes no money)',
    );
  }
  return {
    fallback: e.PAYMENT_PROVIDER ?? (isProduction ? 'none' : 'demo'),
    payme: allOrNone('PAYME', { merchantId: e.PAYME_MERCHANT_ID, key: e.PAYME_KEY }, (c) => ({
      ...c,
      checkoutUrl: e.PAYME_CHECKOUT_URL,
    })),
    click: allOrNone(
      'CLICK',
      { serviceId: e.CLICK_SERVICE_ID, merchantId: e.CLICK_MERCHANT_ID, secretKey: e.CLICK_SECRET_KEY },
      (c) => ({ ...c, merchantUserId: e.CLICK_MERCHANT_USER_ID ?? null, payUrl: e.CLICK_PAY_URL }),
    ),
    uzum: allOrNone(
      'UZUM',
      { serviceId: e.UZUM_SERVICE_ID, login: e.UZUM_LOGIN, password: e.UZUM_PASSWORD },
      (c) => ({ ...c, payUrl: e.UZUM_PAY_URL }),
    ),
  };
}

function allOrNone<K extends string, T>(
  prefix: string,
  credentials: Record<K, string | undefined>,
  build: (set: Record<K, string>) => T,
): T | null {
  const missing = Object.entries(credentials).filter(([, value]) => value === undefined);
  if (missing.length === Object.keys(credentials).length) return null;
  if (missing.length > 0) {
    const names = missing.map(([key]) => `${prefix}_${envName(key)}`).join(', ');
    throw new PaymentConfigError(`${names}: required when any ${prefix}_* credential is set`);
  }
  return build(credentials as Record<K, string>);
}

const envName = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase();

export class PaymentConfigError extends Error {}
