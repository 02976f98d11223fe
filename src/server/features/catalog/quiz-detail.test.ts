import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createQuiz, signedInDemo, signedInUser } from '../../test/factories';
import { client } from '../../test/http';
import { catalogSettled, createTestApp, type TestApp } from '../../test/test-app';
import { quizInput } from '../admin-catalog/admin-catalog.test-support';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ seed: true });
});
afterAll(() => app.close());

describe('GET /api/quizzes/:id', () => {
  it('shows the quiz with at most 3 preview questions and never an answer or explanation', async () => {
    const quiz = await createQuiz(app.db, { questionCount: 8, previewCount: 5, maxAttempts: 3 });
    for (const who of [
      client(app.server),
      (await signedInUser(app)).client,
      await signedInDemo(app, 'admin@demo.uz'),
    ]) {
      const res = await who.get(`/api/quizzes/${quiz.id}`);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.quiz).toMatchObject({
        id: quiz.id,
        title: quiz.title,
        maxAttempts: 3,
        allowRetakes: true,
        price: 25_000,
      });
      expect(body.quiz.previewQuestions).toHaveLength(3);
      expect(body.quiz.previewQuestions[0]).toEqual({
        id: expect.any(String),
        questionText: 'Savol 1',
        options: ['A', 'B', 'C', 'D'],
      });
      expect(res.body).not.toMatch(/correct|explanation|Izoh/i);
    }
  });

  it('says whether the quiz runs a strict timer, and follows an admin change of it', async () => {
    const usual = await createQuiz(app.db);
    const strict = await createQuiz(app.db, { strictTimer: true });
    const strictOf = async (id: string) =>
      (await app.server.inject(`/api/quizzes/${id}`)).json().quiz.strictTimer;
    expect(await strictOf(usual.id)).toBe(false);
    expect(await strictOf(strict.id)).toBe(true);

    const admin = await signedInDemo(app, 'admin@demo.uz');
    const changed = await admin.request(
      'PUT',
      `/api/admin/quizzes/${usual.id}`,
      quizInput({ title: usual.title, isActive: true, strictTimer: true }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    await catalogSettled(app.db);
    expect(await strictOf(usual.id)).toBe(true);
  });

  it('no quiz of the demo catalogue leaks an answer in its detail', async () => {
    const list = await app.server.inject('/api/quizzes?pageSize=48');
    for (const { id } of list.json().quizzes as { id: string }[]) {
      const res = await app.server.inject(`/api/quizzes/${id}`);
      expect(res.body).not.toMatch(/correct|explanation/i);
    }
  });

  it('an inactive or unknown quiz is not found', async () => {
    const hidden = await createQuiz(app.db, { isActive: false });
    for (const id of [hidden.id, '00000000-0000-4000-8000-000000000000']) {
      const res = await app.server.inject(`/api/quizzes/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('QUIZ_NOT_FOUND');
    }
    expect((await app.server.inject('/api/quizzes/abc')).statusCode).toBe(400);
  });

  it('tells the signed-in viewer whether they own it', async () => {
    const quiz = await createQuiz(app.db, { price: 0 });
    const owner = await signedInUser(app);
    const other = await signedInUser(app);
    await owner.client.post(`/api/quizzes/${quiz.id}/claim`);
    expect((await owner.client.get(`/api/quizzes/${quiz.id}`)).json().owned).toBe(true);
    expect((await other.client.get(`/api/quizzes/${quiz.id}`)).json().owned).toBe(false);
    expect((await client(app.server).get(`/api/quizzes/${quiz.id}`)).json().owned).toBe(false);
  });

  it('a guest without a session cookie costs no session lookup; a session cookie still finds its user', async () => {
    const quiz = await createQuiz(app.db, { price: 0 });
    const owner = await signedInUser(app);
    await owner.client.post(`/api/quizzes/${quiz.id}/claim`);
    const getSession = vi.spyOn(app.auth.api, 'getSession');
    try {
      for (const headers of [{}, { cookie: 'theme=dark; lang=uz' }]) {
        const res = await app.server.inject({ url: `/api/quizzes/${quiz.id}`, headers });
        expect(res.json()).toMatchObject({ owned: false, inCart: false });
        expect(res.headers.etag).toMatch(/^W\//);
      }
      expect(getSession).not.toHaveBeenCalled();
      expect((await owner.client.get(`/api/quizzes/${quiz.id}`)).json().owned).toBe(true);
      // at most once: the claim above usually left the session in the session cache
      expect(getSession.mock.calls.length).toBeLessThanOrEqual(1);
    } finally {
      getSession.mockRestore();
    }
  });
});
