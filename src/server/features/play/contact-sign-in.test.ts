import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { authSessions, quizSessions, users } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { runningSessionFields, signedInUser, startedSession, testClock } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { Player } from '../identity/player';
import { heartbeat, saveAnswer } from './progress';
import { contactWhileRunning } from './running-contacts';

/*
 * Answers and heartbeats may come with a sign-in the session cache believed without the change
 * feed's confirmation (player.ts, SignInToCheck). The statement that writes them checks it: its
 * auth session still there, current and the learner's, the learner not banned. Whatever it does
 * not write goes to the transactional way only through a confirmed sign-in. On PostgreSQL the
 * batch statement (contact-batch.ts) is tested, on the embedded database the single one.
 */

let app: TestApp;
const clock = testClock();
const { at } = clock;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

/** a learner playing a running one-question session, with the auth session they signed in with */
async function learnerPlaying() {
  const learner = await signedInUser(app);
  const session = await startedSession(app, learner.client);
  await app.db
    .update(quizSessions)
    .set(runningSessionFields(clock))
    .where(eq(quizSessions.id, session.sessionId));
  const [signIn] = await app.db
    .select({ id: authSessions.id })
    .from(authSessions)
    .where(eq(authSessions.userId, learner.id));
  const confirmed = vi.fn(async (): Promise<Player> => {
    throw new AppError(401, 'UNAUTHENTICATED');
  });
  const toCheck = (authSessionId = signIn!.id): Player => ({
    kind: 'user',
    id: learner.id,
    name: 'Sinov',
    signIn: { authSessionId, confirmed },
  });
  const answers = async () => {
    const [row] = await app.db
      .select({ answers: quizSessions.answers })
      .from(quizSessions)
      .where(eq(quizSessions.id, session.sessionId));
    return row!.answers;
  };
  return { ...learner, ...session, authSessionId: signIn!.id, toCheck, confirmed, answers };
}

const answerTo = (questionId: string, optionIndex = 1) => ({ questionId, optionIndex });

describe('a sign-in still to be checked', () => {
  it('answers and heartbeats take a known sign-in without waiting for the change feed; other routes wait', async () => {
    const learner = await signedInUser(app);
    const { sessionId, questionId } = await startedSession(app, learner.client);
    const roundTrips = vi.spyOn(app.database, 'notificationsCaughtUp');
    try {
      const answer = { questionId, optionIndex: 1, currentQuestionIndex: 0 };
      const saved = await learner.client.request('PUT', `/api/play/sessions/${sessionId}/answers`, answer);
      expect(saved.statusCode).toBe(200);
      const beat = { currentQuestionIndex: 0 };
      expect((await learner.client.post(`/api/play/sessions/${sessionId}/heartbeat`, beat)).statusCode).toBe(
        200,
      );
      expect(roundTrips).not.toHaveBeenCalled();
      expect((await learner.client.get('/api/notifications')).statusCode).toBe(200);
      expect(roundTrips).toHaveBeenCalledTimes(1);
    } finally {
      roundTrips.mockRestore();
    }
  });

  it('that holds: the answer and the heartbeat are written, nothing asked again', async () => {
    const l = await learnerPlaying();
    expect(
      await contactWhileRunning(app.db, l.toCheck(), l.sessionId, at(60), 0, answerTo(l.questionId)),
    ).toBe(540);
    expect(await contactWhileRunning(app.db, l.toCheck(), l.sessionId, at(61), 0)).toBe(539);
    expect(await l.answers()).toEqual({ [l.questionId]: 1 });
    expect(l.confirmed).not.toHaveBeenCalled();
  });

  it('signed out (its auth session deleted): nothing written', async () => {
    const l = await learnerPlaying();
    await app.db.delete(authSessions).where(eq(authSessions.id, l.authSessionId));
    expect(
      await contactWhileRunning(app.db, l.toCheck(), l.sessionId, at(60), 0, answerTo(l.questionId)),
    ).toBeNull();
    expect(await contactWhileRunning(app.db, l.toCheck(), l.sessionId, at(61), 0)).toBeNull();
    expect(await l.answers()).toEqual({});
  });

  it('past its end at the contact: nothing written; the same contact with a confirmed sign-in is', async () => {
    const l = await learnerPlaying();
    await app.db
      .update(authSessions)
      .set({ expiresAt: at(30) })
      .where(eq(authSessions.id, l.authSessionId));
    expect(
      await contactWhileRunning(app.db, l.toCheck(), l.sessionId, at(60), 0, answerTo(l.questionId)),
    ).toBeNull();
    const confirmedPlayer: Player = { kind: 'user', id: l.id, name: 'Sinov' };
    expect(
      await contactWhileRunning(app.db, confirmedPlayer, l.sessionId, at(60), 0, answerTo(l.questionId)),
    ).toBe(540);
  });

  it('the learner banned: nothing written', async () => {
    const l = await learnerPlaying();
    await app.db.update(users).set({ banned: true }).where(eq(users.id, l.id));
    expect(
      await contactWhileRunning(app.db, l.toCheck(), l.sessionId, at(60), 0, answerTo(l.questionId)),
    ).toBeNull();
    await app.db.update(users).set({ banned: false }).where(eq(users.id, l.id));
    expect(
      await contactWhileRunning(app.db, l.toCheck(), l.sessionId, at(61), 0, answerTo(l.questionId)),
    ).toBe(539);
  });

  it("another learner's auth session: nothing written", async () => {
    const l = await learnerPlaying();
    const other = await learnerPlaying();
    const borrowed = l.toCheck(other.authSessionId);
    expect(
      await contactWhileRunning(app.db, borrowed, l.sessionId, at(60), 0, answerTo(l.questionId)),
    ).toBeNull();
    expect(await l.answers()).toEqual({});
  });

  it('a save the statement refused takes the transactional way only through a confirmed sign-in', async () => {
    const l = await learnerPlaying();
    await app.db.delete(authSessions).where(eq(authSessions.id, l.authSessionId));
    const input = { ...answerTo(l.questionId), currentQuestionIndex: 0 };
    const refused = await saveAnswer(app.database, l.toCheck(), l.sessionId, input, at(60)).catch((e) => e);
    expect(refused).toMatchObject({ statusCode: 401, code: 'UNAUTHENTICATED' });
    expect(l.confirmed).toHaveBeenCalledTimes(1);
    expect(await l.answers()).toEqual({});
    // confirmed as the same learner (say, signed in again meanwhile): the transaction saves it
    l.confirmed.mockResolvedValueOnce({ kind: 'user', id: l.id, name: 'Sinov' });
    expect(await saveAnswer(app.database, l.toCheck(), l.sessionId, input, at(61))).toEqual({
      timeRemaining: 539,
      running: true,
    });
    expect(await l.answers()).toEqual({ [l.questionId]: 1 });
    const beat = await heartbeat(app.database, l.toCheck(), l.sessionId, 0, at(62)).catch((e) => e);
    expect(beat).toMatchObject({ statusCode: 401, code: 'UNAUTHENTICATED' });
    expect(l.confirmed).toHaveBeenCalledTimes(3);
  });
});
