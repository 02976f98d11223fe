import type { Db } from '../../db/client';
import { smsOutbox } from '../../db/schema';
import { dispatchOutbox, type OutboxChannel } from '../../lib/outbox';
import { eskizCallbackUrl } from './eskiz-callback-token';
import { renderSms, type SmsContent } from './sms-templates';

export type SmsSendResult =
  | { kind: 'sent'; providerId: string; providerStatus: string | null }
  | { kind: 'retry' | 'failed'; error: string };

export interface SmsGateway {
  send(message: { to: string; text: string; callbackUrl: string }): Promise<SmsSendResult>;
}

/**
 * The queued SMS (sms-outbox.ts) as an outbox channel: the text is rendered again with the site's
 * address when claimed, then the gateway sends it (SENT with its id, a retry later, or FAILED) or,
 * without a gateway, it stays in the development outbox (STORED).
 */
export function smsChannel(gateway: SmsGateway | undefined, secret: string): OutboxChannel<typeof smsOutbox> {
  return {
    table: smsOutbox,
    prepare: (row, publicUrl) => ({ text: renderSms(row as unknown as SmsContent, publicUrl) }),
    send:
      gateway &&
      (async (row, publicUrl) => {
        const callbackUrl = eskizCallbackUrl(publicUrl, secret, row.id);
        const result = await gateway.send({ to: row.to, text: row.text, callbackUrl });
        if (result.kind !== 'sent') return result;
        const set = {
          providerId: result.providerId,
          providerStatus: result.providerStatus,
          statusAt: new Date(),
        };
        return { kind: 'sent', set };
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
