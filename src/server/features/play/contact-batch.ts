import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { builtOnceSql } from '../../db/prepared';
import { quizSessions } from '../../db/schema';
import { contactCondition, signInToCheck } from './contact-condition';
import type { RunningContact } from './contact-writes';
import { sessionPlayLockTaken } from './play-lock';
import { remainingAt } from './timer';

/*
 * Exam day's common case on PostgreSQL: contacts with running sessions, written many at once (the
 * queue is running-contacts.ts) as one statement in its own transaction, so that many answers share
 * a round trip and a commit's flush. Where the contact condition holds (contact-condition.ts), a
 * contact changes only the device's question, the last heartbeat and, for an answer, the map: the
 * same write contactAt() gives then. The statement never waits: it takes each session's play
 * lock, then its row, only when both are free. The conditions are checked on the newest row
 * version, so a finish or takeover committed meanwhile makes it write nothing there. A learner's
 * sign-in still to be checked (player.ts) is checked here, in the statement's snapshot, taken
 * after the request began. A contact it did not write (a lock held, a paused or silent clock, time
 * up, an ended or someone else's session, an ended sign-in, bad input) goes the transactional way,
 * which waits for the locks, decides and explains.
 */
const contactsIn = sql`jsonb_to_recordset(${sql.placeholder('contacts')}::jsonb)
  as input(n int, session_id uuid, owner text, guest boolean, auth_session text, question_index int, question_id text, option_index int, at timestamptz)`;
const input = (column: string) => sql.raw(`input.${column}`);
const at = input('at');
const condition = contactCondition({
  owner: input('owner'),
  guest: input('guest'),
  authSession: input('auth_session'),
  at,
  questionIndex: input('question_index'),
  answer: {
    questionId: sql`${input('question_id')}::uuid`,
    optionIndex: input('option_index'),
    heartbeatWhen: sql`${input('question_id')} is null`,
  },
});
const epochMs = (column: SQL | AnyPgColumn) => sql`(extract(epoch from ${column}) * 1000)::float8`;

// the play lock is taken in the select list, which runs only for rows that passed the where
// clause (a volatile select list keeps the subquery from being merged), and before the row lock
const writeRunning = builtOnceSql<WrittenRow>(sql`with input as (select * from ${contactsIn}),
claimed as (
  select id, n from (
    select ${quizSessions.id} as id, input.n, ${sessionPlayLockTaken} as locked
    from input join ${quizSessions} on ${quizSessions.id} = input.session_id
    where ${condition.own} and ${condition.signedIn}
    for update of ${quizSessions} skip locked
  ) as tried where locked
)
update ${quizSessions} set
  current_question_index = ${input('question_index')},
  last_heartbeat_at = ${at},
  updated_at = ${at},
  answers = case when ${input('question_id')} is null then ${quizSessions.answers}
    else ${quizSessions.answers} || jsonb_build_object(${input('question_id')}, ${input('option_index')}) end
from claimed join input on input.n = claimed.n
where ${quizSessions.id} = claimed.id and ${condition.running} and ${condition.valid}
returning input.n as n, ${quizSessions.timeRemaining} as time_remaining,
  ${epochMs(quizSessions.runningSince)} as running_since, ${epochMs(quizSessions.lastHeartbeatAt)} as last_heartbeat_at,
  ${epochMs(quizSessions.pausedSince)} as paused_since, ${epochMs(quizSessions.deadlineAt)} as deadline_at`);

interface WrittenRow {
  n: number;
  time_remaining: number;
  running_since: number | null;
  last_heartbeat_at: number | null;
  paused_since: number | null;
  deadline_at: number | null;
}

const dateOf = (ms: number | null) => (ms === null ? null : new Date(ms));

/**
 * Writes contacts with distinct sessions in one statement: for each, the seconds left, or null
 * where it wrote nothing and the transactional way decides.
 */
export async function writeRunningContacts(db: Db, contacts: RunningContact[]): Promise<(number | null)[]> {
  const rows = contacts.map((contact, n) => ({
    n,
    session_id: contact.sessionId,
    owner: contact.player.id,
    guest: contact.player.kind === 'guest',
    auth_session: signInToCheck(contact.player),
    question_index: contact.currentQuestionIndex,
    question_id: contact.answer?.questionId ?? null,
    option_index: contact.answer?.optionIndex ?? null,
    at: contact.now.toISOString(),
  }));
  const { rows: written } = await writeRunning(db, { contacts: JSON.stringify(rows) });
  const left: (number | null)[] = contacts.map(() => null);
  for (const row of written) {
    const timer = {
      timeRemaining: row.time_remaining,
      runningSince: dateOf(row.running_since),
      lastHeartbeatAt: dateOf(row.last_heartbeat_at),
      pausedSince: dateOf(row.paused_since),
      deadlineAt: dateOf(row.deadline_at),
    };
    left[row.n] = remainingAt(timer, contacts[row.n]!.now);
  }
  return left;
}
