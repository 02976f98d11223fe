import type { Db } from '../../db/client';
import { smsOutbox } from '../../db/schema';
import { dispatchOutbox, type OutboxChannel } from '../../lib/outbox';
import { inLanguage } from '../../plugins/language';
import { eskizCallbackUrl } from './eskiz-callback-token';
import { renderSms, type SmsContent } from './sms-templates';

export type SmsSendResult =
  | { kind: 'sent'; providerId: string; providerStatus: string | null }
  | { kind: 'retry' | 'failed'; error: string };

export interface SmsGateway {
  send(message: { to: string; text: string; callbackUrl: string }): Promise<SmsSendResult>;
}

type SmsRow = typeof smsOutbox.$inferSelect;
const MASK = '******';

/**
 * Once the gateway has an SMS for good (sent or refused), the row keeps no live secret: the code
 * or the link's token (both stored only hashed elsewhere) is masked in its text and parameters.
 */
function masked(row: SmsRow): Partial<SmsRow> {
  const secret = row.params.code ?? row.params.url?.split('#')[1];
  if (!secret) return {};
  const params = Object.fromEntries(
    Object.entries(row.params).map(([key, value]) => [key, value.replaceAll(secret, MASK)]),
  );
  return { params, text: row.text.replaceAll(secret, MASK) };
}

/**
 * The queued SMS (sms-outbox.ts) as an outbox channel: the text is rendered again with the site's
 * address when claimed, then the gateway sends it (SENT with its id, a retry later, or FAILED) or,
 * without a gateway, it stays in the development outbox (STORED).
 */
export function smsChannel(gateway: SmsGateway | undefined, secret: string): OutboxChannel<typeof smsOutbox> {
  return {
    table: smsOutbox,
    prepare: (row, publicUrl) => ({
      text: inLanguage(row.language, () => renderSms(row as unknown as SmsContent, publicUrl)),
    }),
    send:
      gateway &&
      (async (row, publicUrl) => {
        const callbackUrl = eskizCallbackUrl(publicUrl, secret, row.id);
        const result = await gateway.send({ to: row.to, text: row.text, callbackUrl });
        if (result.kind !== 'sent')
          return result.kind === 'failed' ? { ...result, set: masked(row) } : result;
        const { providerId, providerStatus } = result;
        return { kind: 'sent', set: { ...masked(row), providerId, providerStatus, statusAt: new Date() } };
      }),
  };
}

/** One round of the SMS outbox (the scheduled dispatcher runs it every few seconds). */
export function dispatchSms(
  db: Db,
  publicUrl: string,
  secret: string,
  gateway?: SmsGateway,
): Promise<number> {
  return dispatchOutbox(db, smsChannel(gateway, secret), publicUrl);
}
