import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latinToCyrillic } from '../../../shared/i18n/uz-script';
import { questions } from '../../db/schema';
import { claimedQuiz, createQuiz, signedInUser, TEST_DEVICE } from '../../test/factories';
import type { Client } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';

let app: TestApp;
let learner: Client;
beforeAll(async () => {
  app = await createTestApp();
  learner = (await signedInUser(app)).client;
});
afterAll(() => app.close());

const CYRILLIC = { 'accept-language': 'uz-Cyrl' };
const LATIN = { 'accept-language': 'uz-Latn' };
const QUESTION = "O'zbekistonning poytaxti qaysi shahar?";
const OPTIONS = ['Toshkent', 'Samarqand', "Farg'ona", 'Buxoro'];
const EXPLANATION = "Toshkent 1930-yildan beri poytaxt bo'lib kelmoqda.";

/** A claimed free quiz of one Uzbek Latin question, answered right by option 0. */
async function uzbekQuiz() {
  const quiz = await claimedQuiz(app, learner, {
    title: "Geografiya bo'yicha sinov",
    description: 'Shaharlar va viloyatlar haqida qisqa test',
    questionCount: 1,
  });
  await app.db
    .update(questions)
    .set({ questionText: QUESTION, options: OPTIONS, correctAnswer: 0, explanation: EXPLANATION })
    .where(eq(questions.quizId, quiz.id));
  return quiz;
}

describe('playing a quiz in the reader’s script', () => {
  it('gives a Cyrillic reader the intro, the questions, options and result in Cyrillic; the original on request', async () => {
    const quiz = await uzbekQuiz();
    const intro = await learner.get(`/api/play/${quiz.id}`, CYRILLIC);
    expect(intro.json().quiz).toMatchObject({
      title: 'География бўйича синов',
      description: latinToCyrillic(quiz.description!),
    });
    const original = await learner.get(`/api/play/${quiz.id}?script=original`, CYRILLIC);
    expect(original.json().quiz.title).toBe(quiz.title);
    expect([intro.json().transliterable, original.json().transliterable]).toEqual([true, true]);
    expect((await learner.get(`/api/play/${quiz.id}`, LATIN)).json().transliterable).toBe(false);

    const started = await learner.post(`/api/play/${quiz.id}/start`, { deviceId: TEST_DEVICE }, CYRILLIC);
    expect(started.statusCode, started.body).toBe(200);
    const session = started.json();
    expect(session.quizTitle).toBe('География бўйича синов');
    expect(session.questions[0].questionText).toBe('Ўзбекистоннинг пойтахти қайси шаҳар?');
    expect(session.questions[0].options.map((o: { text: string }) => o.text)).toEqual([
      'Тошкент',
      'Самарқанд',
      'Фарғона',
      'Бухоро',
    ]);
    const resumed = await learner.post(
      `/api/play/sessions/${session.sessionId}/resume?script=original`,
      { deviceId: TEST_DEVICE },
      CYRILLIC,
    );
    expect(resumed.json().questions[0].questionText).toBe(QUESTION);
    const inProgress = await learner.get('/api/me/in-progress', CYRILLIC);
    expect(inProgress.json().quizzes[0].quiz.title).toBe('География бўйича синов');

    await learner.request('PUT', `/api/play/sessions/${session.sessionId}/answers`, {
      questionId: session.questions[0].id,
      optionIndex: 0,
      currentQuestionIndex: 0,
    });
    const finished = await learner.post(`/api/play/sessions/${session.sessionId}/finish`, {}, CYRILLIC);
    expect(finished.statusCode, finished.body).toBe(200);
    const detail = finished.json();
    expect(detail.result.quizTitle).toBe('География бўйича синов');
    expect(detail.questions[0]).toMatchObject({
      questionText: 'Ўзбекистоннинг пойтахти қайси шаҳар?',
      explanation: latinToCyrillic(EXPLANATION),
    });
    const review = await learner.get(`/api/play/results/${detail.result.id}?script=original`, CYRILLIC);
    expect(review.json().questions[0]).toMatchObject({ options: OPTIONS, explanation: EXPLANATION });
    const results = await learner.get('/api/me/results', CYRILLIC);
    expect(results.json().results[0].quizTitle).toBe('География бўйича синов');
  });

  it('leaves a Russian quiz as written for an Uzbek reader of either script', async () => {
    const quiz = await claimedQuiz(app, learner, { title: 'Тест по географии', language: 'ru' });
    for (const headers of [LATIN, CYRILLIC]) {
      expect((await learner.get(`/api/play/${quiz.id}`, headers)).json().quiz.title).toBe(
        'Тест по географии',
      );
    }
  });

  it('shows the cart in the reader’s script', async () => {
    const quiz = await createQuiz(app.db, { title: "Kimyo bo'yicha test", price: 10_000 });
    expect((await learner.post('/api/cart', { quizId: quiz.id })).statusCode).toBe(201);
    const cart = await learner.get('/api/cart', CYRILLIC);
    expect(cart.json().items.map((item: { quiz: { title: string } }) => item.quiz.title)).toContain(
      'Кимё бўйича тест',
    );
  });

  it('refuses an unknown script with 400', async () => {
    const quiz = await uzbekQuiz();
    expect((await learner.get(`/api/play/${quiz.id}?script=latin`)).statusCode).toBe(400);
  });
});
