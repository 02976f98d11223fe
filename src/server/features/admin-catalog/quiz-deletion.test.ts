import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCatalog } from '../../../shared/i18n/admin/catalog';
import { formatList } from '../../../shared/i18n/list';
import { cartItems, questions, quizAttempts, quizModules, quizzes } from '../../db/schema';
import {
  createLearner,
  createQuiz,
  createQuizResult,
  passedResult,
  signedInDemo,
  signedInUser,
} from '../../test/factories';
import type { Client } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createModuleRow } from './admin-catalog.test-support';

let app: TestApp;
let admin: Client;
let learner: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  app = await createTestApp({ seed: true });
  admin = await signedInDemo(app, 'admin@demo.uz');
  learner = await signedInUser(app);
});
afterAll(() => app.close());

const remove = (quizId: string) => admin.request('DELETE', `/api/admin/quizzes/${quizId}`);
const stored = async (quizId: string) =>
  (await app.db.select().from(quizzes).where(eq(quizzes.id, quizId)))[0];

async function expectKept(quizId: string, reasons: (keyof typeof adminCatalog.quizDeletion.reasons)[]) {
  const res = await remove(quizId);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toEqual({
    outcome: 'deactivated',
    message: adminCatalog.quizDeletion.keptBecause(
      formatList(reasons.map((reason) => adminCatalog.quizDeletion.reasons[reason])),
    ),
  });
  expect(await stored(quizId)).toMatchObject({ isActive: false });
}

describe('deleting a quiz', () => {
  it('deletes a quiz nobody bought or played, with its modules and questions, and takes it out of carts', async () => {
    const quiz = await createQuiz(app.db);
    await createModuleRow(app.db, quiz.id);
    expect((await learner.client.post('/api/cart', { quizId: quiz.id })).statusCode).toBe(201);

    const res = await remove(quiz.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ outcome: 'deleted', message: adminCatalog.quizDeletion.deleted });
    expect(await stored(quiz.id)).toBeUndefined();
    expect(await app.db.select().from(questions).where(eq(questions.quizId, quiz.id))).toEqual([]);
    expect(await app.db.select().from(quizModules).where(eq(quizModules.quizId, quiz.id))).toEqual([]);
    expect(await app.db.select().from(cartItems).where(eq(cartItems.quizId, quiz.id))).toEqual([]);
    expect((await learner.client.get('/api/cart')).statusCode).toBe(200);
  });

  it('keeps and deactivates a claimed quiz, saying it has purchases', async () => {
    const quiz = await createQuiz(app.db, { price: 0 });
    expect((await learner.client.post(`/api/quizzes/${quiz.id}/claim`)).statusCode).toBe(200);
    await expectKept(quiz.id, ['purchases']);
    // the learner still sees what they own
    expect(JSON.stringify((await learner.client.get('/api/me/quizzes')).json())).toContain(quiz.id);
  });

  it('keeps a quiz with a payment under way (its record names it); the payment can no longer be taken', async () => {
    const buyer = await signedInUser(app);
    const quiz = await createQuiz(app.db, { price: 9_000 });
    await buyer.client.post('/api/cart', { quizId: quiz.id });
    const { paymentId } = (await buyer.client.post('/api/checkout', { method: 'CLICK' })).json();
    await expectKept(quiz.id, ['purchases']);
    const confirm = await buyer.client.post(`/api/payments/demo/${paymentId}/confirm`, {
      outcome: 'success',
    });
    expect([confirm.statusCode, confirm.json().error.code]).toEqual([409, 'PAYMENT_QUIZ_UNAVAILABLE']);
    const status = (await buyer.client.get(`/api/payments/${paymentId}`)).json().payment;
    expect(status.unpayableBecause).toBe('QUIZ_UNAVAILABLE');
  });

  it('keeps a played quiz, naming purchases, results and attempts', async () => {
    const { quizId } = await passedResult(app, learner.client);
    await expectKept(quizId, ['purchases', 'results', 'attempts']);
  });

  it('says why in the language asked for, its reasons listed in that language', async () => {
    const { quizId } = await passedResult(app, learner.client);
    const inRussian = await admin.request('DELETE', `/api/admin/quizzes/${quizId}`, undefined, {
      'accept-language': 'ru',
    });
    expect(inRussian.json().message).toBe(
      'У этого квиза есть покупки, результаты и попытки прохождения: он не удалён, а деактивирован (они сохраняются для отчётности)',
    );
    const inCyrillic = await admin.request('DELETE', `/api/admin/quizzes/${quizId}`, undefined, {
      'accept-language': 'uz-Cyrl',
    });
    expect(inCyrillic.json().message).toBe(
      'Бу квизда харидлар, натижалар ва ўйин уринишлари бор: у ўчирилмади, нофаол қилинди (улар ҳисоб учун сақланади)',
    );
  });

  it('keeps a quiz with only a result, or only an attempt', async () => {
    const user = await createLearner(app.db);
    const withResult = await createQuiz(app.db);
    await createQuizResult(app.db, { quizId: withResult.id, userId: user.id, percentage: 50 });
    await expectKept(withResult.id, ['results']);

    const withAttempt = await createQuiz(app.db);
    await app.db.insert(quizAttempts).values({ quizId: withAttempt.id, userId: user.id, attemptNumber: 1 });
    await expectKept(withAttempt.id, ['attempts']);
  });

  it('deactivating again on a second delete gives the same answer', async () => {
    const quiz = await createQuiz(app.db, { price: 0 });
    await learner.client.post(`/api/quizzes/${quiz.id}/claim`);
    await expectKept(quiz.id, ['purchases']);
    await expectKept(quiz.id, ['purchases']);
  });
});
