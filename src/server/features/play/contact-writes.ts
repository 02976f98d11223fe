import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { SaveAnswerBody } from '../../../shared/schemas/play';
import type { Db } from '../../db/client';
import { builtOnce } from '../../db/prepared';
import { authSessions, quizSessions, users } from '../../db/schema';
import type { Player } from '../identity/player';
import type { SessionRow } from './play-data';
import { indexInQuiz, validAnswer } from './play-data';
import { isOwnSessionPlayLocked, recordPauses } from './play-lock';
import { contactAt, HEARTBEAT_GRACE_SECONDS, remainingAt, type TimerFields } from './timer';

/*
 * The two writes of exam day, an answer and a heartbeat, each built once (db/prepared.ts): the
 * device's current question, the clock after this contact, and for an answer the answer merged
 * into the map in the database where the question, option and index are valid.
 */
const value = (name: string) => sql`${sql.placeholder(name)}`;
const contactFields = {
  currentQuestionIndex: value('currentQuestionIndex'),
  timeRemaining: value('timeRemaining'),
  runningSince: value('runningSince'),
  lastHeartbeatAt: value('lastHeartbeatAt'),
  pausedSince: value('pausedSince'),
  deadlineAt: value('deadlineAt'),
  updatedAt: value('now'),
};
const mergedAnswer = sql`${quizSessions.answers} || jsonb_build_object(${sql.placeholder('questionId')}::text, ${sql.placeholder('optionIndex')}::int)`;
const thisSession = eq(quizSessions.id, sql.placeholder('sessionId'));

const writeAnswer = builtOnce((t) =>
  t
    .update(quizSessions)
    .set({
      ...contactFields,
      answers: mergedAnswer,
    })
    .where(
      and(
        thisSession,
        validAnswer(sql.placeholder('quizId'), {
          questionId: sql.placeholder('questionId'),
          optionIndex: sql.placeholder('optionIndex'),
          currentQuestionIndex: sql.placeholder('currentQuestionIndex'),
        }),
      ),
    )
    .returning({ id: quizSessions.id }),
);

const writeHeartbeat = builtOnce((t) =>
  t.update(quizSessions).set(contactFields).where(thisSession).returning({ id: quizSessions.id }),
);

/** Timestamps as drizzle's timestamp columns send them (placeholders skip the column's encoding). */
const iso = (date: Date | null) => date?.toISOString() ?? null;

function timerValues(fields: TimerFields) {
  return {
    timeRemaining: fields.timeRemaining,
    runningSince: iso(fields.runningSince),
    lastHeartbeatAt: iso(fields.lastHeartbeatAt),
    pausedSince: iso(fields.pausedSince),
    deadlineAt: iso(fields.deadlineAt),
  };
}

/**
 * Saves a contact from the playing device; a paused or silent clock runs again. With `answer`,
 * the write happens only where the answer is valid: null then, nothing written. Returns the
 * seconds left.
 */
export async function contact(
  t: Db,
  session: SessionRow,
  now: Date,
  currentQuestionIndex: number,
  answer?: Pick<SaveAnswerBody, 'questionId' | 'optionIndex'>,
): Promise<number | null> {
  const timer = contactAt(session, now);
  const values = {
    sessionId: session.id,
    currentQuestionIndex,
    ...timerValues(timer.fields),
    now: now.toISOString(),
  };
  const written = answer
    ? await writeAnswer(t, { ...values, ...answer, quizId: session.quizId })
    : await writeHeartbeat(t, values);
  if (written.length === 0) return null;
  await recordPauses(t, session.attemptId, timer.pause);
  return remainingAt(timer.fields, now);
}

/*
 * Exam day's common case in one statement, its own transaction (one round trip instead of four:
 * begin, lock, write, commit), on the embedded database; PostgreSQL writes many such contacts in
 * one statement (contact-batch.ts). While the session is live, its clock runs, the device was heard
 * within the grace and time is left, a contact changes only the device's question, the last
 * heartbeat and, for an answer, the map: the same write contactAt() gives then. The statement
 * takes the play lock, then the row, as every path does, and its conditions are checked on the
 * newest row version after any wait, so a finish or takeover committed meanwhile makes it write
 * nothing. Anything else (a paused or silent clock, time up, an ended session, bad input) writes
 * nothing here and goes the transactional way, which decides and explains.
 */
