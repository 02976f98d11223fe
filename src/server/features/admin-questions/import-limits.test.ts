import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_IMPORT_QUESTIONS, MAX_IMPORT_TEXT_LENGTH } from '../../../shared/domain/authoring';
import { adminQuestions } from '../../../shared/i18n/admin/questions';
import { errorMessage } from '../../../shared/i18n/uz';
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
const commit = (quizId: string, format: string, text: string) =>
  admin.post(`${base(quizId)}/import`, { format, text, version: 0 });
const questionCount = async (quizId: string) =>
  (await admin.get(`${base(quizId)}/questions`)).json().questions.length as number;

describe('import texts refused whole', () => {
  it.each([
    ['a JSON array of 40,000 zeros', 'json', JSON.stringify(Array(40_000).fill(0), null, 1)],
    ['an Aiken text of 80,000 questions', 'aiken', 'S\nA) a\nB) b\nANSWER: A\n\n'.repeat(80_000)],
    [
      `a GIFT text of ${MAX_IMPORT_QUESTIONS + 1} questions`,
      'gift',
      '{=a ~b}\n\n'.repeat(MAX_IMPORT_QUESTIONS + 1),
    ],
  ])('%s: 400 IMPORT_TOO_MANY_QUESTIONS on preview and import, nothing written', async (_, format, text) => {
    const quiz = await createQuiz(app.db, { questionCount: 0, previewCount: 0 });
    for (const res of [await preview(quiz.id, format, text), await commit(quiz.id, format, text)]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual({
        code: 'IMPORT_TOO_MANY_QUESTIONS',
        message: errorMessage('IMPORT_TOO_MANY_QUESTIONS'),
      });
    }
    expect(await questionCount(quiz.id)).toBe(0);
  });

  it.each([
    ['array', '['.repeat(10_000) + ']'.repeat(10_000)],
    ['object', `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`],
  ])('a JSON %s nested 10,000 deep: 400 IMPORT_JSON_TOO_DEEP in Uzbek, not a crash', async (_, text) => {
    const quiz = await createQuiz(app.db, { questionCount: 0, previewCount: 0 });
    for (const res of [await preview(quiz.id, 'json', text), await commit(quiz.id, 'json', text)]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual({
        code: 'IMPORT_JSON_TOO_DEEP',
        message: errorMessage('IMPORT_JSON_TOO_DEEP'),
      });
    }
  });

  it('a text over the length limit: 400 naming the limit in Uzbek', async () => {
    const quiz = await createQuiz(app.db, { questionCount: 0, previewCount: 0 });
    const res = await preview(quiz.id, 'gift', 'a'.repeat(MAX_IMPORT_TEXT_LENGTH + 1));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ text: adminQuestions.import.textTooLarge });
  });
});

describe('a large import text', () => {
  it('previews a GIFT question with an unclosed "<" in its HTML as a problem at its line', async () => {
    const quiz = await createQuiz(app.db, { questionCount: 0, previewCount: 0 });
    const res = await preview(
      quiz.id,
      'gift',
      `Birinchi {=a ~b}\n\n[html]Savol ${'<'.repeat(80_000)} {=a ~b}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().problems).toEqual([{ line: 3, message: adminQuestions.import.textTooLong }]);
  });

  it('is parsed off the event loop: the server answers other requests meanwhile', async () => {
    const quiz = await createQuiz(app.db, { questionCount: 0, previewCount: 0 });
    // a full-size text whose every question is read to the end (none has a right answer)
    const question = (i: number) => `Savol ${i} ${'matn '.repeat(390)}{~a ~b}`;
    const text = Array.from({ length: MAX_IMPORT_QUESTIONS }, (_, i) => question(i)).join('\n\n');
    expect(text.length).toBeLessThanOrEqual(MAX_IMPORT_TEXT_LENGTH);

    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const started = performance.now();
    let previewDone = false;
    const previewing = preview(quiz.id, 'gift', text).then((res) => {
      previewDone = true;
      return { res, tookMs: performance.now() - started };
    });
    await sleep(200);
    const health = await admin.get('/api/health');
    const healthAnsweredFirst = !previewDone;
    const { res, tookMs } = await previewing;
    delay.disable();

    expect(res.statusCode).toBe(200);
    expect(res.json().problems).toHaveLength(MAX_IMPORT_QUESTIONS);
    expect(health.statusCode).toBe(200);
    expect(healthAnsweredFirst).toBe(true);
    // parsing on the event loop blocks it for nearly the whole request; in a worker only the
    // body and the answer take it, a small part (the bound is loose for a busy machine)
    expect(delay.max / 1e6).toBeLessThan(tookMs / 2);
  }, 120_000);
});
