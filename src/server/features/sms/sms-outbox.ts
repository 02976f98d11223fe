import type { Language } from '../../../shared/i18n/languages';
import type { Db } from '../../db/client';
import { smsOutbox } from '../../db/schema';
import { currentLanguage, inLanguage } from '../../plugins/language';
import { SITE_URL_MARK } from '../mail/templates';
import { renderSms, type SmsContent, SmsTemplateError } from './sms-templates';

/** Uzbek mobiles only: the gateway's plain send reaches +998 numbers. */
const UZ_MOBILE_E164 = /^\+998\d{9}$/;

export type SmsRequest = SmsContent & {
  /** E.164, e.g. +998901234567 */
  to: string;
  /** the recipient's, when not the person whose request sends it (default: the request's) */
  language?: Language;
};

/**
 * Queues an SMS in the caller's transaction (or on the database), so it is written with the
 * business change it belongs to: sent once after commit by the outbox dispatcher, never for a
 * change that rolled back. Throws SmsTemplateError for a number or parameter it cannot send.
 */
export async function enqueueSms(executor: Db, request: SmsRequest): Promise<{ id: string }> {
  if (!UZ_MOBILE_E164.test(request.to)) throw new SmsTemplateError('the number must be +998 and 9 digits');
  // checked now, so a bad call fails in its own request; rendered again with the site's address
  const language = request.language ?? currentLanguage();
  const text = inLanguage(language, () => renderSms(request, SITE_URL_MARK));
  const [row] = await executor
    .insert(smsOutbox)
    .values({
      to: request.to,
      template: request.template,
      params: { ...request.params },
      language,
      text,
      status: 'QUEUED',
    })
    .returning({ id: smsOutbox.id });
  return row!;
}
