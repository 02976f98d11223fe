import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { builtOnce } from '../../db/prepared';
import { quizAttempts, quizSessions } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { ownedBy, type Player } from '../identity/player';
import type { SessionRow } from './play-data';
import type { PauseDelta } from './timer';

/*
 * One learner's play of one quiz is serialised: every write (start, answer, heartbeat, pause,
 * resume, takeover, finish, exit, the sweeper) first takes a transaction-scoped advisory lock on
 * (player, quiz), and only then row locks (session, then attempt). So an access check and the
 * write it allows cannot interleave with another request (a start racing a finish cannot give a
 * second attempt), and every path locks in the same order (no deadlocks). An answer or heartbeat
 * to a running session is one statement that does the same: on PostgreSQL many at once, taking
 * the locks only where they are free (sessionPlayLockTaken, SKIP LOCKED); on the embedded
 * database each alone, waiting for them (isPlayLocked).
 */

const lockOn = (key: SQL) => sql`pg_advisory_xact_lock(hashtextextended(${key}, 0))`;
const tryLockOn = (key: SQL) => sql`pg_try_advisory_xact_lock(hashtextextended(${key}, 0))`;

/** The key a session row locks on; the same text as playKey() for its player (learner or guest). */
const sessionKey = sql`'play:' || coalesce(${quizSessions.userId}, ${quizSessions.guestAccessId}::text) || ':' || ${quizSessions.quizId}::text`;
const playKey = (playerId: string, quizId: string) => sql`${`play:${playerId}:${quizId}`}::text`;

/** Waits for, then holds until commit, the play lock of this player and quiz. */
export async function lockPlay(t: Db, playerId: string, quizId: string): Promise<void> {
  await t.execute(sql`select ${lockOn(playKey(playerId, quizId))}`);
}

/**
 * lockPlay for a start, which also learns the player's session of the quiz that was active on
 * arrival: a statement reads what committed before it began, so the session is the one active
 * before any wait for the lock, never one a parallel start committed meanwhile (one round trip).
 */
export async function lockPlayOnArrival(t: Db, player: Player, quizId: string): Promise<string | null> {
  const activeOnArrival = t
    .select({ id: quizSessions.id })
    .from(quizSessions)
    .where(
      and(ownedBy(quizSessions, player), eq(quizSessions.quizId, quizId), eq(quizSessions.isActive, true)),
    );
  const { rows } = await t.execute<{ seen: string | null }>(
    sql`select (${activeOnArrival}) as seen, ${lockOn(playKey(player.id, quizId))}`,
  );
  return rows[0]?.seen ?? null;
}

/**
 * The id of the session `where` finds, once its play lock is taken. An uncorrelated subquery runs
 * before the outer statement scans, so a query that uses it as its row's id takes the play lock,
 * then the row lock: the order of every path, in one round trip.
 */
function playLockedId(t: Db, where: SQL | undefined): SQL {
  const playLocked = t
    .select({ id: quizSessions.id, locked: lockOn(sessionKey) })
    .from(quizSessions)
    .where(where);
  // the lock is volatile, so PostgreSQL keeps it in the subquery though the outer query ignores it
  return sql`(select id from ${playLocked.as('play_locked')})`;
}

/** Takes the play lock of a session's player and quiz, then locks the session row (one round trip). */
function lockSessionQuery(t: Db, where: SQL | undefined) {
  // on the hot path of every answer and heartbeat: a row changed while this waited is read in its
  // committed newest version (FOR UPDATE in READ COMMITTED follows it)
  return t
    .select()
    .from(quizSessions)
    .where(eq(quizSessions.id, playLockedId(t, where)))
    .for('update');
}

// the caller's own session, by owner column (placeholders sessionId and owner)
const ownSession = sql.placeholder('sessionId');
const owner = sql.placeholder('owner');
const ownSessionOf = {
  user: and(eq(quizSessions.id, ownSession), eq(quizSessions.userId, owner)),
  guest: and(eq(quizSessions.id, ownSession), eq(quizSessions.guestAccessId, owner)),
};

/**
 * The condition "this row is the one `where` finds, its play lock taken first", for a statement
 * that writes the row directly (play/contact-writes.ts).
 */
export const isPlayLocked = (t: Db, where: SQL | undefined): SQL =>
  eq(quizSessions.id, playLockedId(t, where));

/**
 * True when this transaction holds, or has just taken without waiting, the play lock of the
 * session row in scope: for a statement that writes many sessions at once and must never wait
 * (play/contact-batch.ts), leaving the ones it could not lock to the way that waits.
 */
export const sessionPlayLockTaken: SQL = tryLockOn(sessionKey);

// built once: every answer and heartbeat that the one statement did not write takes it
const lockOwnBy = {
  user: builtOnce((t) => lockSessionQuery(t, ownSessionOf.user)),
  guest: builtOnce((t) => lockSessionQuery(t, ownSessionOf.guest)),
};

/** The caller's own session, locked in the play lock order; undefined for someone else's. */
export async function lockedOwnSession(
  t: Db,
  player: Player,
  sessionId: string,
): Promise<SessionRow | undefined> {
  const [session] = await lockOwnBy[player.kind](t, { sessionId, owner: player.id });
  return session;
}

/** The caller's own session, locked in the play lock order; someone else's is missing (404). */
export async function lockOwnSession(t: Db, player: Player, sessionId: string): Promise<SessionRow> {
  const session = await lockedOwnSession(t, player, sessionId);
  if (!session) throw new AppError(404, 'SESSION_NOT_FOUND');
  return session;
}

/** Any session by id, locked in the play lock order (the sweeper). */
export async function lockSession(t: Db, sessionId: string): Promise<SessionRow | undefined> {
  const [session] = await lockSessionQuery(t, eq(quizSessions.id, sessionId));
  return session;
}

const nothingToAdd = (pause: PauseDelta) => pause.pauses === 0 && pause.seconds === 0;

/**
 * The attempt's columns that add pauses begun and seconds stood still to its record (none when
 * there are none), for an update of the attempt that writes other columns too.
 */
export function pausesAdded(pause: PauseDelta) {
  if (nothingToAdd(pause)) return {};
  return {
    pauseCount: sql`${quizAttempts.pauseCount} + ${pause.pauses}`,
    pausedSeconds: sql`${quizAttempts.pausedSeconds} + ${pause.seconds}`,
  };
}

/** Adds pauses begun and seconds stood still to the attempt's record. */
export async function recordPauses(t: Db, attemptId: string, pause: PauseDelta): Promise<void> {
  if (nothingToAdd(pause)) return;
  await t.update(quizAttempts).set(pausesAdded(pause)).where(eq(quizAttempts.id, attemptId));
}
