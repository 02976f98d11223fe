import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminQuestions } from '../../../shared/i18n/admin/questions';
import type { ImportPreview } from '../../../shared/schemas/admin-questions';
import { quizModules, quizzes } from '../../db/schema';
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

const base = (quizId: string) => `/api/admin/quizzes/${quizId}`;
const preview = (quizId: string, format: string, text: string) =>
  admin.post(`${base(quizId)}/import/preview`, { format, text });
const commit = (quizId: string, format: string, text: string, version = 0) =>
  admin.post(`${base(quizId)}/import`, { format, text, version });
const texts = async (quizId: string) =>
  ((await admin.get(`${base(quizId)}/questions`)).json().questions as { questionText: string }[]).map(
    (q) => q.questionText,
  );
const modulesOf = (quizId: string) =>
  app.db
    .select()
    .from(quizModules)
    .where(eq(quizModules.quizId, quizId))
    .orderBy(asc(quizModules.orderIndex));

const GIFT = `Mavjud modulga {=a ~b}

$CATEGORY: $course$/ALGEBRA

Birinchi {=a ~b}

$CATEGORY: Geometriya

Ikkinchi {=a ~b}

Esse {}`;

describe('import preview', () => {
  it('shows what will be added and every problem, and writes nothing', async () => {
    const quiz = await createQuiz(app.db, { questionCount: 1, previewCount: 0 });
    await app.db.insert(quizModules).values({ quizId: quiz.id, name: 'Algebra' });
    const res = await preview(quiz.id, 'gift', GIFT);
    expect(res.statusCode).toBe(200);
    const body = res.json() as ImportPreview;
    expect(body.questions.map((q) => [q.line, q.questionText, q.moduleName])).toEqual([
      [1, 'Mavjud modulga', null],
      [5, 'Birinchi', 'ALGEBRA'],
      [9, 'Ikkinchi', 'Geometriya'],
    ]);
    expect(body.newModules).toEqual(['Geometriya']);
    expect(body.problems).toEqual([
      { line: 11, message: adminQuestions.import.giftUnsupported(adminQuestions.import.giftTypes.essay) },
    ]);
    expect(await texts(quiz.id)).toEqual(['Savol 1']);
    expect(await modulesOf(quiz.id)).toHaveLength(1);
  });

  it('tells the problems in the language asked for, though a worker thread parses the text', async () => {
    const quiz = await createQuiz(app.db, { questionCount: 0, isActive: false });
    const inLanguage = async (language: string) => {
      const res = await admin.post(
        `${base(quiz.id)}/import/preview`,
        { format: 'gift', text: 'Esse {}' },
        { 'accept-language': language },
      );
      return (res.json() as ImportPreview).problems.map((problem) => problem.message);
    };
    expect(await inLanguage('ru')).toEqual([
      'Этот тип вопроса не поддерживается: эссе (открытый ответ). Импортировать можно только тестовые вопросы с одним правильным ответом',
    ]);
    expect(await inLanguage('uz-Cyrl')).toEqual([
      'Бу савол тури қўллаб-қувватланмайди: эссе (очиқ жавоб). Фақат битта тўғри жавобли тест саволларини импорт қилиш мумкин',
    ]);
  });

  it("keeps a JSON module_id only when the module is this quiz's", async () => {
    const quiz = await createQuiz(app.db, { questionCount: 0, isActive: false });
    const other = await createQuiz(app.db, { questionCount: 0, isActive: false });
    const [own] = await app.db.insert(quizModules).values({ quizId: quiz.id, name: 'A' }).returning();
    const [foreign] = await app.db.insert(quizModules).values({ quizId: other.id, name: 'B' }).returning();
    const items = [own!.id, foreign!.id, 'not-a-uuid'].map((moduleId) => ({
      question_text: 'q',
      options: ['a', 'b'],
      correct_answer: 0,
      module_id: moduleId,
    }));
    const body = (await preview(quiz.id, 'json', JSON.stringify(items))).json() as ImportPreview;
    expect(body.questions.map((q) => q.moduleId)).toEqual([own!.id, null, null]);
  });

  it('reports previews beyond three at their lines, counting the quiz’s own previews', async () => {
    const quiz = await createQuiz(app.db, { questionCount: 2, previewCount: 2 });
    const text = 'A\nA) a\nB) b\nANSWER: A';
    const json = JSON.stringify(
      [1, 2].map((n) => ({
        question_text: `q${n}`,
        options: ['a', 'b'],
        correct_answer: 0,
        is_preview: true,
      })),
      null,
      1,
    );
    const body = (await preview(quiz.id, 'json', json)).json() as ImportPreview;
    expect(body.problems).toEqual([{ line: 11, message: adminQuestions.validation.tooManyPreviews }]);
    expect((await preview(quiz.id, 'aiken', text)).json().problems).toEqual([]);
    const refused = await commit(quiz.id, 'json', json);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.code).toBe('TOO_MANY_PREVIEWS');
    expect(await texts(quiz.id)).toHaveLength(2);
  });

  it('answers 404 for an unknown quiz and 400 for an unknown format', async () => {
    expect((await preview('7d8c8a2e-3b7a-4c1e-9d2f-1a2b3c4d5e6f', 'gift', GIFT)).statusCode).toBe(404);
    const quiz = await createQuiz(app.db);
    expect((await preview(quiz.id, 'xml', GIFT)).statusCode).toBe(400);
  });
});