const atNow = sql`${sql.placeholder('now')}::timestamptz`;
const seconds = (n: SQL | number) => sql`${n} * interval '1 second'`;
/** At `at`, the session is live, its clock runs, its device was heard within the grace and time is left. */
export const runningAndHeardAt = (
  at: SQL,
) => sql`${quizSessions.isActive} and ${quizSessions.runningSince} is not null
  and coalesce(${quizSessions.lastHeartbeatAt}, ${quizSessions.runningSince}) + ${seconds(HEARTBEAT_GRACE_SECONDS)} >= ${at}
  and coalesce(${quizSessions.deadlineAt}, ${quizSessions.runningSince} + ${seconds(sql`${quizSessions.timeRemaining}`)}) > ${at}`;
const runningAndHeard = runningAndHeardAt(atNow);

/**
 * At `at`, a learner's sign-in still to be checked (player.ts, SignInToCheck) holds: its auth
 * session is there, current and the owner's, and the owner is not banned. `authSession` null:
 * nothing to check (a confirmed sign-in, a guest).
 */
export const signInHoldsAt = (
  authSession: SQL,
  owner: SQL,
  at: SQL,
) => sql`(${authSession} is null or exists (
  select 1 from ${authSessions} join ${users} on ${users.id} = ${authSessions.userId}
  where ${authSessions.id} = ${authSession} and ${authSessions.userId} = ${owner}
    and ${authSessions.expiresAt} > ${at} and ${users.banned} is not true))`;
const signInHolds = signInHoldsAt(
  sql`${sql.placeholder('authSession')}::text`,
  sql`${sql.placeholder('owner')}::text`,
  atNow,
);

/** The auth session a contact statement checks for this player, if any. */
export const signInToCheck = (player: Player) =>
  player.kind === 'user' ? (player.signIn?.authSessionId ?? null) : null;
const runningContact = {
  currentQuestionIndex: value('currentQuestionIndex'),
  lastHeartbeatAt: atNow,
  updatedAt: atNow,
};
const timerColumns = {
  timeRemaining: quizSessions.timeRemaining,
  runningSince: quizSessions.runningSince,
  lastHeartbeatAt: quizSessions.lastHeartbeatAt,
  pausedSince: quizSessions.pausedSince,
  deadlineAt: quizSessions.deadlineAt,
};

function runningWrites(kind: Player['kind']) {
  const ownSession = (t: Db) =>
    kind === 'user' ? and(isOwnSessionPlayLocked(t, kind), signInHolds) : isOwnSessionPlayLocked(t, kind);
  return {
    answer: builtOnce((t) =>
      t
        .update(quizSessions)
        .set({ ...runningContact, answers: mergedAnswer })
        .where(
          and(
            ownSession(t),
            runningAndHeard,
            validAnswer(quizSessions.quizId, {
              questionId: sql.placeholder('questionId'),
              optionIndex: sql.placeholder('optionIndex'),
              currentQuestionIndex: sql.placeholder('currentQuestionIndex'),
            }),
          ),
        )
        .returning(timerColumns),
    ),
    heartbeat: builtOnce((t) =>
      t
        .update(quizSessions)
        .set(runningContact)
        .where(
          and(
            ownSession(t),
            runningAndHeard,
            indexInQuiz(quizSessions.quizId, sql.placeholder('currentQuestionIndex')),
          ),
        )
        .returning(timerColumns),
    ),
  };
}
const writeWhileRunning = { user: runningWrites('user'), guest: runningWrites('guest') };

/** A contact from the playing device to its running session. */
export interface RunningContact {
  player: Player;
  sessionId: string;
  now: Date;
  currentQuestionIndex: number;
  answer?: Pick<SaveAnswerBody, 'questionId' | 'optionIndex'>;
}

/**
 * A contact to the player's session while its clock runs, as one statement of its own: the
 * seconds left, or null when it wrote nothing (not running, not heard lately, time up, ended,
 * someone else's, a sign-in to check that ended, or invalid input), and the caller takes the
 * transactional way. The embedded database's way (running-contacts.ts).
 */
export async function writeRunningContact(
  db: Db,
  { player, sessionId, now, currentQuestionIndex, answer }: RunningContact,
): Promise<number | null> {
  const writes = writeWhileRunning[player.kind];
  const values = {
    sessionId,
    owner: player.id,
    authSession: signInToCheck(player),
    currentQuestionIndex,
    now: now.toISOString(),
  };
  const [timer] = answer
    ? await writes.answer(db, { ...values, ...answer })
    : await writes.heartbeat(db, values);
  return timer ? remainingAt(timer, now) : null;
}
