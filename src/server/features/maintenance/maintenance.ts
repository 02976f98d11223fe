import { lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authRateLimits, authVerifications, rateLimits } from '../../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;
export const MAINTENANCE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Drops rows that can no longer matter: limiter windows older than a day (better-auth keeps a
 * row per key and path forever otherwise) and expired verification codes and links.
 */
export async function pruneExpired(db: Db, now = new Date()): Promise<void> {
  const dayAgo = new Date(now.getTime() - DAY_MS);
  await db.delete(rateLimits).where(lt(rateLimits.windowStartedAt, dayAgo));
  await db.delete(authRateLimits).where(lt(authRateLimits.lastRequest, dayAgo.getTime()));
  await db.delete(authVerifications).where(lt(authVerifications.expiresAt, now));
}

/** Runs pruneExpired every hour; errors are logged, never fatal. Returns the stop function. */
export function scheduleMaintenance(db: Db, log: { error(obj: unknown, msg: string): void }): () => void {
  const timer = setInterval(() => {
    pruneExpired(db).catch((error) => log.error({ err: error }, 'maintenance failed'));
  }, MAINTENANCE_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
