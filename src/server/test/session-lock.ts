import type { Db } from '../db/client';
import { lockSession } from '../features/play/play-lock';

/**
 * Runs `work` while another transaction holds the session's play lock and row lock, as a request
 * being written does (PostgreSQL: the embedded database has one connection, so nothing else could
 * run meanwhile).
 */
export async function whileSessionLocked<T>(db: Db, sessionId: string, work: () => Promise<T>): Promise<T> {
  let release: () => void = () => undefined;
  const holding = new Promise<void>((resolve) => {
    release = resolve;
  });
  let locked: () => void = () => undefined;
  const isLocked = new Promise<void>((resolve) => {
    locked = resolve;
  });
  const holder = db.transaction(async (t) => {
    await lockSession(t, sessionId);
    locked();
    await holding;
  });
  try {
    await Promise.race([isLocked, holder]);
    return await work();
  } finally {
    release();
    await holder;
  }
}
