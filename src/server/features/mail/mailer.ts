import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { isPlaceholderEmail } from '../../../shared/domain/phone';
import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema';

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** SMTP only, without recording: for messages already in the outbox (outbox-dispatch.ts). */
export function smtpTransport(smtpUrl: string | undefined, from: string) {
  if (!smtpUrl) return undefined;
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message: MailMessage) {
      await transport.sendMail({ from, ...message });
    },
  };
}

interface MailerOptions {
  db: Db;
  smtpUrl?: string;
  from: string;
  log: { error(obj: unknown, msg: string): void };
}

/**
 * Every message is recorded in the outbox. With SMTP_URL it is also sent over SMTP; without it
 * the outbox is the development mailbox (/dev/mailbox).
 */
export function createMailer({ db, smtpUrl, from, log }: MailerOptions): Mailer {
  const transport = smtpTransport(smtpUrl, from);
  return {
    async send(message) {
      // a phone account's stand-in address: nobody reads it, so nothing is written or sent
      if (isPlaceholderEmail(message.to)) return;
      // SENDING, not QUEUED: QUEUED rows belong to the outbox dispatcher, which would send it again
      const [row] = await db
        .insert(emailOutbox)
        .values({ ...message, status: transport ? 'SENDING' : 'STORED' })
        .returning({ id: emailOutbox.id });
      if (!transport || !row) return;
      try {
        await transport.send(message);
        await db
          .update(emailOutbox)
          .set({ status: 'SENT', sentAt: new Date() })
          .where(eq(emailOutbox.id, row.id));
      } catch (error) {
        log.error({ err: error, to: message.to }, 'sending email failed');
        await db
          .update(emailOutbox)
          .set({ status: 'FAILED', error: String((error as Error).message ?? error) })
          .where(eq(emailOutbox.id, row.id));
        throw error;
      }
    },
  };
}
