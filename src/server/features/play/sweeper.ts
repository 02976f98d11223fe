import { and, eq, inArray, isNotNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { quizSessions } from '../../db/schema';
import { serverNow } from '../../lib/clock';
import { endedGuestSessionIds } from './guest-expiry';
import { type SweepCounts, settleSessions } from './sweep-settle';
import { HEARTBEAT_GRACE_SECONDS } from './timer';

export const SWEEP_INTERVAL_MS = 5_000;
/** Sessions settled per transaction (each holds a play lock until its commit). */
const SWEEP_BATCH = 50;

/**
 * The server's own clock work, for sessions no browser is looking after: a session whose time is
 * up (a strict timer's deadline passed, paused or not) is finished with the saved answers; one
 * whose device fell silent is paused; a guest's attempt that outlived its 24-hour access is
 * finished when its own time is up (guest-expiry.ts). A sweep settles its sessions in batches
 * (sweep-settle.ts). Safe to run on several app servers at once: each session is re-checked under
 * its play lock and row lock.
 */
export async function sweepSessions(
  db: Db,
  now = serverNow(),
  batchSize = SWEEP_BATCH,
): Promise<SweepCounts> {
  const ids = await candidateIds(db, now);
  const settle = (batch: string[]) => db.transaction((t) => settleSessions(t, batch, now));
  const counts: SweepCounts = { finished: 0, paused: 0, busy: 0 };
  const add = (settled: SweepCounts) => {
    counts.finished += settled.finished;
    counts.paused += settled.paused;
    counts.busy += settled.busy;
  };
  const failures: unknown[] = [];
  for (let from = 0; from < ids.length; from += batchSize) {
    const batch = ids.slice(from, from + batchSize);
    try {
      add(await settle(batch));
    } catch (error) {
      if (batch.length === 1) failures.push(error);
      // one faulty session must hold up neither the others nor the next batches: each alone
      else for (const id of batch) await settle([id]).then(add, (e: unknown) => failures.push(e));
    }
  }
  if (failures.length > 0)
    throw new AggregateError(failures, `${failures.length} sessions could not be settled`);
  return counts;
}

/** The active sessions that may need settling at `now` (each re-checked under its locks). */
async function candidateIds(db: Db, now: Date): Promise<string[]> {
  const silentSince = new Date(now.getTime() - HEARTBEAT_GRACE_SECONDS * 1000);
  const candidates = await db
    .select({ id: quizSessions.id })
    .from(quizSessions)
    .where(
      and(
        eq(quizSessions.isActive, true),
        or(
          and(
            isNotNull(quizSessions.runningSince),
            or(
              lt(quizSessions.lastHeartbeatAt, silentSince),
              sql`${quizSessions.runningSince} + ${quizSessions.timeRemaining} * interval '1 second' <= ${now}`,
            ),
          ),
          // a strict timer ends at its deadline, paused or not
          lte(quizSessions.deadlineAt, now),
          inArray(quizSessions.id, endedGuestSessionIds(db, now)),
        ),
      ),
    );
  return candidates.map((candidate) => candidate.id);
}

export function scheduleSweeper(db: Db, log: { error(obj: unknown, msg: string): void }): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweepSessions(db)
      .catch((error) => log.error({ err: error }, 'session sweep failed'))
      .finally(() => {
        running = false;
      });
  }, SWEEP_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
