import { type SQL, sql } from 'drizzle-orm';
import { authSessions, questions, quizSessions, users } from '../../db/schema';
import type { Player } from '../identity/player';
import { HEARTBEAT_GRACE_SECONDS } from './timer';

/*
 * The one condition under which a contact (an answer or a heartbeat) writes a running session:
 * the session is the caller's own, a sign-in still to be checked holds, the session is live, its
 * clock runs, its device was heard within the grace and time is left, and the input is valid.
 * Every statement that writes a contact builds its where clause from these parts: the single
 * statement (contact-writes.ts), the batch (contact-batch.ts) and, for the input checks, the
 * transactional way, which reports the check that failed (contact-refusal.ts).
 */

/** A contact's values as SQL: placeholders of one statement, or the columns of a batch's input rows. */
export interface ContactTerms {
  /** the caller's id as text: a user id or a guest access id */
  owner: SQL;
  /** whether the caller is a guest: fixed for a statement of one kind of player, else per row */
  guest: boolean | SQL;
  /** the auth session still to be checked (player.ts, SignInToCheck); null: nothing to check */
  authSession: SQL;
  at: SQL;
  questionIndex: SQL;
  /** none in a heartbeat's statement; `heartbeatWhen` for rows of both kinds */
  answer: { questionId: SQL; optionIndex: SQL; heartbeatWhen?: SQL } | null;
}

const seconds = (n: SQL | number) => sql`${n} * interval '1 second'`;
const always = sql`true`;

/** At `at`, the session is live, its clock runs, its device was heard within the grace and time is left. */
const runningAndHeardAt = (
  at: SQL,
) => sql`${quizSessions.isActive} and ${quizSessions.runningSince} is not null
  and coalesce(${quizSessions.lastHeartbeatAt}, ${quizSessions.runningSince}) + ${seconds(HEARTBEAT_GRACE_SECONDS)} >= ${at}
  and coalesce(${quizSessions.deadlineAt}, ${quizSessions.runningSince} + ${seconds(sql`${quizSessions.timeRemaining}`)}) > ${at}`;

/**
 * At `at`, a learner's sign-in still to be checked holds: its auth session is there, current and
 * the owner's, and the owner is not banned. `authSession` null: nothing to check (a confirmed
 * sign-in, a guest).
 */
const signInHoldsAt = (authSession: SQL, owner: SQL, at: SQL) => sql`(${authSession} is null or exists (
  select 1 from ${authSessions} join ${users} on ${users.id} = ${authSessions.userId}
  where ${authSessions.id} = ${authSession} and ${authSessions.userId} = ${owner}
    and ${authSessions.expiresAt} > ${at} and ${users.banned} is not true))`;

/** The auth session a contact statement checks for this player, if any. */
export const signInToCheck = (player: Player) =>
  player.kind === 'user' ? (player.signIn?.authSessionId ?? null) : null;

function ownedBy({ owner, guest }: ContactTerms): SQL {
  const byGuest = sql`${quizSessions.guestAccessId}::text = ${owner}`;
  const byUser = sql`${quizSessions.userId} = ${owner}`;
  if (typeof guest === 'boolean') return guest ? byGuest : byUser;
  return sql`case when ${guest} then ${byGuest} else ${byUser} end`;
}

/** The checks of a contact's input, each on its own so that a refusal can name the one that failed. */
export function inputChecks({ answer, questionIndex }: Pick<ContactTerms, 'answer' | 'questionIndex'>) {
  const quizId = quizSessions.quizId;
  const indexInQuiz = sql`${questionIndex} < (select count(*) from ${questions} where ${questions.quizId} = ${quizId})`;
  if (!answer) return { questionInQuiz: always, optionFits: always, indexInQuiz };
  const question = sql`${questions.id} = ${answer.questionId} and ${questions.quizId} = ${quizId}`;
  return {
    questionInQuiz: sql`exists (select 1 from ${questions} where ${question})`,
    // the question is the quiz's and has the option
    optionFits: sql`exists (select 1 from ${questions} where ${question}
      and jsonb_array_length(${questions.options}) > ${answer.optionIndex})`,
    indexInQuiz,
  };
}

/** The parts of the condition for a contact with these terms. */
export function contactCondition(terms: ContactTerms) {
  const checks = inputChecks(terms);
  const validInput = terms.answer ? sql`${checks.optionFits} and ${checks.indexInQuiz}` : checks.indexInQuiz;
  const heartbeatWhen = terms.answer?.heartbeatWhen;
  return {
    own: ownedBy(terms),
    signedIn: terms.guest === true ? always : signInHoldsAt(terms.authSession, terms.owner, terms.at),
    running: runningAndHeardAt(terms.at),
    valid: heartbeatWhen
      ? sql`case when ${heartbeatWhen} then ${checks.indexInQuiz} else ${validInput} end`
      : validInput,
    checks,
  };
}
