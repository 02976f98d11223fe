import type { UzumConfig } from '../../../config-payments';
import type { PaymentProvider } from '../providers';

/**
 * The Uzum Bank page that opens our service in the Uzum app with the order filled in. Uzum does
 * not publish this link's format (research notes: UNCONFIRMED), so the base comes from
 * UZUM_PAY_URL and carries the service, the order id, the amount in tiyin and the return URL.
 */
export function uzumPayUrl(config: UzumConfig, payment: { id: string; amount: number; returnUrl: string }) {
  const url = new URL(config.payUrl);
  url.searchParams.set('serviceId', config.serviceId);
  url.searchParams.set('order_id', payment.id);
  url.searchParams.set('amount', String(payment.amount * 100));
  url.searchParams.set('redirectUrl', payment.returnUrl);
  return url.toString();
}

export function createUzumProvider(config: UzumConfig): PaymentProvider {
  return {
    name: 'uzum',
    assertAvailable() {},
    begin: (payment) => ({ redirectUrl: uzumPayUrl(config, payment) }),
  };
}
