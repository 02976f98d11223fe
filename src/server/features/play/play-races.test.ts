import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quizAttempts, quizResults, quizSessions } from '../../db/schema';
import { appWithLearner, claimedQuiz, type QuizFactoryOptions, signedInUser } from '../../test/factories';
import type { TestApp } from '../../test/test-app';

/*
 * Races that a real PostgreSQL lets happen (node scripts/with-postgres.mjs npx vitest run
 * --project api src/server/features/play): parallel requests of one learner on one quiz must
 * serialise, so the rules checked at start hold for the write they allow.
 */

let app: TestApp;
let learner: Awaited<ReturnType<typeof appWithLearner>>['learner'];
beforeAll(async () => {
  ({ app, learner } = await appWithLearner());
});
afterAll(() => app.close());

const DEVICE_A = 'device-aaaaaaaa';
const DEVICE_B = 'device-bbbbbbbb';
const TRIALS = 6;

const ownedQuiz = (options: QuizFactoryOptions = {}) =>
  claimedQuiz(app, learner.client, { questionCount: 4, ...options });

const start = (quizId: string, deviceId = DEVICE_A) =>
  learner.client.post(`/api/play/${quizId}/start`, { deviceId });
const finish = (sessionId: string) => learner.client.post(`/api/play/sessions/${sessionId}/finish`);

async function startedSession(quizId: string): Promise<string> {
  const res = await start(quizId);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().sessionId;
}

async function playRows(quizId: string) {
  const mine = (table: typeof quizAttempts | typeof quizResults) =>
    and(eq(table.userId, learner.id), eq(table.quizId, quizId));
  return {
    attempts: await app.db.select().from(quizAttempts).where(mine(quizAttempts)),
    results: await app.db.select().from(quizResults).where(mine(quizResults)),
    active: await app.db
      .select()
      .from(quizSessions)
      .where(and(eq(quizSessions.quizId, quizId), eq(quizSessions.isActive, true))),
  };
}

const codeOf = (res: { statusCode: number; json(): { error?: { code: string } } }) =>
  res.statusCode === 200 ? 'OK' : `${res.statusCode} ${res.json().error?.code}`;

describe('parallel starts', () => {
  it('ten at once give one active session, one attempt per success and clean 409s, never a 500', async () => {
    const quiz = await ownedQuiz();
    const responses = await Promise.all(Array.from({ length: 10 }, () => start(quiz.id)));
    const codes = responses.map(codeOf);
    for (const code of codes) expect(['OK', '409 SESSION_ALREADY_STARTED']).toContain(code);
    const { attempts, active } = await playRows(quiz.id);
    expect(active).toHaveLength(1);
    expect(attempts).toHaveLength(codes.filter((c) => c === 'OK').length);
    expect(new Set(attempts.map((a) => a.attemptNumber)).size).toBe(attempts.length);
  });

  it('a restart after the previous start answered still replaces the session', async () => {
    const quiz = await ownedQuiz();
    const first = await startedSession(quiz.id);
    const second = await startedSession(quiz.id);
    const { active } = await playRows(quiz.id);
    expect(active.map((s) => s.id)).toEqual([second]);
    expect(second).not.toBe(first);
  });
});

describe('parallel starts against the attempt limit', () => {
  it('rounds of parallel starts, restarts and exits never make more attempts than allowed', async () => {
    for (let trial = 0; trial < TRIALS; trial++) {
      // a learner of its own: the rounds' writes stay within one learner's write limit
      const player = await signedInUser(app);
      const quiz = await claimedQuiz(app, player.client, { questionCount: 4, maxAttempts: 3 });
      const mine = and(eq(quizSessions.userId, player.id), eq(quizSessions.quizId, quiz.id));
      const codes: string[] = [];
      for (let round = 0; round < 5; round++) {
        const [active] = await app.db
          .select()
          .from(quizSessions)
          .where(and(mine, eq(quizSessions.isActive, true)));
        const starts = Array.from({ length: 4 }, () =>
          player.client.post(`/api/play/${quiz.id}/start`, { deviceId: DEVICE_A }),
        );
        const exit = active ? [player.client.post(`/api/play/sessions/${active.id}/exit`)] : [];
        const responses = await Promise.all([...starts, ...exit]);
        codes.push(...responses.slice(0, 4).map(codeOf));
      }
      for (const code of codes) {
        expect(['OK', '409 SESSION_ALREADY_STARTED', '422 MAX_ATTEMPTS_REACHED']).toContain(code);
      }
      const attempts = await app.db
        .select()
        .from(quizAttempts)
        .where(and(eq(quizAttempts.userId, player.id), eq(quizAttempts.quizId, quiz.id)));
      expect(codes.filter((code) => code === 'OK')).toHaveLength(3);
      expect(attempts.map((a) => a.attemptNumber).sort()).toEqual([1, 2, 3]);
    }
  });
});

