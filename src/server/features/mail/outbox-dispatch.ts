import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema';
import { type DeliveryOutcome, dispatchOutbox, type OutboxChannel } from '../../lib/outbox';
import type { MailMessage } from './mailer';
import { SITE_URL_MARK } from './templates';

export interface OutboxTransport {
  send(message: MailMessage): Promise<void>;
}

/** SMTP's permanent refusals (5xx: no such mailbox, rejected) are not worth another try. */
function outcomeOf(error: unknown): DeliveryOutcome<typeof emailOutbox> {
  const message = String((error as Error).message ?? error);
  const code = (error as { responseCode?: number }).responseCode;
  return code !== undefined && code >= 500
    ? { kind: 'failed', error: message }
    : { kind: 'retry', error: message };
}

/**
 * The queued emails (notification-emails.ts) as an outbox channel: the site's address goes into
 * the links when claimed, then SMTP sends (SENT, a retry later, or FAILED) or, without SMTP, the
 * message stays in the development mailbox (STORED).
 */
export function emailChannel(transport?: OutboxTransport): OutboxChannel<typeof emailOutbox> {
  return {
    table: emailOutbox,
    prepare: (row, publicUrl) => ({
      html: row.html.replaceAll(SITE_URL_MARK, publicUrl),
      text: row.text.replaceAll(SITE_URL_MARK, publicUrl),
    }),
    send:
      transport &&
      (async (row) => {
        try {
          await transport.send({ to: row.to, subject: row.subject, html: row.html, text: row.text });
          return { kind: 'sent' };
        } catch (error) {
          return outcomeOf(error);
        }
      }),
  };
}

/** One round of the email outbox (the scheduled dispatcher runs it every few seconds). */
export function dispatchQueued(db: Db, publicUrl: string, transport?: OutboxTransport): Promise<number> {
  return dispatchOutbox(db, emailChannel(transport), publicUrl);
}
