import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uz } from '../../../shared/i18n/uz';
import { createQuiz, signedInDemo, signedInUser } from '../../test/factories';
import { client } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ seed: true });
});
afterAll(() => app.close());

describe('cart', () => {
  it('guests are asked to sign in', async () => {
    const guest = client(app.server);
    const quiz = await createQuiz(app.db);
    for (const res of [
      await guest.get('/api/cart'),
      await guest.get('/api/cart/count'),
      await guest.post('/api/cart', { quizId: quiz.id }),
      await guest.request('DELETE', '/api/cart/00000000-0000-4000-8000-000000000000'),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('UNAUTHENTICATED');
    }
  });

  it('adds paid quizzes, refuses a duplicate, and totals current prices on the server', async () => {
    const { client: user } = await signedInUser(app);
    const a = await createQuiz(app.db, { price: 25_000 });
    const b = await createQuiz(app.db, { price: 49_000 });
    expect((await user.post('/api/cart', { quizId: a.id, price: 1 })).statusCode).toBe(201);
    expect((await user.post('/api/cart', { quizId: b.id })).statusCode).toBe(201);

    const duplicate = await user.post('/api/cart', { quizId: a.id });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error).toEqual({ code: 'CART_DUPLICATE', message: uz.errors.CART_DUPLICATE });

    const cart = (await user.get('/api/cart')).json();
    expect(cart.items.map((i: { quiz: { id: string } }) => i.quiz.id)).toEqual([a.id, b.id]);
    expect(cart).toMatchObject({ total: 74_000, count: 2 });
    expect((await user.get('/api/cart/count')).json()).toEqual({ count: 2 });
  });

  it('refuses free, inactive, unknown and owned quizzes', async () => {
    const { client: user } = await signedInUser(app);
    const free = await createQuiz(app.db, { price: 0 });
    const hidden = await createQuiz(app.db, { isActive: false });
    expect((await user.post('/api/cart', { quizId: free.id })).json().error.code).toBe(
      'FREE_QUIZ_NOT_FOR_CART',
    );
    expect((await user.post('/api/cart', { quizId: hidden.id })).statusCode).toBe(404);
    expect((await user.post('/api/cart', { quizId: 'nope' })).statusCode).toBe(400);
    await user.post(`/api/quizzes/${free.id}/claim`);
    const paid = await createQuiz(app.db);
    await user.post('/api/cart', { quizId: paid.id });
    const { paymentId } = (await user.post('/api/checkout', { method: 'CLICK' })).json();
    await user.post(`/api/payments/demo/${paymentId}/confirm`, { outcome: 'success' });
    const again = await user.post('/api/cart', { quizId: paid.id });
    expect(again.statusCode).toBe(422);
    expect(again.json().error.code).toBe('ALREADY_OWNED');
  });

  it("removes only the owner's own items", async () => {
    const owner = await signedInUser(app);
    const other = await signedInUser(app);
    const admin = await signedInDemo(app, 'admin@demo.uz');
    const quiz = await createQuiz(app.db);
    const { id } = (await owner.client.post('/api/cart', { quizId: quiz.id })).json();
    expect((await other.client.request('DELETE', `/api/cart/${id}`)).statusCode).toBe(404);
    expect((await admin.request('DELETE', `/api/cart/${id}`)).statusCode).toBe(404);
    expect((await owner.client.get('/api/cart/count')).json().count).toBe(1);
    expect((await owner.client.request('DELETE', `/api/cart/${id}`)).statusCode).toBe(204);
    expect((await owner.client.get('/api/cart/count')).json().count).toBe(0);
    expect((await other.client.get('/api/cart')).json().items).toEqual([]);
  });
});
