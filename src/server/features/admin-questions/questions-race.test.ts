import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminQuestionsResponse } from '../../../shared/schemas/admin-questions';
import { questions, quizzes } from '../../db/schema';
import { createQuiz, signedInDemo } from '../../test/factories';
import type { Client } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';

/*
 * Parallel writes to one quiz's questions with the same version. Meaningful on PostgreSQL
 * (`node scripts/with-postgres.mjs npx vitest run --project api <this file>`), where they really
 * overlap; on PGlite they are serialised by its single connection and must give the same answers.
 */
const PARALLEL = 8;

let app: TestApp;
let admin: Client;
beforeAll(async () => {
  app = await createTestApp({ seed: true });
  admin = await signedInDemo(app, 'admin@demo.uz');
});
afterAll(() => app.close());

const draft = (text: string) => ({
  questionText: text,
  options: ['a', 'b'],
  correctAnswer: 0,
  points: 1,
  explanation: null,
  isPreview: false,
  moduleId: null,
  thumbnailUrl: null,
});

async function quizState(quizId: string) {
  const [quiz] = await app.db.select().from(quizzes).where(eq(quizzes.id, quizId));
  const rows = await app.db.select().from(questions).where(eq(questions.quizId, quizId));
  return { quiz: quiz!, rows };
}

describe('parallel writes with the same version', () => {
  it('"save all": exactly one succeeds, the others get 409, and the list is that one', async () => {
    const quiz = await createQuiz(app.db, { questionCount: 2 });
    const url = `/api/admin/quizzes/${quiz.id}/questions`;
    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, (_, n) =>
        admin.request('PUT', url, {
          version: 0,
          questions: [draft(`Variant ${n} a`), draft(`Variant ${n} b`), draft(`Variant ${n} c`)],
        }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, ...Array(PARALLEL - 1).fill(409)]);
    const winner = responses.find((r) => r.statusCode === 200)!.json() as AdminQuestionsResponse;
    const { quiz: row, rows } = await quizState(quiz.id);
    expect(row.questionsVersion).toBe(1);
    expect(row.totalQuestions).toBe(3);
    expect(rows.map((r) => r.questionText).sort()).toEqual(
      winner.questions.map((q) => q.questionText).sort(),
    );
  });

  it('imports and saves mixed: one wins, the others 409, counters true', async () => {
    const quiz = await createQuiz(app.db, { questionCount: 1 });
    const base = `/api/admin/quizzes/${quiz.id}`;
    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, (_, n) =>
        n % 2 === 0
          ? admin.post(`${base}/import`, {
              format: 'gift',
              text: `$CATEGORY: Yangi\n\nSavol ${n} {=a ~b}`,
              version: 0,
            })
          : admin.request('PUT', `${base}/questions`, { version: 0, questions: [draft(`Saqlangan ${n}`)] }),
      ),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(responses.filter((r) => r.statusCode === 409)).toHaveLength(PARALLEL - 1);
    const { quiz: row, rows } = await quizState(quiz.id);
    expect(row.totalQuestions).toBe(rows.length);
    expect(row.questionsVersion).toBe(1);
  });
});
