import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questions, quizAttempts, quizSessions } from '../../db/schema';
import { appWithLearner, claimedQuiz, createQuiz, TEST_DEVICE } from '../../test/factories';
import type { TestApp } from '../../test/test-app';

/*
 * Random sequences of answers, heartbeats, pauses, takeovers and finishes, sent through the play
 * routes, against a model of what each should answer and leave stored: whichever way a write
 * takes (the one statement or batch while the clock runs, the transaction while it is paused or
 * the session ended), its outcome and the rows are the model's. On PostgreSQL too:
 * node scripts/with-postgres.mjs npx vitest run --project api <this file>.
 */

const QUESTIONS = 3;
const OPTIONS = 4;

let app: TestApp;
let learner: Awaited<ReturnType<typeof appWithLearner>>['learner'];
let foreignQuestion: string;

beforeAll(async () => {
  ({ app, learner } = await appWithLearner());
  const other = await createQuiz(app.db, { questionCount: 1 });
  [{ id: foreignQuestion }] = (await app.db
    .select({ id: questions.id })
    .from(questions)
    .where(eq(questions.quizId, other.id))) as [{ id: string }];
});
afterAll(() => app.close());

/** Which session a step is sent to: the newest one, or the one it took over from. */
const target = fc.constantFrom('newest' as const, 'previous' as const);
/** one past the last question, option and index too, which must be refused */
const index = fc.integer({ min: 0, max: QUESTIONS });
const step = fc.oneof(
  fc.record({
    kind: fc.constant('answer' as const),
    target,
    question: fc.integer({ min: 0, max: QUESTIONS }),
    option: fc.integer({ min: 0, max: OPTIONS }),
    index,
  }),
  fc.record({ kind: fc.constant('heartbeat' as const), target, index }),
  fc.record({ kind: fc.constant('pause' as const), target, index: fc.option(index, { nil: undefined }) }),
  fc.record({ kind: fc.constant('takeover' as const), target }),
  fc.record({ kind: fc.constant('finish' as const), target }),
);
type Step = typeof step extends fc.Arbitrary<infer S> ? S : never;

/** What the attempt should hold: its sessions (the newest active until finished), answers, index and clock. */
interface Model {
  sessions: string[];
  finished: boolean;
  answers: Record<string, number>;
  index: number;
  running: boolean;
}

const ok = 'OK';
/** The answer to a write to a session that is not the live one. */
const endedCode = (model: Model) => (model.finished ? '409 SESSION_FINISHED' : '409 SESSION_TAKEN_OVER');

/** Applies a step to the model and gives the answer the API should send (status and code). */
function expected(model: Model, s: Step, sessionId: string, questionIds: string[]): string {
  const live = !model.finished && sessionId === model.sessions.at(-1);
  if (s.kind === 'answer' || s.kind === 'heartbeat') {
    if (!live) return endedCode(model);
    if (s.kind === 'answer') {
      if (s.question >= QUESTIONS) return '400 QUESTION_NOT_IN_QUIZ';
      if (s.option >= OPTIONS) return '400 OPTION_OUT_OF_RANGE';
    }
    if (s.index >= QUESTIONS) return '400 QUESTION_INDEX_OUT_OF_RANGE';
    if (s.kind === 'answer') model.answers[questionIds[s.question]!] = s.option;
    model.index = s.index;
    model.running = true;
    return ok;
  }
  if (s.kind === 'pause') {
    if (!live) return ok;
    if (s.index !== undefined && s.index >= QUESTIONS) return '400 QUESTION_INDEX_OUT_OF_RANGE';
    model.index = s.index ?? model.index;
    model.running = false;
    return ok;
  }
  if (s.kind === 'finish') {
    if (!live && !model.finished) return endedCode(model);
    model.finished = true;
    return ok;
  }
  if (!live) return endedCode(model);
  model.running = true;
  return ok;
}

function send(s: Step, sessionId: string, questionIds: string[], device: string) {
  const path = `/api/play/sessions/${sessionId}`;
  const { client } = learner;
  switch (s.kind) {
    case 'answer': {
      const questionId = questionIds[s.question] ?? foreignQuestion;
      const body = { questionId, optionIndex: s.option, currentQuestionIndex: s.index };
      return client.request('PUT', `${path}/answers`, body);
    }
    case 'heartbeat':
      return client.post(`${path}/heartbeat`, { currentQuestionIndex: s.index });
    case 'pause':
      return client.post(`${path}/pause`, { reason: 'closed', currentQuestionIndex: s.index });
    case 'takeover':
      return client.post(`${path}/takeover`, { deviceId: device });
    case 'finish':
      return client.post(`${path}/finish`);
  }
}

async function expectStored(model: Model, attemptId: string) {
  const rows = await app.db.select().from(quizSessions).where(eq(quizSessions.attemptId, attemptId));
  const [attempt] = await app.db.select().from(quizAttempts).where(eq(quizAttempts.id, attemptId));
  expect(attempt!.isCompleted).toBe(model.finished);
  expect(rows.map((row) => row.id).sort()).toEqual([...model.sessions].sort());
  const newest = model.sessions.at(-1);
  for (const row of rows) expect(row.isActive).toBe(!model.finished && row.id === newest);
  const last = rows.find((row) => row.id === newest)!;
  expect(last.answers).toEqual(model.answers);
  expect(last.currentQuestionIndex).toBe(model.index);
  if (!model.finished) expect(last.runningSince !== null).toBe(model.running);
}

async function play(steps: Step[]) {
  const quiz = await claimedQuiz(app, learner.client, { questionCount: QUESTIONS });
  const started = await learner.client.post(`/api/play/${quiz.id}/start`, { deviceId: TEST_DEVICE });
  expect(started.statusCode, started.body).toBe(200);
  const { sessionId, questions: shown } = started.json() as {
    sessionId: string;
    questions: { id: string }[];
  };
  const questionIds = shown.map((q) => q.id);
  const [{ attemptId }] = (await app.db
    .select({ attemptId: quizSessions.attemptId })
    .from(quizSessions)
    .where(eq(quizSessions.id, sessionId))) as [{ attemptId: string }];
  const model: Model = { sessions: [sessionId], finished: false, answers: {}, index: 0, running: true };
  for (const [n, s] of steps.entries()) {
    const to =
      s.target === 'previous' ? (model.sessions.at(-2) ?? model.sessions.at(-1)!) : model.sessions.at(-1)!;
    const want = expected(model, s, to, questionIds);
    const res = await send(s, to, questionIds, `device-property-${n}`);
    const got = res.statusCode === 200 ? ok : `${res.statusCode} ${res.json().error?.code}`;
    expect(got, `${s.kind} ${res.body}`).toBe(want);
    if (s.kind === 'takeover' && got === ok) model.sessions.push(res.json().sessionId);
    await expectStored(model, attemptId);
  }
}

describe('the answer-write engine against a model', () => {
  it('stores what the model says after any sequence of answers, heartbeats, pauses, takeovers and finishes', async () => {
    await fc.assert(fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), play), { numRuns: 25 });
  }, 240_000);
});
