import { and, count, eq, sql } from 'drizzle-orm';
import { contactTexts } from '../../../shared/i18n/contact';
import { CONTACT_LIMITS, type ContactMessageData } from '../../../shared/schemas/contact';
import type { Db } from '../../db/client';
import { contactMessages } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { queueContactNotice } from './contact-email';

export interface ContactSender {
  /** the signed-in sender's account, if any */
  userId: string | null;
  ipAddress: string;
}

export interface ContactLimitOptions {
  /** the per-IP limit; off together with the other per-IP limits (IP_RATE_LIMITS) */
  perIpLimit: boolean;
}

/** Why a sender must wait: the 429 carries the minutes until the hour's oldest message ages out. */
export class ContactLimitError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, 'CONTACT_LIMIT', contactTexts.limitReached(Math.max(1, Math.ceil(retryAfterSeconds / 60))));
  }
}

/**
 * Stores a support/contact message and queues the admin's notice in the same transaction. The
 * per-IP limit is counted inside it under an advisory lock on the IP, so parallel posts from one
 * address are counted one after another and never store more than the limit.
 */
export async function sendContactMessage(
  db: Db,
  input: ContactMessageData,
  sender: ContactSender,
  { perIpLimit }: ContactLimitOptions,
): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    if (perIpLimit) await enforcePerIpLimit(tx, sender.ipAddress);
    const [row] = await tx
      .insert(contactMessages)
      .values({
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        phone: input.phone || null,
        company: input.company || null,
        subject: input.subject,
        message: input.message,
        source: input.source,
        userId: sender.userId,
        ipAddress: sender.ipAddress,
      })
      .returning({ id: contactMessages.id });
    await queueContactNotice(tx, { ...input, id: row!.id });
    return { id: row!.id };
  });
}

/** Counted in the database's own time, the clock the rows' created_at come from. */
async function enforcePerIpLimit(tx: Db, ipAddress: string) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`contact-ip:${ipAddress}`}::text, 0))`,
  );
  const [recent] = await tx
    .select({
      sent: count(),
      // seconds until the oldest message of the hour leaves the window
      waitSeconds: sql<
        number | null
      >`extract(epoch from min(${contactMessages.createdAt}) + interval '1 hour' - now())::float8`,
    })
    .from(contactMessages)
    .where(
      and(
        eq(contactMessages.ipAddress, ipAddress),
        sql`${contactMessages.createdAt} > now() - interval '1 hour'`,
      ),
    );
  if (!recent || recent.sent < CONTACT_LIMITS.perIpPerHour) return;
  throw new ContactLimitError(Number(recent.waitSeconds ?? 0));
}
