/**
 * The exam of `npm run bench:play`, written straight into the database before the server starts:
 * one paid quiz, N verified learners, each with a better-auth session and a COMPLETED purchase of
 * it. Signing 1,000 learners up through the API would hash 1,000 passwords (~130 ms of CPU each,
 * stack notes) and measure sign-up, not play; a session row plus its signed cookie is exactly
 * what a signed-in browser holds, and the bench proves it with one authenticated request.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';

export interface BenchLearner {
  userId: string;
  /** the `better-auth.session_token` cookie, signed like better-call's signCookieValue */
  cookie: string;
}

export interface ExamQuestion {
  id: string;
  optionCount: number;
}

export interface Exam {
  quizId: string;
  questions: ExamQuestion[];
  learners: BenchLearner[];
}

/** better-call signs a cookie as value + '.' + base64(HMAC-SHA256(secret, value)), URI-encoded. */
export function sessionCookie(token: string, secret: string): string {
  const signature = createHmac('sha256', secret).update(token).digest('base64');
  return `better-auth.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
}

export async function seedExam(
  db: Db,
  { learners, questions, secret }: { learners: number; questions: number; secret: string },
): Promise<Exam> {
  const run = randomBytes(6).toString('hex');
  const [quiz] = (
    await db.execute<{ id: string }>(sql`
      insert into quizzes (title, description, duration_minutes, total_questions, price)
      values (${`Imtihon ${run}`}, 'bench:play uchun imtihon', 120, ${questions}, 10000)
      returning id`)
  ).rows;
  const quizId = quiz!.id;
  const questionRows = (
    await db.execute<{ id: string }>(sql`
      insert into questions (quiz_id, question_text, options, correct_answer, order_index)
      select ${quizId}, 'Savol ' || g, '["A", "B", "C", "D"]'::jsonb, g % 4, g
      from generate_series(1, ${questions}) as g
      order by g
      returning id`)
  ).rows;
  // one statement per table: users, their auth sessions (the trigger mirrors them in
  // user_sessions, as a real sign-in does) and their purchases
  await db.execute(sql`
    insert into users (id, full_name, email, email_verified)
    select 'bench-' || ${run} || '-' || g, 'Oʻquvchi ' || g, 'bench-' || ${run} || '-' || g || '@bench.local', true
    from generate_series(1, ${learners}) as g`);
  await db.execute(sql`
    insert into auth_sessions (id, token, user_id, expires_at, user_agent)
    select 'bench-session-' || ${run} || '-' || g, 'bench-token-' || ${run} || '-' || g,
      'bench-' || ${run} || '-' || g, now() + interval '1 day', 'bench:play'
    from generate_series(1, ${learners}) as g`);
  await db.execute(sql`
    insert into purchases (user_id, quiz_id, amount, payment_method, payment_status)
    select 'bench-' || ${run} || '-' || g, ${quizId}, 10000, 'DEMO', 'COMPLETED'
    from generate_series(1, ${learners}) as g`);
  await db.execute(sql`analyze`);
  return {
    quizId,
    questions: questionRows.map((row) => ({ id: row.id, optionCount: 4 })),
    learners: Array.from({ length: learners }, (_, i) => ({
      userId: `bench-${run}-${i + 1}`,
      cookie: sessionCookie(`bench-token-${run}-${i + 1}`, secret),
    })),
  };
}

/** An answer the server acknowledged (2xx): it must be in the session's answers afterwards. */
export interface Acknowledged {
  sessionId: string;
  questionId: string;
  optionIndex: number;
}

/**
 * Counts acknowledged answers the database does not hold with the value sent. Only the last
 * acknowledgement per session and question counts: a later save overwrites an earlier one.
 * (The bench sends one save per session at a time, so acknowledgements arrive in save order.)
 */
export async function countLost(
  db: Db,
  acknowledged: Acknowledged[],
  uncertain: Set<string>,
): Promise<number> {
  const last = new Map<string, Acknowledged>();
  for (const ack of acknowledged) last.set(`${ack.sessionId}/${ack.questionId}`, ack);
  // a later save of the same answer that got no response at all may have overwritten it
  for (const key of uncertain) last.delete(key);
  const sessionIds = [...new Set([...last.values()].map((ack) => ack.sessionId))];
  const stored = new Map<string, Record<string, number>>();
  for (let i = 0; i < sessionIds.length; i += 500) {
    const ids = sessionIds.slice(i, i + 500);
    const rows = (
      await db.execute<{ id: string; answers: Record<string, number> }>(
        sql`select id, answers from quiz_sessions where id in (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`,
      )
    ).rows;
    for (const row of rows) stored.set(row.id, row.answers);
  }
  let lost = 0;
  for (const ack of last.values()) {
    if (stored.get(ack.sessionId)?.[ack.questionId] !== ack.optionIndex) lost++;
  }
  return lost;
}
