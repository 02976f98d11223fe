import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessage } from '../../shared/i18n/uz';
import { requireUser, type SessionUser } from './access';
import { registerErrorHandling } from './errors';

const learner: SessionUser = {
  id: 'user-1',
  email: 'learner@example.uz',
  name: 'Learner',
  role: 'USER',
  sessionId: 'session-1',
};

/** A bare server: no access hook, so only requireUser stands between a guest and the handler. */
const server = Fastify();

beforeAll(async () => {
  registerErrorHandling(server);
  server.decorateRequest('user', null);
  server.addHook('onRequest', async (request) => {
    if (request.headers['x-test-user'] === 'learner') request.user = learner;
  });
  server.get('/me', async (request) => requireUser(request));
  await server.ready();
});
afterAll(() => server.close());

describe('requireUser', () => {
  it('gives the signed-in user', async () => {
    const res = await server.inject({ url: '/me', headers: { 'x-test-user': 'learner' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(learner);
  });

  it('answers a request without a user with 401 UNAUTHENTICATED, never a crash', async () => {
    const res = await server.inject({ url: '/me' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      error: { code: 'UNAUTHENTICATED', message: errorMessage('UNAUTHENTICATED') },
    });
  });
});