describe('import', () => {
  it('appends the valid questions after the existing ones and creates the missing modules at the end', async () => {
    const quiz = await createQuiz(app.db, { questionCount: 2, previewCount: 0 });
    const [algebra] = await app.db
      .insert(quizModules)
      .values({ quizId: quiz.id, name: 'Algebra', orderIndex: 4 })
      .returning();
    const res = await commit(quiz.id, 'gift', GIFT);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ added: 3, modulesCreated: 1, version: 1 });
    expect(
      body.questions.map((q: { questionText: string; orderIndex: number }) => [q.questionText, q.orderIndex]),
    ).toEqual([
      ['Savol 1', 0],
      ['Savol 2', 1],
      ['Mavjud modulga', 2],
      ['Birinchi', 3],
      ['Ikkinchi', 4],
    ]);
    const modules = await modulesOf(quiz.id);
    expect(modules.map((m) => [m.name, m.orderIndex])).toEqual([
      ['Algebra', 4],
      ['Geometriya', 5],
    ]);
    expect(body.questions.slice(2).map((q: { moduleId: string | null }) => q.moduleId)).toEqual([
      null,
      algebra!.id,
      modules[1]!.id,
    ]);
    const [row] = await app.db.select().from(quizzes).where(eq(quizzes.id, quiz.id));
    expect(row!.totalQuestions).toBe(5);
  });

  it('refuses a stale version (409) and a text with nothing valid (422), writing nothing', async () => {
    const quiz = await createQuiz(app.db, { questionCount: 1 });
    const stale = await commit(quiz.id, 'gift', GIFT, 3);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('QUESTIONS_CHANGED');
    const nothing = await commit(quiz.id, 'json', '{"question_text": 1}');
    expect(nothing.statusCode).toBe(422);
    expect(nothing.json().error.code).toBe('IMPORT_NOTHING_TO_ADD');
    expect(await texts(quiz.id)).toEqual(['Savol 1']);
    expect(await modulesOf(quiz.id)).toEqual([]);
  });

  it('refuses more than 500 questions in all', async () => {
    const quiz = await createQuiz(app.db, { questionCount: 499, previewCount: 0 });
    const text = ['Bir {=a ~b}', 'Ikki {=a ~b}'].join('\n\n');
    expect((await preview(quiz.id, 'gift', text)).json().problems).toEqual([
      { line: 3, message: adminQuestions.import.tooManyQuestions },
    ]);
    const res = await commit(quiz.id, 'gift', text);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('TOO_MANY_QUESTIONS');
    expect(await texts(quiz.id)).toHaveLength(499);
  });
});

describe('importing the same questions again', () => {
  it('finds the questions the quiz has already and skips them unless told not to', async () => {
    const quiz = await createQuiz(app.db, { questionCount: 0, isActive: false });
    const first = await commit(quiz.id, 'gift', 'Oʻzbekiston poytaxti? {=Toshkent ~Buxoro}\n\nIkki {=a ~b}');
    expect(first.json()).toMatchObject({ added: 2, skipped: 0, version: 1 });
    // the same text and options up to case, spaces and apostrophe forms; "Ikki {=a ~c}" differs
    const again =
      "o'zbekiston   POYTAXTI? {=toshkent ~Buxoro}\n\nIkki {=a ~c}\n\n$CATEGORY: Yangi\n\nIkki {=a ~b}";
    const checked = (await preview(quiz.id, 'gift', again)).json() as ImportPreview;
    expect(checked.duplicates).toEqual([1, 7]);

    const skipping = await commit(quiz.id, 'gift', again, 1);
    expect(skipping.json()).toMatchObject({ added: 1, skipped: 2, modulesCreated: 0, version: 2 });
    expect(await modulesOf(quiz.id)).toEqual([]);
    const onlyRepeats = await commit(quiz.id, 'gift', again, 2);
    expect(onlyRepeats.statusCode).toBe(422);
    expect(onlyRepeats.json().error.code).toBe('IMPORT_ONLY_DUPLICATES');

    const keeping = await admin.post(`${base(quiz.id)}/import`, {
      format: 'gift',
      text: again,
      version: 2,
      skipDuplicates: false,
    });
    expect(keeping.json()).toMatchObject({ added: 3, skipped: 0, modulesCreated: 1 });
    expect(await texts(quiz.id)).toHaveLength(6);
  });
});

describe('export', () => {
  it('downloads each format as an attachment that imports back to the same questions', async () => {
    const quiz = await createQuiz(app.db, {
      title: "Oʻzbek tili: so'z turkumlari",
      questionCount: 3,
      previewCount: 1,
    });
    const original = (await admin.get(`${base(quiz.id)}/questions`)).json().questions as Record<
      string,
      unknown
    >[];
    for (const format of ['json', 'gift', 'aiken'] as const) {
      const res = await admin.get(`${base(quiz.id)}/export?format=${format}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(
        /^attachment; filename="ozbek-tili-soz-turkumlari\./,
      );
      const back = (await preview(quiz.id, format, res.body)).json() as ImportPreview;
      expect(back.questions.map((q) => [q.questionText, q.options, q.correctAnswer])).toEqual(
        original.map((q) => [q.questionText, q.options, q.correctAnswer]),
      );
    }
    expect((await admin.get(`${base(quiz.id)}/export?format=pdf`)).statusCode).toBe(400);
  });
});
