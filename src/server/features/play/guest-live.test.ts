import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createQuiz } from '../../test/factories';
import { guestWithAccess } from '../../test/guest';
import { client } from '../../test/http';
import { openFeed } from '../../test/live-feed';
import { createTestApp, type TestApp } from '../../test/test-app';

/*
 * A guest continues on a second device through the emailed link (its own token, another cookie
 * jar): the takeover rules are a learner's, and the first device hears of it at once on its
 * live feed, which a guest opens with their guest access.
 */

let app: TestApp;
let address: string;
beforeAll(async () => {
  app = await createTestApp();
  address = await app.server.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => app.close());

describe('a guest on two devices', () => {
  it('the emailed-link browser takes over; the checkout browser hears it and its writes are refused', async () => {
    const quiz = await createQuiz(app.db, { questionCount: 2 });
    const guest = await guestWithAccess(app, quiz);
    const first = guest.client;
    const session = (
      await first.post(`/api/play/${quiz.id}/start`, { deviceId: 'device-checkout-1' })
    ).json();
    const answer = { questionId: session.questions[0].id, optionIndex: 2, currentQuestionIndex: 0 };
    expect(
      (await first.request('PUT', `/api/play/sessions/${session.sessionId}/answers`, answer)).statusCode,
    ).toBe(200);

    const second = client(app.server);
    const redeem = await second.post('/api/guest-access/redeem', { token: guest.linkToken });
    expect(redeem.statusCode, redeem.body).toBe(200);
    // the second browser sees the session in progress on the intro, as a learner's other device does
    const intro = (await second.get(`/api/play/${quiz.id}`)).json();
    expect(intro.activeSession).toMatchObject({ sessionId: session.sessionId, answeredCount: 1 });

    const feed = await openFeed(address, first);
    try {
      await feed.readUntil('event: ready');
      const moved = await second.post(`/api/play/sessions/${session.sessionId}/takeover`, {
        deviceId: 'device-link-2',
      });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json()).toMatchObject({ answers: { [answer.questionId]: 2 }, currentQuestionIndex: 0 });
      const received = await feed.readUntil('taken_over');
      expect(received).toContain('event: quiz_session');
      expect(received).toContain(`"sessionId":"${session.sessionId}"`);
    } finally {
      feed.close();
    }
    const late = await first.request('PUT', `/api/play/sessions/${session.sessionId}/answers`, answer);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('SESSION_TAKEN_OVER');
  });

  it('a visitor with no guest access and no account cannot open the live feed', async () => {
    expect((await fetch(`${address}/api/events`)).status).toBe(401);
  });
});
