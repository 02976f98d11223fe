import type { Language } from '../../../../shared/i18n/languages';
import type { PaymeConfig } from '../../../config-payments';
import type { PaymentProvider } from '../providers';

/**
 * Payme's checkout link: base64 of "m=<merchant>;ac.order_id=<payment id>;a=<tiyin>;l=<uz|ru>;c=<return>"
 * appended to the checkout host (research notes, section 1). Payme speaks Uzbek in Latin only.
 */
export function paymeCheckoutUrl(
  config: PaymeConfig,
  payment: { id: string; amount: number; returnUrl: string; language: Language },
): string {
  const params = [
    `m=${config.merchantId}`,
    `ac.order_id=${payment.id}`,
    `a=${payment.amount * 100}`,
    `l=${payment.language === 'ru' ? 'ru' : 'uz'}`,
    `c=${payment.returnUrl}`,
  ].join(';');
  return `${config.checkoutUrl.replace(/\/+$/, '')}/${Buffer.from(params).toString('base64')}`;
}

export function createPaymeProvider(config: PaymeConfig): PaymentProvider {
  return {
    name: 'payme',
    assertAvailable() {},
    begin: (payment) => ({ redirectUrl: paymeCheckoutUrl(config, payment) }),
  };
}
