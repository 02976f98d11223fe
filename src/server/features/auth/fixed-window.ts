import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateLimits } from '../../db/schema';

export interface WindowCount {
  /** attempts in the current window, this one included */
  count: number;
  /** seconds until the window closes, for Retry-After */
  retryAfterSeconds: number;
}

/**
 * Counts one attempt under `key` in a fixed window of `windowMs`, in one statement that
 * increments and returns the count (reading first and writing after let parallel requests
 * through). Stored in the database so that every app server shares it.
 */
export async function countInWindow(
  db: Db,
  key: string,
  windowMs: number,
  nowMs: number,
): Promise<WindowCount> {
  const startedAt = new Date(nowMs);
  const windowClosed = sql`${rateLimits.windowStartedAt} <= ${new Date(nowMs - windowMs)}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, windowStartedAt: startedAt })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        // an attempt after the window closed starts a new window
        count: sql`case when ${windowClosed} then 1 else ${rateLimits.count} + 1 end`,
        windowStartedAt: sql`case when ${windowClosed} then ${startedAt} else ${rateLimits.windowStartedAt} end`,
      },
    })
    .returning({ count: rateLimits.count, windowStartedAt: rateLimits.windowStartedAt });
  const windowEndsAt = (row?.windowStartedAt ?? startedAt).getTime() + windowMs;
  return {
    count: row?.count ?? 1,
    retryAfterSeconds: Math.max(1, Math.ceil((windowEndsAt - nowMs) / 1000)),
  };
}
