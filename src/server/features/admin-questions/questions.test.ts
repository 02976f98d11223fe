import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uz } from '../../../shared/i18n/uz';
import type {
  AdminQuestion,
  AdminQuestionsResponse,
  QuestionDraft,
} from '../../../shared/schemas/admin-questions';
import { questions, quizModules, quizzes } from '../../db/schema';
import { createQuiz, signedInDemo } from '../../test/factories';
import type { Client } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';

let app: TestApp;
let admin: Client;
beforeAll(async () => {
  app = await createTestApp({ seed: true });
  admin = await signedInDemo(app, 'admin@demo.uz');
});
afterAll(() => app.close());

const url = (quizId: string) => `/api/admin/quizzes/${quizId}/questions`;
const load = async (quizId: string) => (await admin.get(url(quizId))).json() as AdminQuestionsResponse;
const save = (quizId: string, body: unknown) => admin.request('PUT', url(quizId), body);
const asDraft = ({ orderIndex: _, ...q }: AdminQuestion): QuestionDraft => q;
const newDraft = (text: string, overrides: Partial<QuestionDraft> = {}): QuestionDraft => ({
  questionText: text,
  options: ['Ha', "Yo'q"],
  correctAnswer: 1,
  points: 2,
  explanation: '',
  isPreview: false,
  moduleId: null,
  thumbnailUrl: null,
  ...overrides,
});
const quizRow = async (id: string) => (await app.db.select().from(quizzes).where(eq(quizzes.id, id)))[0]!;
const error = (res: { json: () => unknown }) => (res.json() as { error: { code: string } }).error.code;

describe('GET questions', () => {
  it('lists the questions in order with their answers and the version', async () => {
    const quiz = await createQuiz(app.db, { questionCount: 3 });
    const list = await load(quiz.id);
    expect(list.quizId).toBe(quiz.id);
    expect(list.version).toBe(0);
    expect(list.questions.map((q) => [q.questionText, q.correctAnswer, q.orderIndex])).toEqual([
      ['Savol 1', 0, 0],
      ['Savol 2', 1, 1],
      ['Savol 3', 2, 2],
    ]);
  });

  it('answers 404 for an unknown quiz', async () => {
    const res = await admin.get(url('7d8c8a2e-3b7a-4c1e-9d2f-1a2b3c4d5e6f'));
    expect(res.statusCode).toBe(404);
    expect(error(res)).toBe('QUIZ_NOT_FOUND');
  });
});

