import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import { PHONE_CODE_LIMITS } from '../../../shared/schemas/auth';
import type { Db } from '../../db/client';
import { phoneCodeSends } from '../../db/schema';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** Sliding windows: at most `max` codes within any `windowMs`. */
const WINDOWS = [
  { windowMs: PHONE_CODE_LIMITS.windowMinutes * MINUTE_MS, max: PHONE_CODE_LIMITS.perWindow },
  { windowMs: DAY_MS, max: PHONE_CODE_LIMITS.perDay },
] as const;

type Column = typeof phoneCodeSends.phoneNumber | typeof phoneCodeSends.ipAddress;

/**
 * Seconds until one more code may be sent, given the send times of the last day (oldest first);
 * 0 when one may be sent now.
 */
function secondsUntilAllowed(sentAt: readonly Date[], nowMs: number): number {
  let waitMs = 0;
  for (const { windowMs, max } of WINDOWS) {
    const inWindow = sentAt.filter((at) => at.getTime() > nowMs - windowMs);
    if (inWindow.length < max) continue;
    // the send whose leaving the window makes room for one more
    const leaving = inWindow[inWindow.length - max] as Date;
    waitMs = Math.max(waitMs, leaving.getTime() + windowMs - nowMs);
  }
  return Math.ceil(waitMs / 1000);
}

async function sendTimes(db: Db, column: Column, value: string, nowMs: number): Promise<Date[]> {
  const rows = await db
    .select({ sentAt: phoneCodeSends.sentAt })
    .from(phoneCodeSends)
    .where(and(eq(column, value), gt(phoneCodeSends.sentAt, new Date(nowMs - DAY_MS))))
    .orderBy(asc(phoneCodeSends.sentAt));
  return rows.map((row) => row.sentAt);
}

/** Waits for the other transactions sending to the same key (on any app server) to finish. */
async function lockKey(tx: Db, key: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

export interface SendTarget {
  phoneNumber: string;
  /** the client address; server-side calls have none and count per number only */
  ipAddress: string | null;
}

/**
 * Counts one send to `target` inside `tx` if the number's and the address's limits allow it, and
 * returns 0; otherwise returns the seconds to wait and records nothing (a refused request costs
 * the number nothing). Both keys are locked for the rest of `tx`, number first then address (one
 * order, so no two senders wait on each other), so parallel sends are counted one after another.
 */
export async function reserveSend(tx: Db, target: SendTarget, nowMs: number): Promise<number> {
  await lockKey(tx, `phone-code:number:${target.phoneNumber}`);
  if (target.ipAddress) await lockKey(tx, `phone-code:address:${target.ipAddress}`);
  const byNumber = await sendTimes(tx, phoneCodeSends.phoneNumber, target.phoneNumber, nowMs);
  const byAddress = target.ipAddress
    ? await sendTimes(tx, phoneCodeSends.ipAddress, target.ipAddress, nowMs)
    : [];
  const wait = Math.max(secondsUntilAllowed(byNumber, nowMs), secondsUntilAllowed(byAddress, nowMs));
  if (wait > 0) return wait;
  await forgetOldSends(tx, target, nowMs);
  await tx.insert(phoneCodeSends).values({ ...target, sentAt: new Date(nowMs) });
  return 0;
}

/** Seconds until a new code may be sent to the number (from any address). */
export async function secondsUntilNextSend(db: Db, phoneNumber: string, nowMs: number): Promise<number> {
  return secondsUntilAllowed(await sendTimes(db, phoneCodeSends.phoneNumber, phoneNumber, nowMs), nowMs);
}

/** Sends older than the longest window count for nothing; each send clears its keys' old rows. */
async function forgetOldSends(tx: Db, target: SendTarget, nowMs: number) {
  const old = lt(phoneCodeSends.sentAt, new Date(nowMs - DAY_MS));
  await tx.delete(phoneCodeSends).where(and(eq(phoneCodeSends.phoneNumber, target.phoneNumber), old));
  if (target.ipAddress) {
    await tx.delete(phoneCodeSends).where(and(eq(phoneCodeSends.ipAddress, target.ipAddress), old));
  }
}
