import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { smsOutbox } from '../../db/schema';

/** The newest SMS queued or sent to a number (E.164), or undefined. */
export async function lastSmsTo(db: Db, phone: string) {
  const [row] = await db
    .select()
    .from(smsOutbox)
    .where(eq(smsOutbox.to, phone))
    .orderBy(desc(smsOutbox.createdAt))
    .limit(1);
  return row;
}

/** The code in the newest SMS to a number, as the person would read it. */
export async function lastCodeSentTo(db: Db, phone: string): Promise<string | undefined> {
  return (await lastSmsTo(db, phone))?.params.code;
}