describe('PUT questions (save all)', () => {
  it('updates, inserts, deletes and reorders in one save; counters follow', async () => {
    const quiz = await createQuiz(app.db, { questionCount: 3 });
    const before = await quizRow(quiz.id);
    const { questions: list, version } = await load(quiz.id);
    const [first, , third] = list.map(asDraft);
    const body = {
      version,
      questions: [
        { ...third!, questionText: 'Uchinchi, oʻzgargan o‘quv', explanation: '' },
        newDraft('Yangi savol'),
        first!,
      ],
    };
    const res = await save(quiz.id, body);
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json() as AdminQuestionsResponse;
    expect(saved.version).toBe(1);
    expect(saved.questions.map((q) => [q.questionText, q.orderIndex, q.explanation])).toEqual([
      ['Uchinchi, oʻzgargan o‘quv', 0, null],
      ['Yangi savol', 1, null],
      ['Savol 1', 2, 'Izoh 1'],
    ]);
    expect(saved.questions[0]!.id).toBe(third!.id);
    expect(await load(quiz.id)).toEqual(saved);
    const removed = await app.db.select().from(questions).where(eq(questions.id, list[1]!.id));
    expect(removed).toEqual([]);
    const after = await quizRow(quiz.id);
    expect(after.totalQuestions).toBe(3);
    expect(after.questionsVersion).toBe(1);
    expect(after.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());
  });

  it('refuses a stale version with 409 and writes nothing', async () => {
    const quiz = await createQuiz(app.db, { questionCount: 2 });
    const { questions: list } = await load(quiz.id);
    const res = await save(quiz.id, { version: 5, questions: [asDraft(list[0]!)] });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({ code: 'QUESTIONS_CHANGED', message: uz.errors.QUESTIONS_CHANGED });
    expect((await load(quiz.id)).questions).toHaveLength(2);
  });

  it("refuses another quiz's question id with 404 and changes neither quiz", async () => {
    const mine = await createQuiz(app.db, { questionCount: 1 });
    const other = await createQuiz(app.db, { questionCount: 1 });
    const foreign = (await load(other.id)).questions[0]!;
    const res = await save(mine.id, {
      version: 0,
      questions: [{ ...asDraft(foreign), questionText: 'Buzilgan' }],
    });
    expect(res.statusCode).toBe(404);
    expect(error(res)).toBe('QUESTION_NOT_FOUND');
    expect((await load(other.id)).questions[0]!.questionText).toBe(foreign.questionText);
    expect((await load(mine.id)).questions.map((q) => q.questionText)).toEqual(['Savol 1']);
  });

  it('refuses the same id twice', async () => {
    const quiz = await createQuiz(app.db, { questionCount: 1 });
    const q = asDraft((await load(quiz.id)).questions[0]!);
    const res = await save(quiz.id, { version: 0, questions: [q, q] });
    expect(res.statusCode).toBe(400);
  });

  it("accepts the quiz's own module or none and refuses another quiz's with 422", async () => {
    const quiz = await createQuiz(app.db, { questionCount: 0, isActive: false });
    const other = await createQuiz(app.db, { questionCount: 0, isActive: false });
    const [own] = await app.db.insert(quizModules).values({ quizId: quiz.id, name: 'Algebra' }).returning();
    const [foreign] = await app.db
      .insert(quizModules)
      .values({ quizId: other.id, name: 'Tarix' })
      .returning();
    const refused = await save(quiz.id, {
      version: 0,
      questions: [newDraft('a', { moduleId: foreign!.id })],
    });
    expect(refused.statusCode).toBe(422);
    expect(error(refused)).toBe('MODULE_NOT_IN_QUIZ');
    const ok = await save(quiz.id, {
      version: 0,
      questions: [newDraft('a', { moduleId: own!.id }), newDraft('b', { moduleId: null })],
    });
    expect(ok.statusCode).toBe(200);
    // a question may stay without a module in a quiz that has modules, as the dialog offers
    expect(ok.json().questions.map((q: AdminQuestion) => q.moduleId)).toEqual([own!.id, null]);
  });

  it('refuses a fourth preview question (400 from the schema)', async () => {
    const quiz = await createQuiz(app.db, { questionCount: 0, isActive: false });
    const drafts = [1, 2, 3, 4].map((n) => newDraft(`q${n}`, { isPreview: true }));
    const res = await save(quiz.id, { version: 0, questions: drafts });
    expect(res.statusCode).toBe(400);
    expect(await load(quiz.id)).toMatchObject({ version: 0, questions: [] });
  });

  it('refuses to leave an active quiz without questions; an inactive one may be emptied', async () => {
    const active = await createQuiz(app.db, { questionCount: 1, isActive: true });
    const res = await save(active.id, { version: 0, questions: [] });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toEqual({
      code: 'QUIZ_HAS_NO_QUESTIONS',
      message: uz.errors.QUIZ_HAS_NO_QUESTIONS,
    });
    expect((await load(active.id)).questions).toHaveLength(1);

    const inactive = await createQuiz(app.db, { questionCount: 1, isActive: false });
    expect((await save(inactive.id, { version: 0, questions: [] })).statusCode).toBe(200);
    expect((await quizRow(inactive.id)).totalQuestions).toBe(0);
  });

  it('refuses bad drafts with field errors', async () => {
    const quiz = await createQuiz(app.db, { questionCount: 0, isActive: false });
    for (const bad of [
      newDraft('q', { options: ['yolg‘iz'] }),
      newDraft('q', { correctAnswer: 2 }),
      newDraft('q', { points: 11 }),
      newDraft('  '),
    ]) {
      const res = await save(quiz.id, { version: 0, questions: [bad] });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(res.json().error.fields)[0]).toMatch(/^questions\.0\./);
    }
  });

  it('takes a list of 500 long questions (over the default 1 MB body limit)', async () => {
    const quiz = await createQuiz(app.db, { questionCount: 0, isActive: false });
    const long = (n: number) => `${n} ${'oʻ'.repeat(400)}`;
    const drafts = Array.from({ length: 500 }, (_, n) =>
      newDraft(long(n), { options: [long(1), long(2), long(3), long(4)], explanation: long(5) }),
    );
    const body = { version: 0, questions: drafts };
    expect(JSON.stringify(body).length).toBeGreaterThan(2 * 1024 * 1024);
    const res = await save(quiz.id, body);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect((await quizRow(quiz.id)).totalQuestions).toBe(500);
  });
});
