import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema';
import type { MailMessage } from './mailer';
import { SITE_URL_MARK } from './templates';

const BATCH = 20;
const INTERVAL_MS = 3_000;

export interface OutboxTransport {
  send(message: MailMessage): Promise<void>;
}

/**
 * Sends the queued emails (notification-emails.ts) once their transaction has committed: claims a
 * batch with `skip locked`, so several app servers never send one message twice, writes the site's
 * address into the links, then sends over SMTP (SENT or FAILED) or, without SMTP, leaves the
 * message in the development mailbox (STORED).
 */
export async function dispatchQueued(
  db: Db,
  publicUrl: string,
  transport?: OutboxTransport,
): Promise<number> {
  const claimed = await db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.status, 'QUEUED'))
      .orderBy(emailOutbox.createdAt)
      .limit(BATCH)
      .for('update', { skipLocked: true });
    for (const row of rows) {
      await tx
        .update(emailOutbox)
        .set({
          html: row.html.replaceAll(SITE_URL_MARK, publicUrl),
          text: row.text.replaceAll(SITE_URL_MARK, publicUrl),
          status: transport ? 'SENDING' : 'STORED',
        })
        .where(eq(emailOutbox.id, row.id));
    }
    return rows;
  });
  if (!transport) return claimed.length;
  for (const row of claimed) await sendOne(db, transport, row.id);
  return claimed.length;
}

async function sendOne(db: Db, transport: OutboxTransport, id: string) {
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  if (!row) return;
  try {
    await transport.send({ to: row.to, subject: row.subject, html: row.html, text: row.text });
    await db.update(emailOutbox).set({ status: 'SENT', sentAt: sql`now()` }).where(eq(emailOutbox.id, id));
  } catch (error) {
    await db
      .update(emailOutbox)
      .set({ status: 'FAILED', error: String((error as Error).message ?? error) })
      .where(eq(emailOutbox.id, id));
  }
}

/** Runs the dispatcher every few seconds until the returned stop function is called. */
export function scheduleOutboxDispatch(
  db: Db,
  publicUrl: string,
  transport: OutboxTransport | undefined,
  log: { error(obj: unknown, msg: string): void },
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    dispatchQueued(db, publicUrl, transport)
      .catch((error) => log.error({ err: error }, 'email dispatch failed'))
      .finally(() => {
        running = false;
      });
  }, INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
