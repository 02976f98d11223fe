import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { certificates, quizAttempts, quizResults } from '../../db/schema';
import { serverNow, setClockOffset } from '../../lib/clock';
import { createQuiz } from '../../test/factories';
import { guestWithAccess } from '../../test/guest';
import type { Client } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { GUEST_ACCESS_MS } from '../identity/guest-credentials';
import { sweepSessions } from './sweeper';

/*
 * A guest access opens play for 24 hours of the server's clock. After that no attempt starts, and
 * nothing the guest answered is lost: an attempt started before the end is played on to its own
 * time limit, then finished with its answers (at the first call after it, or by the sweeper); its
 * result and certificate stand.
 */

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());
afterEach(() => setClockOffset(0));

const DEVICE = 'device-expiry-aaaa';
const PAST_EXPIRY_MS = GUEST_ACCESS_MS + 60_000;

/** A guest's attempt with both questions answered right, paused (so no timer could end it). */
async function pausedPassingAttempt(browser: Client, quizId: string) {
  const session = (await browser.post(`/api/play/${quizId}/start`, { deviceId: DEVICE })).json();
  for (const [index, question] of (session.questions as { id: string }[]).entries()) {
    // the factory's question i has its correct answer at i % 4
    const body = { questionId: question.id, optionIndex: index % 4, currentQuestionIndex: index };
    const res = await browser.request('PUT', `/api/play/sessions/${session.sessionId}/answers`, body);
    expect(res.statusCode, res.body).toBe(200);
  }
  await browser.post(`/api/play/sessions/${session.sessionId}/pause`, { reason: 'closed' });
  return session as { sessionId: string; questions: { id: string }[] };
}

async function attemptOf(guestAccessId: string) {
  const [attempt] = await app.db
    .select()
    .from(quizAttempts)
    .where(eq(quizAttempts.guestAccessId, guestAccessId));
  const [result] = attempt
    ? await app.db.select().from(quizResults).where(eq(quizResults.attemptId, attempt.id))
    : [];
  return { attempt, result };
}

