import type { ClickConfig } from '../../../config-payments';
import type { PaymentProvider } from '../providers';

/** Click's pay page: service, merchant, amount in so'm with two decimals, our order id, return URL. */
export function clickPayUrl(config: ClickConfig, payment: { id: string; amount: number; returnUrl: string }) {
  const url = new URL(config.payUrl);
  url.searchParams.set('service_id', config.serviceId);
  url.searchParams.set('merchant_id', config.merchantId);
  if (config.merchantUserId) url.searchParams.set('merchant_user_id', config.merchantUserId);
  url.searchParams.set('amount', payment.amount.toFixed(2));
  url.searchParams.set('transaction_param', payment.id);
  url.searchParams.set('return_url', payment.returnUrl);
  return url.toString();
}

export function createClickProvider(config: ClickConfig): PaymentProvider {
  return {
    name: 'click',
    assertAvailable() {},
    begin: (payment) => ({ redirectUrl: clickPayUrl(config, payment) }),
  };
}
