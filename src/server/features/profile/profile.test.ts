import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createQuiz, signedInUser } from '../../test/factories';
import { client } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('profile lists', () => {
  it('are for signed-in users only', async () => {
    for (const url of ['/api/me/quizzes', '/api/me/results', '/api/me/certificates']) {
      expect((await client(app.server).get(url)).statusCode).toBe(401);
    }
  });

  it("show only the caller's own quizzes", async () => {
    const owner = await signedInUser(app);
    const other = await signedInUser(app);
    const quiz = await createQuiz(app.db, { price: 0 });
    await owner.client.post(`/api/quizzes/${quiz.id}/claim`);
    expect((await owner.client.get('/api/me/quizzes')).json().quizzes).toMatchObject([
      { quiz: { id: quiz.id }, amount: 0 },
    ]);
    expect((await other.client.get('/api/me/quizzes')).json().quizzes).toEqual([]);
    expect((await owner.client.get('/api/me/results')).json()).toEqual({ results: [] });
    expect((await owner.client.get('/api/me/certificates')).json()).toEqual({ certificates: [] });
  });
});