describe('24 hours after the guest checkout', () => {
  it('once the attempt is past its time too, every play call answers 403 GUEST_ACCESS_EXPIRED; the attempt is finished with its answers', async () => {
    const quiz = await createQuiz(app.db, { questionCount: 2 });
    const guest = await guestWithAccess(app, quiz);
    const session = await pausedPassingAttempt(guest.client, quiz.id);
    setClockOffset(PAST_EXPIRY_MS);

    const url = (action: string) => `/api/play/sessions/${session.sessionId}/${action}`;
    const answer = { questionId: session.questions[0]!.id, optionIndex: 1, currentQuestionIndex: 0 };
    const calls: [string, string, unknown][] = [
      ['POST', `/api/play/${quiz.id}/start`, { deviceId: DEVICE }],
      ['POST', url('resume'), { deviceId: DEVICE }],
      ['POST', url('takeover'), { deviceId: 'device-expiry-bbbb' }],
      ['PUT', url('answers'), answer],
      ['POST', url('heartbeat'), { currentQuestionIndex: 0 }],
      ['POST', url('pause'), { reason: 'closed' }],
      ['POST', url('finish'), {}],
      ['POST', url('exit'), {}],
    ];
    for (const [method, path, body] of calls) {
      const res = await guest.client.request(method as 'POST', path, body);
      expect(res.statusCode, `${path}: ${res.body}`).toBe(403);
      expect(res.json().error.code).toBe('GUEST_ACCESS_EXPIRED');
    }

    const { attempt, result } = await attemptOf(guest.guestAccessId);
    expect(attempt!.isCompleted).toBe(true);
    expect(Object.keys(result!.answers)).toHaveLength(2);
    expect(result).toMatchObject({ passed: true, guestAccessId: guest.guestAccessId });
    // the result and its certificate stand, and the guest still reads them
    const [certificate] = await app.db
      .select()
      .from(certificates)
      .where(eq(certificates.resultId, result!.id));
    expect(certificate!.holderName).toBe(guest.buyer.fullName);
    expect((await guest.client.get(`/api/play/results/${result!.id}`)).statusCode).toBe(200);
    const intro = (await guest.client.get(`/api/play/${quiz.id}`)).json();
    expect(intro.access).toMatchObject({ allowed: false, code: 'GUEST_ACCESS_EXPIRED' });
    expect(intro.guest).toMatchObject({ state: 'expired' });
    expect(intro.lastResult).toMatchObject({ id: result!.id, passed: true });
  });

  it('the intro, as the first call after that, finishes the attempt and offers no resume of it', async () => {
    const quiz = await createQuiz(app.db, { questionCount: 2 });
    const guest = await guestWithAccess(app, quiz);
    await pausedPassingAttempt(guest.client, quiz.id);
    setClockOffset(PAST_EXPIRY_MS);
    const intro = (await guest.client.get(`/api/play/${quiz.id}`)).json();
    expect(intro).toMatchObject({ activeSession: null, lastResult: { passed: true } });
    expect(intro.access).toMatchObject({ allowed: false, code: 'GUEST_ACCESS_EXPIRED' });
  });

  it('the sweeper finishes an attempt its guest left when the access ended, as of the end', async () => {
    const quiz = await createQuiz(app.db, { questionCount: 2 });
    const guest = await guestWithAccess(app, quiz);
    await pausedPassingAttempt(guest.client, quiz.id);
    const before = await sweepSessions(app.db, new Date(serverNow().getTime() + GUEST_ACCESS_MS - 60_000));
    expect((await attemptOf(guest.guestAccessId)).attempt!.isCompleted).toBe(false);
    expect(before.finished).toBe(0);

    const later = new Date(serverNow().getTime() + PAST_EXPIRY_MS + 3_600_000);
    expect((await sweepSessions(app.db, later)).finished).toBeGreaterThanOrEqual(1);
    const { attempt, result } = await attemptOf(guest.guestAccessId);
    expect(attempt!.isCompleted).toBe(true);
    expect(result).toMatchObject({ passed: true, correctAnswers: 2 });
    // finished as of the access's end, not of the sweep
    expect(result!.completedAt.getTime()).toBeLessThan(later.getTime() - 3_600_000);
  });

  it('an attempt started a minute before the end is played on and finished after it, with every answer', async () => {
    const quiz = await createQuiz(app.db, { questionCount: 2, durationMinutes: 10 });
    const guest = await guestWithAccess(app, quiz);
    setClockOffset(GUEST_ACCESS_MS - 60_000);
    const started = await guest.client.post(`/api/play/${quiz.id}/start`, { deviceId: DEVICE });
    expect(started.statusCode, started.body).toBe(200);
    const session = started.json() as { sessionId: string; questions: { id: string }[] };
    const url = (action: string) => `/api/play/sessions/${session.sessionId}/${action}`;
    const answer = (index: number) => ({
      questionId: session.questions[index]!.id,
      optionIndex: index % 4,
      currentQuestionIndex: index,
    });
    expect((await guest.client.request('PUT', url('answers'), answer(0))).statusCode).toBe(200);

    setClockOffset(GUEST_ACCESS_MS + 60_000);
    const calls: [string, string, unknown][] = [
      ['PUT', url('answers'), answer(1)],
      ['POST', url('heartbeat'), { currentQuestionIndex: 1 }],
      ['POST', url('pause'), { reason: 'closed' }],
      ['POST', url('resume'), { deviceId: DEVICE }],
      ['POST', url('takeover'), { deviceId: 'device-expiry-bbbb' }],
    ];
    for (const [method, path, body] of calls) {
      const res = await guest.client.request(method as 'POST', path, body);
      expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
    }
    // no new attempt after the end, and the intro says so while offering the one in progress
    const restart = await guest.client.post(`/api/play/${quiz.id}/start`, { deviceId: DEVICE });
    expect(restart.statusCode).toBe(403);
    expect(restart.json().error.code).toBe('GUEST_ACCESS_EXPIRED');
    const intro = (await guest.client.get(`/api/play/${quiz.id}`)).json();
    expect(intro.access).toMatchObject({ allowed: false, code: 'GUEST_ACCESS_EXPIRED' });
    expect(intro.activeSession).toMatchObject({ answeredCount: 2 });

    const active = intro.activeSession.sessionId as string;
    const finished = await guest.client.post(`/api/play/sessions/${active}/finish`);
    expect(finished.statusCode, finished.body).toBe(200);
    const { attempt, result } = await attemptOf(guest.guestAccessId);
    expect(attempt!.isCompleted).toBe(true);
    expect(result).toMatchObject({ correctAnswers: 2, passed: true });
    const again = await guest.client.post(`/api/play/${quiz.id}/start`, { deviceId: DEVICE });
    expect(again.json().error.code).toBe('GUEST_ACCESS_EXPIRED');
  });

  it('the sweeper finishes such an attempt when its own time is up, not at the end of the access', async () => {
    const quiz = await createQuiz(app.db, { questionCount: 2, durationMinutes: 10 });
    const guest = await guestWithAccess(app, quiz);
    const checkout = serverNow().getTime();
    setClockOffset(GUEST_ACCESS_MS - 60_000);
    await pausedPassingAttempt(guest.client, quiz.id);
    const startedAt = (await attemptOf(guest.guestAccessId)).attempt!.startedAt.getTime();

    await sweepSessions(app.db, new Date(checkout + GUEST_ACCESS_MS + 5 * 60_000));
    expect((await attemptOf(guest.guestAccessId)).attempt!.isCompleted).toBe(false);

    const timeUp = startedAt + 10 * 60_000;
    await sweepSessions(app.db, new Date(timeUp + 60_000));
    const { attempt, result } = await attemptOf(guest.guestAccessId);
    expect(attempt!.isCompleted).toBe(true);
    expect(result).toMatchObject({ correctAnswers: 2, passed: true });
    expect(result!.completedAt.getTime()).toBeLessThanOrEqual(timeUp);
    expect(result!.completedAt.getTime()).toBeGreaterThan(checkout + GUEST_ACCESS_MS);
  });
});
