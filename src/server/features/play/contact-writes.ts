import { and, type SQL, sql } from 'drizzle-orm';
import type { SaveAnswerBody } from '../../../shared/schemas/play';
import type { Db } from '../../db/client';
import { builtOnce, builtOnceSql } from '../../db/prepared';
import { quizSessions } from '../../db/schema';
import type { Player } from '../identity/player';
import { type ContactTerms, contactCondition, inputChecks, signInToCheck } from './contact-condition';
import { type ContactOutcome, inputRefusal, refused } from './contact-refusal';
import type { SessionRow } from './play-data';
import { isPlayLocked, recordPauses } from './play-lock';
import { contactAt, remainingAt, type TimerFields } from './timer';

/** An answer's question and option, as the device sends them. */
export type ContactAnswer = Pick<SaveAnswerBody, 'questionId' | 'optionIndex'>;

const placeholder = (name: string) => sql`${sql.placeholder(name)}`;
const atNow = sql`${sql.placeholder('now')}::timestamptz`;
const answerPlaceholders = { questionId: placeholder('questionId'), optionIndex: placeholder('optionIndex') };
const mergedAnswer = sql`${quizSessions.answers} || jsonb_build_object(${sql.placeholder('questionId')}::text, ${sql.placeholder('optionIndex')}::int)`;
const thisSession = sql`${quizSessions.id} = ${sql.placeholder('sessionId')}`;

/*
 * The transactional way's write, once its caller holds the session's locks and knows it is live
 * with time left: the device's question, the clock after this contact, and for an answer the
 * answer merged into the map, where the input checks pass; the same statement returns the checks,
 * so a refusal says which one failed. Built once per kind (db/prepared.ts).
 */
interface CheckedRow {
  question_in_quiz: boolean;
  option_fits: boolean;
  index_in_quiz: boolean;
}

function checkedWrite(answer: boolean) {
  const checks = inputChecks({
    questionIndex: placeholder('currentQuestionIndex'),
    answer: answer ? answerPlaceholders : null,
  });
  return builtOnceSql<CheckedRow>(sql`with checked as (
  select ${checks.questionInQuiz} as question_in_quiz, ${checks.optionFits} as option_fits,
    ${checks.indexInQuiz} as index_in_quiz
  from ${quizSessions} where ${thisSession}
), written as (
  update ${quizSessions} set current_question_index = ${sql.placeholder('currentQuestionIndex')},
    time_remaining = ${sql.placeholder('timeRemaining')}, running_since = ${sql.placeholder('runningSince')},
    last_heartbeat_at = ${sql.placeholder('lastHeartbeatAt')}, paused_since = ${sql.placeholder('pausedSince')},
    deadline_at = ${sql.placeholder('deadlineAt')}, updated_at = ${atNow}${answer ? sql`, answers = ${mergedAnswer}` : sql``}
  from checked where ${thisSession} and checked.option_fits and checked.index_in_quiz
  returning ${quizSessions.id}
)
select question_in_quiz, option_fits, index_in_quiz from checked`);
}
const writeChecked = { answer: checkedWrite(true), heartbeat: checkedWrite(false) };

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
 * Saves a contact from the playing device to its live, locked session; a paused or silent clock
 * runs again. Written with the seconds left, or refused for the input check that failed (then
 * nothing is written).
 */
export async function contact(
  t: Db,
  session: SessionRow,
  now: Date,
  currentQuestionIndex: number,
  answer?: ContactAnswer,
): Promise<ContactOutcome> {
  const timer = contactAt(session, now);
  const values = {
    sessionId: session.id,
    currentQuestionIndex,
    ...timerValues(timer.fields),
    now: now.toISOString(),
  };
  const { rows } = answer
    ? await writeChecked.answer(t, { ...values, ...answer })
    : await writeChecked.heartbeat(t, values);
  const [checks] = rows;
  if (!checks) return refused('SESSION_NOT_FOUND');
  const refusal = inputRefusal(checks);
  if (refusal) return refused(refusal);
  await recordPauses(t, session.attemptId, timer.pause);
  return { written: true, timeRemaining: remainingAt(timer.fields, now) };
}

/*
 * Exam day's common case in one statement, its own transaction (one round trip instead of four:
 * begin, lock, write, commit), on the embedded database; PostgreSQL writes many such contacts in
 * one statement (contact-batch.ts). Where the contact condition holds (contact-condition.ts), a
 * contact changes only the device's question, the last heartbeat and, for an answer, the map: the
 * same write contactAt() gives then. The statement takes the play lock, then the row, as every
 * path does, and its conditions are checked on the newest row version after any wait, so a finish
 * or takeover committed meanwhile makes it write nothing. Anything else writes nothing here and
 * goes the transactional way, which decides and explains.
 */
const runningContact = {
  currentQuestionIndex: placeholder('currentQuestionIndex'),
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
  const terms: ContactTerms = {
    owner: placeholder('owner'),
    guest: kind === 'guest',
    authSession: sql`${sql.placeholder('authSession')}::text`,
    at: atNow,
    questionIndex: placeholder('currentQuestionIndex'),
    answer: answerPlaceholders,
  };
  // the own-session part picks the row whose play lock is taken first
  const where = (
    t: Db,
    { own, signedIn, running, valid }: ReturnType<typeof contactCondition>,
  ): SQL | undefined => and(isPlayLocked(t, and(thisSession, own)), signedIn, running, valid);
  const answer = contactCondition(terms);
  const heartbeat = contactCondition({ ...terms, answer: null });
  return {
    answer: builtOnce((t) =>
      t
        .update(quizSessions)
        .set({ ...runningContact, answers: mergedAnswer })
        .where(where(t, answer))
        .returning(timerColumns),
    ),
    heartbeat: builtOnce((t) =>
      t.update(quizSessions).set(runningContact).where(where(t, heartbeat)).returning(timerColumns),
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
  answer?: ContactAnswer;
}

/**
 * A contact to the player's session while its clock runs, as one statement of its own: the
 * seconds left, or null when the contact condition did not hold and it wrote nothing, and the
 * caller takes the transactional way. The embedded database's way (running-contacts.ts).
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