describe('a start racing a finish', () => {
  it('never gives a second attempt on a quiz without retakes', async () => {
    for (let trial = 0; trial < TRIALS; trial++) {
      const quiz = await ownedQuiz({ allowRetakes: false });
      const sessionId = await startedSession(quiz.id);
      const [finished, started] = await Promise.all([finish(sessionId), start(quiz.id)]);
      // the start is refused whichever comes first: a restart, or a start after the result
      expect([
        ['OK', '422 QUIZ_ALREADY_COMPLETED'],
        ['OK', '409 RESTART_NOT_ALLOWED'],
      ]).toContainEqual([codeOf(finished), codeOf(started)]);
      const { results, active, attempts } = await playRows(quiz.id);
      expect(results).toHaveLength(1);
      expect(active).toHaveLength(0);
      expect(attempts).toHaveLength(1);
      expect(codeOf(await start(quiz.id))).toBe('422 QUIZ_ALREADY_COMPLETED');
      expect((await playRows(quiz.id)).results).toHaveLength(1);
    }
  });

  it('never gives a 4th attempt on a 3-attempt quiz', async () => {
    for (let trial = 0; trial < TRIALS; trial++) {
      const quiz = await ownedQuiz({ maxAttempts: 3 });
      await app.db.insert(quizAttempts).values(
        [1, 2].map((attemptNumber) => ({
          userId: learner.id,
          quizId: quiz.id,
          attemptNumber,
          isCompleted: true,
          completedAt: new Date(),
        })),
      );
      const third = await startedSession(quiz.id);
      const [finished, started] = await Promise.all([finish(third), start(quiz.id)]);
      // the third attempt counts from its start: no restart replaces it
      expect([codeOf(finished), codeOf(started)]).toEqual(['OK', '422 MAX_ATTEMPTS_REACHED']);
      expect(codeOf(await start(quiz.id))).toBe('422 MAX_ATTEMPTS_REACHED');
      const { attempts } = await playRows(quiz.id);
      expect(attempts).toHaveLength(3);
      expect(attempts.filter((a) => a.isCompleted)).toHaveLength(3);
    }
  });
});

describe('a takeover racing a finish', () => {
  it('one of them wins; the other is refused with 409 and nothing is left half done', async () => {
    for (let trial = 0; trial < TRIALS; trial++) {
      const quiz = await ownedQuiz();
      const sessionId = await startedSession(quiz.id);
      const [moved, finished] = await Promise.all([
        learner.client.post(`/api/play/sessions/${sessionId}/takeover`, { deviceId: DEVICE_B }),
        finish(sessionId),
      ]);
      const outcome = [codeOf(moved), codeOf(finished)];
      expect([
        ['OK', '409 SESSION_TAKEN_OVER'],
        ['409 SESSION_FINISHED', 'OK'],
      ]).toContainEqual(outcome);
      const { results, active } = await playRows(quiz.id);
      expect(results).toHaveLength(outcome[1] === 'OK' ? 1 : 0);
      expect(active.map((s) => s.deviceId)).toEqual(outcome[0] === 'OK' ? [DEVICE_B] : []);
    }
  });
});

describe('answers racing the end of their session', () => {
  const saveAll = (sessionId: string, questionIds: string[]) =>
    questionIds.map((questionId, i) =>
      learner.client.request('PUT', `/api/play/sessions/${sessionId}/answers`, {
        questionId,
        optionIndex: i % 4,
        currentQuestionIndex: i,
      }),
    );
  const startedWithQuestions = async (quizId: string) => {
    const res = await start(quizId);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { sessionId: string; questions: { id: string }[] };
    return { sessionId: body.sessionId, questionIds: body.questions.map((q) => q.id) };
  };
  /** question id -> option of every answer the server acknowledged */
  const acknowledged = (questionIds: string[], responses: { statusCode: number }[]) =>
    Object.fromEntries(
      questionIds.flatMap((id, i) => (responses[i]!.statusCode === 200 ? [[id, i % 4]] : [])),
    );

  it('a finish keeps every acknowledged answer in the result; later ones are refused with 409', async () => {
    for (let trial = 0; trial < TRIALS; trial++) {
      const quiz = await ownedQuiz();
      const { sessionId, questionIds } = await startedWithQuestions(quiz.id);
      const [finished, ...saves] = await Promise.all([finish(sessionId), ...saveAll(sessionId, questionIds)]);
      expect(codeOf(finished)).toBe('OK');
      for (const save of saves) expect(['OK', '409 SESSION_FINISHED']).toContain(codeOf(save));
      const { results } = await playRows(quiz.id);
      expect(results[0]!.answers).toEqual(acknowledged(questionIds, saves));
    }
  });

  it('a takeover carries every acknowledged answer over; the old device is refused with 409', async () => {
    for (let trial = 0; trial < TRIALS; trial++) {
      const quiz = await ownedQuiz();
      const { sessionId, questionIds } = await startedWithQuestions(quiz.id);
      const [moved, ...saves] = await Promise.all([
        learner.client.post(`/api/play/sessions/${sessionId}/takeover`, { deviceId: DEVICE_B }),
        ...saveAll(sessionId, questionIds),
      ]);
      expect(codeOf(moved)).toBe('OK');
      for (const save of saves) expect(['OK', '409 SESSION_TAKEN_OVER']).toContain(codeOf(save));
      const { active } = await playRows(quiz.id);
      expect(active[0]!.answers).toEqual(acknowledged(questionIds, saves));
    }
  });
});
