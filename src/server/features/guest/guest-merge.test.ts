import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import {
  certificates,
  guestAccess,
  purchases,
  questions,
  quizAttempts,
  quizResults,
  quizSessions,
  userNotifications,
} from '../../db/schema';
import { DEMO_PASSWORD } from '../../seed/demo-accounts';
import { createQuiz, createQuizResult, signedInUser } from '../../test/factories';
import { insertGuestAccess, newGuestBuyer } from '../../test/guest';
import { type Client, client } from '../../test/http';
import { openFeed } from '../../test/live-feed';
import { createTestApp, type TestApp } from '../../test/test-app';
import { guestCookieName } from '../identity/guest-credentials';
import { mergeGuestPurchases } from './guest-merge';
import { mergeGuestPurchasesOnSignIn } from './merge-on-sign-in';

let app: TestApp;
let address: string;
beforeAll(async () => {
  app = await createTestApp();
  address = await app.server.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => app?.close());

/** A confirmed account with this email (not signed in). */
async function accountFor(email: string, name = 'Hisob Egasi') {
  const { user } = await app.auth.api.createUser({
    body: { email, password: DEMO_PASSWORD, name, role: 'USER' as never, data: { emailVerified: true } },
  });
  return user.id;
}

const signIn = (email: string) =>
  client(app.server).post('/api/auth/sign-in/email', { email, password: DEMO_PASSWORD });

async function attempt(
  db: Db,
  owner: { userId?: string; guestAccessId?: string },
  quizId: string,
  number: number,
) {
  const [row] = await db
    .insert(quizAttempts)
    .values({ ...owner, quizId, attemptNumber: number, isCompleted: true })
    .returning();
  return row!;
}

/** A guest's passed result with its certificate in the name given at checkout. */
async function guestPass(db: Db, guestAccessId: string, quizId: string, number: number, holderName: string) {
  const row = await attempt(db, { guestAccessId }, quizId, number);
  const result = await createQuizResult(db, { quizId, userId: null, percentage: 90 });
  await db.update(quizResults).set({ guestAccessId, attemptId: row.id }).where(eq(quizResults.id, result.id));
  const [certificate] = await db
    .insert(certificates)
    .values({ quizId, resultId: result.id, code: `BLM-${result.id.slice(0, 8)}`, holderName })
    .returning();
  return { attempt: row, result, certificate: certificate! };
}

describe('merging guest purchases on sign-in', () => {
  it("a verified sign-in with the guest's email shows the purchase, results and certificates in /api/me", async () => {
    const quiz = await createQuiz(app.db);
    const buyer = newGuestBuyer();
    const guest = await insertGuestAccess(app.db, quiz.id, { buyer });
    const { result, certificate } = await guestPass(app.db, guest.guestAccessId, quiz.id, 1, buyer.fullName);
    const userId = await accountFor(buyer.email.toUpperCase(), 'Boshqa Ism');

    // the buying browser signs in: it holds the access's cookie, the proof that moves the play
    const browser = browserHolding(quiz.id, guest.token);
    const res = await browser.post('/api/auth/sign-in/email', {
      email: buyer.email,
      password: DEMO_PASSWORD,
    });
    expect(res.statusCode).toBe(200);

    const owned = (await browser.get('/api/me/quizzes')).json();
    expect(JSON.stringify(owned)).toContain(quiz.id);
    expect(JSON.stringify((await browser.get('/api/me/results')).json())).toContain(result.id);
    const mine = (await browser.get('/api/me/certificates')).json().certificates as { id: string }[];
    expect(mine.map((c) => c.id)).toContain(certificate.id);
    const [kept] = await app.db.select().from(certificates).where(eq(certificates.id, certificate.id));
    expect(kept).toMatchObject({ userId, holderName: buyer.fullName });
    const [movedResult] = await app.db.select().from(quizResults).where(eq(quizResults.id, result.id));
    expect(movedResult).toMatchObject({ userId, guestAccessId: guest.guestAccessId });

    const [access] = await app.db.select().from(guestAccess).where(eq(guestAccess.id, guest.guestAccessId));
    expect(access!.mergedUserId).toBe(userId);
    const notes = await app.db.select().from(userNotifications).where(eq(userNotifications.userId, userId));
    expect(notes.map((n) => [n.type, n.title])).toEqual([
      ['guest_purchase_merged', "Mehmon sifatida qilgan xaridingiz hisobingizga qo'shildi"],
    ]);
    expect(notes[0]!.message).toContain(quiz.title);

    // the guest's browser and link now say where the purchase went
    const guestBrowser = client(app.server);
    guestBrowser.cookies.set(guestCookieName(quiz.id), guest.token);
    expect((await guestBrowser.get(`/api/guest-access/${quiz.id}`)).json().state).toBe('merged');
    const redeem = await client(app.server).post('/api/guest-access/redeem', { token: guest.linkToken });
    expect([redeem.statusCode, redeem.json().error.code]).toEqual([409, 'GUEST_ACCESS_MERGED']);

    // a second sign-in changes nothing
    expect((await signIn(buyer.email)).statusCode).toBe(200);
    expect(
      await app.db.select().from(userNotifications).where(eq(userNotifications.userId, userId)),
    ).toHaveLength(1);
  });

  it("numbers the guest's attempts after the user's own, and keeps the user's purchase and live session", async () => {
    const quiz = await createQuiz(app.db, { price: 0 });
    const learner = await signedInUser(app);
    expect((await learner.client.post(`/api/quizzes/${quiz.id}/claim`)).statusCode).toBe(200);
    const own = await attempt(app.db, { userId: learner.id }, quiz.id, 1);
    await app.db.insert(quizSessions).values({
      userId: learner.id,
      quizId: quiz.id,
      attemptId: own.id,
      deviceId: 'device-user',
      timeRemaining: 600,
    });
    const guest = await insertGuestAccess(app.db, quiz.id, {
      buyer: { ...newGuestBuyer(), email: learner.email },
    });
    const first = await attempt(app.db, { guestAccessId: guest.guestAccessId }, quiz.id, 1);
    const second = await attempt(app.db, { guestAccessId: guest.guestAccessId }, quiz.id, 2);
    const [guestSession] = await app.db
      .insert(quizSessions)
      .values({
        guestAccessId: guest.guestAccessId,
        quizId: quiz.id,
        attemptId: second.id,
        deviceId: 'device-guest',
        timeRemaining: 300,
      })
      .returning();

    expect(await mergeGuestPurchases(app.db, learner.id, { email: learner.email }, [guest.token])).toBe(1);

    const numbers = await app.db
      .select({ id: quizAttempts.id, number: quizAttempts.attemptNumber, userId: quizAttempts.userId })
      .from(quizAttempts)
      .where(eq(quizAttempts.quizId, quiz.id));
    expect(numbers.sort((a, b) => a.number - b.number)).toEqual([
      { id: own.id, number: 1, userId: learner.id },
      { id: first.id, number: 2, userId: learner.id },
      { id: second.id, number: 3, userId: learner.id },
    ]);
    const [guestPurchase] = await app.db.select().from(purchases).where(eq(purchases.id, guest.purchaseId));
    expect(guestPurchase!.userId).toBeNull();
    const [ended] = await app.db.select().from(quizSessions).where(eq(quizSessions.id, guestSession!.id));
    expect(ended!.isActive).toBe(false);
    expect(await mergeGuestPurchases(app.db, learner.id, { email: learner.email }, [guest.token])).toBe(0);
  });

  it('a live guest session continues as the user’s when the user is not playing that quiz', async () => {
    const quiz = await createQuiz(app.db);
    const buyer = newGuestBuyer();
    const userId = await accountFor(buyer.email);
    const guest = await insertGuestAccess(app.db, quiz.id, { buyer });
    const running = await attempt(app.db, { guestAccessId: guest.guestAccessId }, quiz.id, 1);
    const [session] = await app.db
      .insert(quizSessions)
      .values({
        guestAccessId: guest.guestAccessId,
        quizId: quiz.id,
        attemptId: running.id,
        deviceId: 'device-guest',
        timeRemaining: 300,
      })
      .returning();
    await mergeGuestPurchases(app.db, userId, { email: buyer.email }, [guest.token]);
    const [moved] = await app.db.select().from(quizSessions).where(eq(quizSessions.id, session!.id));
    expect(moved).toMatchObject({ userId, guestAccessId: null, isActive: true });
    const [purchase] = await app.db.select().from(purchases).where(eq(purchases.id, guest.purchaseId));
    expect(purchase!.userId).toBe(userId);
  });

  it('parallel merges merge once: no duplicate moves, no unique violations', async () => {
    const quiz = await createQuiz(app.db);
    const buyer = newGuestBuyer();
    const userId = await accountFor(buyer.email);
    const tokens: string[] = [];
    for (let i = 0; i < 2; i++) {
      const guest = await insertGuestAccess(app.db, quiz.id, { buyer });
      tokens.push(guest.token);
      await attempt(app.db, { guestAccessId: guest.guestAccessId }, quiz.id, 1);
      await attempt(app.db, { guestAccessId: guest.guestAccessId }, quiz.id, 2);
    }
    const merged = await Promise.all([
      ...Array.from({ length: 3 }, () => mergeGuestPurchases(app.db, userId, { email: buyer.email }, tokens)),
      signIn(buyer.email).then((res) => (res.statusCode === 200 ? 0 : Number.NaN)),
    ]);
    // each access is newly merged exactly once, whoever came first
    expect(merged.reduce((sum, n) => sum + n, 0)).toBe(2);
    const numbers = await app.db
      .select({ number: quizAttempts.attemptNumber })
      .from(quizAttempts)
      .where(and(eq(quizAttempts.quizId, quiz.id), eq(quizAttempts.userId, userId)));
    expect(numbers.map((n) => n.number).sort()).toEqual([1, 2, 3, 4]);
    const notes = await app.db.select().from(userNotifications).where(eq(userNotifications.userId, userId));
    expect(notes).toHaveLength(2);
    // the first purchase became the user's; the second stays unlinked (one per user and quiz)
    const linked = await app.db
      .select()
      .from(purchases)
      .where(and(eq(purchases.userId, userId), eq(purchases.quizId, quiz.id)));
    expect(linked).toHaveLength(1);
  });

  it('a failing merge is logged and does not fail the sign-in', async () => {
    const errors: unknown[] = [];
    const broken = {
      select: () => {
        throw new Error('database unavailable');
      },
    } as unknown as Db;
    await expect(
      mergeGuestPurchasesOnSignIn(broken, { error: (...args: unknown[]) => errors.push(args) } as never)({
        userId: 'u1',
      }),
    ).resolves.toBeUndefined();
    expect(errors).toHaveLength(1);
  });
});

describe('only a proven browser brings the guest play along', () => {
  /** A guest's failed attempt (0%) on the access, as a stranger who typed this email would leave. */
  async function plantedFailure(quizId: string, guestAccessId: string) {
    const row = await attempt(app.db, { guestAccessId }, quizId, 1);
    const result = await createQuizResult(app.db, { quizId, userId: null, percentage: 0 });
    await app.db
      .update(quizResults)
      .set({ guestAccessId, attemptId: row.id })
      .where(eq(quizResults.id, result.id));
    return { attempt: row, result };
  }
  const attemptsOf = (userId: string, quizId: string) =>
    app.db
      .select()
      .from(quizAttempts)
      .where(and(eq(quizAttempts.userId, userId), eq(quizAttempts.quizId, quizId)));

  it("a checkout with someone else's email gives them the purchase, never the attempts or results", async () => {
    const quiz = await createQuiz(app.db, { maxAttempts: 1 });
    const victim = newGuestBuyer();
    const userId = await accountFor(victim.email);
    const planted = await insertGuestAccess(app.db, quiz.id, { buyer: victim });
    const { result } = await plantedFailure(quiz.id, planted.guestAccessId);

    // the victim signs in from their own browser, which never held the guest's cookies
    const browser = client(app.server);
    expect(
      (await browser.post('/api/auth/sign-in/email', { email: victim.email, password: DEMO_PASSWORD }))
        .statusCode,
    ).toBe(200);

    expect(JSON.stringify((await browser.get('/api/me/quizzes')).json())).toContain(quiz.id);
    expect(JSON.stringify((await browser.get('/api/me/results')).json())).not.toContain(result.id);
    expect(await attemptsOf(userId, quiz.id)).toEqual([]);
    const [kept] = await app.db.select().from(quizResults).where(eq(quizResults.id, result.id));
    expect(kept!.userId).toBeNull();
    // the one allowed attempt is still the victim's to use
    const intro = (await browser.get(`/api/play/${quiz.id}`)).json();
    expect(intro.access).toMatchObject({ allowed: true });
  });

  it("the emailed link's browser is proof of the mailbox: its sign-in brings the results", async () => {
    const quiz = await createQuiz(app.db);
    const buyer = newGuestBuyer();
    const userId = await accountFor(buyer.email);
    const guest = await insertGuestAccess(app.db, quiz.id, { buyer });
    const { result } = await plantedFailure(quiz.id, guest.guestAccessId);

    const browser = client(app.server);
    expect((await browser.post('/api/guest-access/redeem', { token: guest.linkToken })).statusCode).toBe(200);
    expect(
      (await browser.post('/api/auth/sign-in/email', { email: buyer.email, password: DEMO_PASSWORD }))
        .statusCode,
    ).toBe(200);

    expect(JSON.stringify((await browser.get('/api/me/results')).json())).toContain(result.id);
    expect(await attemptsOf(userId, quiz.id)).toHaveLength(1);
  });

  it('a later sign-in from the buying browser brings what an earlier one left, notifying once', async () => {
    const quiz = await createQuiz(app.db);
    const buyer = newGuestBuyer();
    const userId = await accountFor(buyer.email);
    const guest = await insertGuestAccess(app.db, quiz.id, { buyer });
    const { result } = await plantedFailure(quiz.id, guest.guestAccessId);

    expect((await signIn(buyer.email)).statusCode).toBe(200);
    expect(await attemptsOf(userId, quiz.id)).toEqual([]);

    const buying = browserHolding(quiz.id, guest.token);
    expect(
      (await buying.post('/api/auth/sign-in/email', { email: buyer.email, password: DEMO_PASSWORD }))
        .statusCode,
    ).toBe(200);
    expect(await attemptsOf(userId, quiz.id)).toHaveLength(1);
    const [moved] = await app.db.select().from(quizResults).where(eq(quizResults.id, result.id));
    expect(moved!.userId).toBe(userId);
    const notes = await app.db.select().from(userNotifications).where(eq(userNotifications.userId, userId));
    expect(notes.map((n) => n.type)).toEqual(['guest_purchase_merged']);
  });
});

/** A browser holding a guest access's token as its quiz cookie (the buying or the link's browser). */
function browserHolding(quizId: string, token: string) {
  const browser = client(app.server);
  browser.cookies.set(guestCookieName(quizId), token);
  return browser;
}

/** The guest starts the quiz over HTTP and answers its first question right. */
async function guestAnswersFirst(browser: Client, quizId: string) {
  const started = await browser.post(`/api/play/${quizId}/start`, { deviceId: 'device-guest-merge' });
  expect(started.statusCode, started.body).toBe(200);
  const session = started.json() as { sessionId: string; questions: { id: string }[] };
  const [question] = await app.db
    .select({ id: questions.id, correct: questions.correctAnswer })
    .from(questions)
    .where(eq(questions.id, session.questions[0]!.id));
  const answer = { questionId: question!.id, optionIndex: question!.correct, currentQuestionIndex: 0 };
  const res = await browser.request('PUT', `/api/play/sessions/${session.sessionId}/answers`, answer);
  expect(res.statusCode, res.body).toBe(200);
  return { sessionId: session.sessionId, questionId: question!.id };
}

describe('merging while the guest is playing', () => {
  it("the user is playing too: the guest's attempt is finished with its answers and the guest's page hears it ended", async () => {
    const quiz = await createQuiz(app.db, { price: 0, questionCount: 2 });
    const learner = await signedInUser(app);
    expect((await learner.client.post(`/api/quizzes/${quiz.id}/claim`)).statusCode).toBe(200);
    const own = await learner.client.post(`/api/play/${quiz.id}/start`, { deviceId: 'device-user-merge' });
    expect(own.statusCode, own.body).toBe(200);
    const guest = await insertGuestAccess(app.db, quiz.id, {
      buyer: { ...newGuestBuyer(), email: learner.email },
    });
    const browser = browserHolding(quiz.id, guest.token);
    const played = await guestAnswersFirst(browser, quiz.id);

    const feed = await openFeed(address, browser);
    try {
      await feed.readUntil('event: ready');
      expect(await mergeGuestPurchases(app.db, learner.id, { email: learner.email }, [guest.token])).toBe(1);
      expect(await feed.readUntil('"event":"ended"')).toContain(`"sessionId":"${played.sessionId}"`);
    } finally {
      feed.close();
    }

    const [session] = await app.db.select().from(quizSessions).where(eq(quizSessions.id, played.sessionId));
    expect(session!.isActive).toBe(false);
    const [attemptRow] = await app.db
      .select()
      .from(quizAttempts)
      .where(eq(quizAttempts.id, session!.attemptId));
    expect(attemptRow).toMatchObject({ isCompleted: true, userId: learner.id });
    const [result] = await app.db
      .select()
      .from(quizResults)
      .where(eq(quizResults.attemptId, session!.attemptId));
    expect(result).toMatchObject({
      userId: learner.id,
      guestAccessId: guest.guestAccessId,
      correctAnswers: 1,
    });
    expect(result!.answers).toEqual({ [played.questionId]: expect.any(Number) });
    // the user's own session plays on
    const [mine] = await app.db.select().from(quizSessions).where(eq(quizSessions.id, own.json().sessionId));
    expect(mine!.isActive).toBe(true);
  });

  it("the user is not playing: the session continues as the user's and the guest's page hears it ended", async () => {
    const quiz = await createQuiz(app.db, { questionCount: 2 });
    const buyer = newGuestBuyer();
    const userId = await accountFor(buyer.email);
    const guest = await insertGuestAccess(app.db, quiz.id, { buyer });
    const browser = browserHolding(quiz.id, guest.token);
    const played = await guestAnswersFirst(browser, quiz.id);

    const feed = await openFeed(address, browser);
    try {
      await feed.readUntil('event: ready');
      await mergeGuestPurchases(app.db, userId, { email: buyer.email }, [guest.token]);
      expect(await feed.readUntil('"event":"ended"')).toContain(`"sessionId":"${played.sessionId}"`);
    } finally {
      feed.close();
    }
    const [moved] = await app.db.select().from(quizSessions).where(eq(quizSessions.id, played.sessionId));
    expect(moved).toMatchObject({ userId, guestAccessId: null, isActive: true });
  });
});
