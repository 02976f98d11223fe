import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { errorMessage } from '../../../shared/i18n/uz';
import { quizResults, quizSessions } from '../../db/schema';
import { setClockOffset } from '../../lib/clock';
import { createQuiz, signedInDemo, TEST_DEVICE } from '../../test/factories';
import { guestWithAccess } from '../../test/guest';
import { type Client, client } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { GUEST_ACCESS_MS } from '../identity/guest-credentials';

/* A refund closes a guest's access at once, and the guest is told it was refunded, not expired. */

let app: TestApp;
let admin: Client;
beforeAll(async () => {
  app = await createTestApp({ seed: true });
  admin = await signedInDemo(app, 'admin@demo.uz');
});
afterAll(() => app.close());
afterEach(() => setClockOffset(0));

async function refund(paymentId: string) {
  const res = await admin.post(`/api/admin/payments/${paymentId}/refund`, { reason: 'Xaridor sorovi' });
  expect(res.statusCode, res.body).toBe(200);
}

async function refundedGuest() {
  const quiz = await createQuiz(app.db, { questionCount: 2 });
  const guest = await guestWithAccess(app, quiz);
  await refund(guest.paymentId);
  return { quiz, guest };
}

describe('a refunded guest purchase', () => {
  it('the access status, the emailed link and play say the payment was refunded', async () => {
    const { quiz, guest } = await refundedGuest();

    const status = (await guest.client.get(`/api/guest-access/${quiz.id}`)).json();
    expect(status).toMatchObject({ state: 'refunded', email: guest.buyer.email });

    const redeemed = await client(app.server).post('/api/guest-access/redeem', { token: guest.linkToken });
    expect(redeemed.statusCode).toBe(410);
    expect(redeemed.json()).toEqual({
      error: { code: 'GUEST_ACCESS_REFUNDED', message: errorMessage('GUEST_ACCESS_REFUNDED') },
    });

    const intro = (await guest.client.get(`/api/play/${quiz.id}`)).json();
    expect(intro.guest).toMatchObject({ state: 'refunded' });
    expect(intro.access).toMatchObject({ allowed: false, code: 'GUEST_ACCESS_REFUNDED' });
    const start = await guest.client.post(`/api/play/${quiz.id}/start`, { deviceId: TEST_DEVICE });
    expect([start.statusCode, start.json().error.code]).toEqual([403, 'GUEST_ACCESS_REFUNDED']);
  });

  it('stays "refunded" after its 24 hours would have ended, while an unrefunded one is "expired"', async () => {
    const { quiz, guest } = await refundedGuest();
    const kept = await guestWithAccess(app, quiz);
    setClockOffset(GUEST_ACCESS_MS + 60_000);

    expect((await guest.client.get(`/api/guest-access/${quiz.id}`)).json().state).toBe('refunded');
    expect((await kept.client.get(`/api/guest-access/${quiz.id}`)).json().state).toBe('expired');
    const redeemed = await client(app.server).post('/api/guest-access/redeem', { token: kept.linkToken });
    expect(redeemed.json().error.code).toBe('GUEST_ACCESS_EXPIRED');
  });

  it('ends an attempt in progress at once: the next play call is refused and the attempt finished with its answers', async () => {
    const quiz = await createQuiz(app.db, { questionCount: 2 });
    const guest = await guestWithAccess(app, quiz);
    const started = await guest.client.post(`/api/play/${quiz.id}/start`, { deviceId: TEST_DEVICE });
    const session = started.json() as { sessionId: string; questions: { id: string }[] };
    const answer = { questionId: session.questions[0]!.id, optionIndex: 0, currentQuestionIndex: 0 };
    const url = `/api/play/sessions/${session.sessionId}/answers`;
    expect((await guest.client.request('PUT', url, answer)).statusCode).toBe(200);
    await refund(guest.paymentId);

    const refused = await guest.client.request('PUT', url, { ...answer, optionIndex: 1 });
    expect([refused.statusCode, refused.json().error.code]).toEqual([403, 'GUEST_ACCESS_REFUNDED']);
    const [stored] = await app.db.select().from(quizSessions).where(eq(quizSessions.id, session.sessionId));
    expect(stored?.isActive).toBe(false);
    const [result] = await app.db
      .select()
      .from(quizResults)
      .where(eq(quizResults.guestAccessId, guest.guestAccessId));
    expect(result).toMatchObject({ totalQuestions: 2, correctAnswers: 1 });
  });
});
