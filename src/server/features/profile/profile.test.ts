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
    for (const url of ['/api/me/quizzes', '/api/me/results', '/api/me/certificates', '/api/me/in-progress']) {
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

  it('list the quizzes in progress with their answered count, for the owner only', async () => {
    const owner = await signedInUser(app);
    const other = await signedInUser(app);
    const quiz = await createQuiz(app.db, { price: 0, questionCount: 4, durationMinutes: 5 });
    await owner.client.post(`/api/quizzes/${quiz.id}/claim`);
    expect((await owner.client.get('/api/me/in-progress')).json().quizzes).toEqual([]);
    const session = (
      await owner.client.post(`/api/play/${quiz.id}/start`, { deviceId: 'device-progress1' })
    ).json();
    await owner.client.request('PUT', `/api/play/sessions/${session.sessionId}/answers`, {
      questionId: session.questions[0].id,
      optionIndex: 1,
      currentQuestionIndex: 0,
    });
    const [entry] = (await owner.client.get('/api/me/in-progress')).json().quizzes;
    expect(entry).toMatchObject({ quiz: { id: quiz.id }, answeredCount: 1 });
    expect(entry.timeRemaining).toBeLessThanOrEqual(300);
    expect((await other.client.get('/api/me/in-progress')).json().quizzes).toEqual([]);
    await owner.client.post(`/api/play/sessions/${session.sessionId}/finish`);
    expect((await owner.client.get('/api/me/in-progress')).json().quizzes).toEqual([]);
  });
});
