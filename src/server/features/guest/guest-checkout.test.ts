import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { guestAccess, payments, purchases, quizzes } from '../../db/schema';
import { setClockOffset } from '../../lib/clock';
import { createQuiz, signedInUser } from '../../test/factories';
import { guestWithAccess, newGuestBuyer, setGuestPurchase } from '../../test/guest';
import { client } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  GUEST_ACCESS_MS,
  guestAccessesFrom,
  guestCookieName,
  hashGuestToken,
} from '../identity/guest-credentials';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
  await setGuestPurchase(app.db, true);
});
afterAll(() => app?.close());
afterEach(() => setClockOffset(0));

const checkout = (browser = client(app.server), body: Record<string, unknown>) =>
  browser.post('/api/guest-checkout', body);

describe('guest checkout', () => {
  it('refuses while guest purchase is off, a missing or inactive quiz, and a signed-in caller', async () => {
    const quiz = await createQuiz(app.db);
    const hidden = await createQuiz(app.db, { isActive: false });
    await setGuestPurchase(app.db, false);
    const off = await checkout(undefined, { quizId: quiz.id, ...newGuestBuyer() });
    expect([off.statusCode, off.json().error.code]).toEqual([403, 'GUEST_PURCHASE_DISABLED']);
    await setGuestPurchase(app.db, true);

    for (const quizId of [hidden.id, '00000000-0000-4000-8000-000000000000']) {
      const missing = await checkout(undefined, { quizId, ...newGuestBuyer() });
      expect([missing.statusCode, missing.json().error.code]).toEqual([404, 'QUIZ_NOT_FOUND']);
    }
    const learner = await signedInUser(app);
    const signedIn = await checkout(learner.client, { quizId: quiz.id, ...newGuestBuyer() });
    expect([signedIn.statusCode, signedIn.json().error.code]).toEqual([409, 'GUEST_CHECKOUT_SIGNED_IN']);
    const recorded = await app.db.select({ items: payments.items }).from(payments);
    expect(
      recorded.filter((p) => p.items.some((item) => [quiz.id, hidden.id].includes(item.quizId))),
    ).toEqual([]);
  });

  it('validates the buyer: email, full name, an Uzbek mobile number', async () => {
    const quiz = await createQuiz(app.db);
    const bad = await checkout(undefined, {
      quizId: quiz.id,
      email: 'not-an-email',
      fullName: ' A ',
      phone: 'call me',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['email', 'fullName', 'phone']);
  });

  it('prices from the database, stores the browser token hashed and sets an HttpOnly cookie for /api', async () => {
    const quiz = await createQuiz(app.db, { price: 37_000 });
    const browser = client(app.server);
    const res = await checkout(browser, {
      quizId: quiz.id,
      email: '  Mehmon.Katta@Example.UZ ',
      fullName: '  Aziza Karimova ',
      phone: '+998 (90) 123-45-67',
      price: 1,
      amount: 1,
    });
    expect(res.statusCode).toBe(200);
    const { paymentId, redirectUrl } = res.json();
    expect(redirectUrl).toBe(`/payment/demo/${paymentId}`);
    const cookie = res.cookies.find((c) => c.name === guestCookieName(quiz.id))!;
    expect(cookie).toMatchObject({ path: '/api', httpOnly: true, sameSite: 'Lax', maxAge: 48 * 3600 });
    expect(cookie.secure).toBeFalsy();
    const [payment] = await app.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(payment).toMatchObject({
      userId: null,
      status: 'PENDING',
      method: 'CLICK',
      provider: 'demo',
      amount: 37_000,
      items: [{ quizId: quiz.id, price: 37_000 }],
      guestEmail: 'mehmon.katta@example.uz',
      guestName: 'Aziza Karimova',
      guestPhone: '+998901234567',
      guestTokenHash: hashGuestToken(cookie.value),
    });
    const status = await browser.get(`/api/guest-checkout/payments/${paymentId}`);
    expect(status.json()).toEqual({
      payment: {
        id: paymentId,
        status: 'PENDING',
        amount: 37_000,
        quiz: { id: quiz.id, title: quiz.title },
        email: 'mehmon.katta@example.uz',
        phone: '+998901234567',
        fullName: 'Aziza Karimova',
      },
      access: null,
    });
  });

  it('a payment whose quiz went off sale says so, and the demo page cannot take it', async () => {
    const quiz = await createQuiz(app.db);
    const browser = client(app.server);
    const { paymentId } = (await checkout(browser, { quizId: quiz.id, ...newGuestBuyer() })).json();
    await app.db.update(quizzes).set({ isActive: false }).where(eq(quizzes.id, quiz.id));

    const status = (await browser.get(`/api/guest-checkout/payments/${paymentId}`)).json();
    expect(status.payment).toMatchObject({ status: 'PENDING', unpayableBecause: 'QUIZ_UNAVAILABLE' });
    const confirm = await browser.post(`/api/guest-checkout/payments/${paymentId}/demo-confirm`, {
      outcome: 'success',
    });
    expect([confirm.statusCode, confirm.json().error.code]).toEqual([409, 'PAYMENT_QUIZ_UNAVAILABLE']);
  });

  it('secure cookies when the site is https', async () => {
    const https = await createTestApp({ config: { publicUrl: 'https://bilimdon.example' } });
    try {
      await setGuestPurchase(https.db, true);
      const quiz = await createQuiz(https.db);
      const res = await client(https.server, 'https://bilimdon.example').post('/api/guest-checkout', {
        quizId: quiz.id,
        ...newGuestBuyer(),
      });
      expect(res.cookies.find((c) => c.name === guestCookieName(quiz.id))?.secure).toBe(true);
    } finally {
      await https.close();
    }
  });

  it('the payment opens only for the browser that started it', async () => {
    const quiz = await createQuiz(app.db);
    const browser = client(app.server);
    const { paymentId } = (await checkout(browser, { quizId: quiz.id, ...newGuestBuyer() })).json();
    const stranger = client(app.server);
    expect((await stranger.get(`/api/guest-checkout/payments/${paymentId}`)).statusCode).toBe(404);
    stranger.cookies.set(guestCookieName(quiz.id), 'x'.repeat(43));
    for (const res of [
      await stranger.get(`/api/guest-checkout/payments/${paymentId}`),
      await stranger.post(`/api/guest-checkout/payments/${paymentId}/demo-confirm`, { outcome: 'success' }),
    ]) {
      expect([res.statusCode, res.json().error.code]).toEqual([404, 'PAYMENT_NOT_FOUND']);
    }
    const learner = await signedInUser(app);
    expect((await learner.client.get(`/api/payments/${paymentId}`)).statusCode).toBe(404);
    const [payment] = await app.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(payment!.status).toBe('PENDING');
  });
});

describe('completing a guest payment', () => {
  it('records the purchase without a user, a 24-hour access and emails a link that works in another browser', async () => {
    const quiz = await createQuiz(app.db, { price: 25_000 });
    const buyer = { ...newGuestBuyer(), phone: '+998 90 123 45 67' };
    const before = Date.now();
    const { client: browser, paymentId, linkToken } = await guestWithAccess(app, quiz, buyer);

    const [purchase] = await app.db.select().from(purchases).where(eq(purchases.paymentId, paymentId));
    expect(purchase).toMatchObject({
      userId: null,
      quizId: quiz.id,
      amount: 25_000,
      paymentMethod: 'CLICK',
      paymentStatus: 'COMPLETED',
      paymentData: {
        guest_email: buyer.email,
        guest_name: buyer.fullName,
        // stored as E.164, however it was typed
        guest_phone: '+998901234567',
        is_guest_purchase: true,
      },
    });
    expect(purchase!.transactionId).toMatch(/^guest_\d{13}$/);
    const [access] = await app.db.select().from(guestAccess).where(eq(guestAccess.purchaseId, purchase!.id));
    expect(access!.expiresAt.getTime() - before).toBeGreaterThanOrEqual(GUEST_ACCESS_MS);
    expect(access!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(GUEST_ACCESS_MS);
    expect(access!.linkTokenHash).toBe(hashGuestToken(linkToken));

    const status = (await browser.get(`/api/guest-checkout/payments/${paymentId}`)).json();
    expect(status.payment.status).toBe('COMPLETED');
    expect(status.access).toEqual({ purchaseId: purchase!.id, expiresAt: access!.expiresAt.toISOString() });
    expect((await browser.get(`/api/guest-access/${quiz.id}`)).json()).toEqual({
      state: 'active',
      expiresAt: access!.expiresAt.toISOString(),
      email: buyer.email,
      fullName: buyer.fullName,
      purchaseId: purchase!.id,
    });

    const mail = await app.lastEmailTo(buyer.email);
    expect(mail!.text).toContain(quiz.title);
    expect(mail!.text).toContain('24 soat');
    // the access end dated as everywhere else: "28 noyabr 2026, 18:30", lower-case month
    expect(mail!.text).toMatch(
      / \d{1,2} (yanvar|fevral|mart|aprel|may|iyun|iyul|avgust|sentabr|oktabr|noyabr|dekabr) \d{4}, \d{2}:\d{2} gacha/,
    );
    expect(mail!.text).toContain(`{{site-url}}/guest-access#${linkToken}`);

    const secondDevice = client(app.server);
    expect((await secondDevice.get(`/api/guest-access/${quiz.id}`)).json()).toEqual({ state: 'none' });
    const redeemed = await secondDevice.post('/api/guest-access/redeem', { token: linkToken });
    expect(redeemed.statusCode).toBe(200);
    expect(redeemed.json()).toEqual({
      quizId: quiz.id,
      quizTitle: quiz.title,
      email: buyer.email,
      fullName: buyer.fullName,
      purchaseId: purchase!.id,
      expiresAt: access!.expiresAt.toISOString(),
    });
    expect(secondDevice.cookies.get(guestCookieName(quiz.id))).toBe(linkToken);
    expect((await secondDevice.get(`/api/guest-access/${quiz.id}`)).json().state).toBe('active');
    // the link's token opens only its own quiz, whatever cookie it is put in
    const other = await createQuiz(app.db);
    const misplaced = client(app.server);
    misplaced.cookies.set(guestCookieName(other.id), linkToken);
    expect((await misplaced.get(`/api/guest-access/${other.id}`)).json()).toEqual({ state: 'none' });
    const underOtherName = {
      cookies: { [guestCookieName(other.id)]: linkToken },
    } as unknown as FastifyRequest;
    expect(await guestAccessesFrom(app.db, underOtherName)).toEqual([]);
    const underOwnName = { cookies: { [guestCookieName(quiz.id)]: linkToken } } as unknown as FastifyRequest;
    expect((await guestAccessesFrom(app.db, underOwnName)).map((c) => [c.quizId, c.state])).toEqual([
      [quiz.id, 'active'],
    ]);
  });

  it('a repeated confirmation or a late failure changes nothing', async () => {
    const quiz = await createQuiz(app.db);
    const { client: browser, paymentId, buyer } = await guestWithAccess(app, quiz);
    const emails = async () =>
      (await app.db.query.emailOutbox.findMany()).filter((m) => m.to === buyer.email);
    const sent = (await emails()).length;
    for (const outcome of ['success', 'failure']) {
      const res = await browser.post(`/api/guest-checkout/payments/${paymentId}/demo-confirm`, { outcome });
      expect(res.json().payment.status).toBe('COMPLETED');
    }
    expect(await app.db.select().from(purchases).where(eq(purchases.paymentId, paymentId))).toHaveLength(1);
    expect((await emails()).length).toBe(sent);
  });

  it('a declined payment opens nothing', async () => {
    const quiz = await createQuiz(app.db);
    const browser = client(app.server);
    const { paymentId } = (await checkout(browser, { quizId: quiz.id, ...newGuestBuyer() })).json();
    const res = await browser.post(`/api/guest-checkout/payments/${paymentId}/demo-confirm`, {
      outcome: 'failure',
    });
    expect(res.json()).toMatchObject({ payment: { status: 'FAILED' }, access: null });
    expect(await app.db.select().from(purchases).where(eq(purchases.paymentId, paymentId))).toEqual([]);
    expect((await browser.get(`/api/guest-access/${quiz.id}`)).json()).toEqual({ state: 'none' });
  });

  it('a browser holding an open access to the quiz is refused a second checkout (409), keeping its cookie', async () => {
    const first = await createQuiz(app.db);
    const second = await createQuiz(app.db);
    const guest = await guestWithAccess(app, first);
    const paymentsOf = async (quizId: string) =>
      (await app.db.select({ items: payments.items }).from(payments)).filter((p) =>
        p.items.some((item) => item.quizId === quizId),
      ).length;

    // another quiz is bought as usual
    expect((await checkout(guest.client, { quizId: second.id, ...guest.buyer })).statusCode).toBe(200);

    const again = await checkout(guest.client, { quizId: first.id, ...guest.buyer });
    expect([again.statusCode, again.json().error.code]).toEqual([409, 'GUEST_ACCESS_ACTIVE']);
    expect(again.headers['set-cookie']).toBeUndefined();
    expect(await paymentsOf(first.id)).toBe(1);
    expect((await guest.client.get(`/api/guest-access/${first.id}`)).json().state).toBe('active');

    // the emailed link's browser holds the same access
    const linked = client(app.server);
    expect((await linked.post('/api/guest-access/redeem', { token: guest.linkToken })).statusCode).toBe(200);
    const fromLink = await checkout(linked, { quizId: first.id, ...guest.buyer });
    expect([fromLink.statusCode, fromLink.json().error.code]).toEqual([409, 'GUEST_ACCESS_ACTIVE']);

    // once the 24 hours are over the quiz may be bought again
    setClockOffset(GUEST_ACCESS_MS + 1000);
    expect((await checkout(guest.client, { quizId: first.id, ...guest.buyer })).statusCode).toBe(200);
  });

  it('a free quiz is not sold to guests: 422 GUEST_FREE_QUIZ, no payment, no cookie', async () => {
    const quiz = await createQuiz(app.db, { price: 0 });
    const browser = client(app.server);
    const res = await checkout(browser, { quizId: quiz.id, ...newGuestBuyer() });
    expect([res.statusCode, res.json().error.code]).toEqual([422, 'GUEST_FREE_QUIZ']);
    expect(res.json().error.message).toContain('tizimga kiring');
    expect(res.headers['set-cookie']).toBeUndefined();
    const recorded = await app.db.select({ items: payments.items }).from(payments);
    expect(recorded.filter((p) => p.items.some((item) => item.quizId === quiz.id))).toEqual([]);
    expect(await app.db.select().from(purchases).where(eq(purchases.quizId, quiz.id))).toEqual([]);
  });

  it('a payment started before guest purchase was turned off still completes', async () => {
    const quiz = await createQuiz(app.db);
    const browser = client(app.server);
    const { paymentId } = (await checkout(browser, { quizId: quiz.id, ...newGuestBuyer() })).json();
    await setGuestPurchase(app.db, false);
    try {
      const res = await browser.post(`/api/guest-checkout/payments/${paymentId}/demo-confirm`, {
        outcome: 'success',
      });
      expect(res.json().payment.status).toBe('COMPLETED');
      // another browser (this one now holds the open access, refused with 409 whatever the setting)
      const again = await checkout(client(app.server), { quizId: quiz.id, ...newGuestBuyer() });
      expect(again.statusCode).toBe(403);
    } finally {
      await setGuestPurchase(app.db, true);
    }
  });

  it('the quiz price at checkout is what the payment charges, even if the admin changes it after', async () => {
    const quiz = await createQuiz(app.db, { price: 10_000 });
    const browser = client(app.server);
    const { paymentId } = (await checkout(browser, { quizId: quiz.id, ...newGuestBuyer() })).json();
    await app.db.update(quizzes).set({ price: 90_000 }).where(eq(quizzes.id, quiz.id));
    await browser.post(`/api/guest-checkout/payments/${paymentId}/demo-confirm`, { outcome: 'success' });
    const [purchase] = await app.db.select().from(purchases).where(eq(purchases.paymentId, paymentId));
    expect(purchase!.amount).toBe(10_000);
  });
});

describe('24-hour expiry', () => {
  it('after 24 hours the access is expired, for the cookie and for the emailed link', async () => {
    const quiz = await createQuiz(app.db);
    const { client: browser, linkToken } = await guestWithAccess(app, quiz);
    setClockOffset(GUEST_ACCESS_MS - 60_000);
    expect((await browser.get(`/api/guest-access/${quiz.id}`)).json().state).toBe('active');
    setClockOffset(GUEST_ACCESS_MS + 1000);
    expect((await browser.get(`/api/guest-access/${quiz.id}`)).json().state).toBe('expired');
    const late = await client(app.server).post('/api/guest-access/redeem', { token: linkToken });
    expect([late.statusCode, late.json().error.code]).toEqual([410, 'GUEST_ACCESS_EXPIRED']);
    setClockOffset(0);
    expect((await browser.get(`/api/guest-access/${quiz.id}`)).json().state).toBe('active');
  });

  it('an unknown link is not found', async () => {
    const res = await client(app.server).post('/api/guest-access/redeem', { token: 'y'.repeat(43) });
    expect([res.statusCode, res.json().error.code]).toEqual([404, 'GUEST_ACCESS_NOT_FOUND']);
  });
});

describe('per-IP limits', () => {
  it('guest checkouts from one address are limited when per-IP limits are on', async () => {
    const limited = await createTestApp({ config: { ipRateLimits: true } });
    try {
      await setGuestPurchase(limited.db, true);
      const quiz = await createQuiz(limited.db);
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        const res = await client(limited.server).post('/api/guest-checkout', {
          quizId: quiz.id,
          ...newGuestBuyer(),
        });
        statuses.push(res.statusCode);
        if (res.statusCode === 429) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
      expect(statuses).toEqual([...Array(10).fill(200), 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('POST /api/dev/clock', () => {
  it('exists only with the test clock on, and moves guest expiry there', async () => {
    expect((await client(app.server).post('/api/dev/clock', { offsetMs: 1 })).statusCode).toBe(404);
    const clocked = await createTestApp({ config: { testClock: true } });
    try {
      const quiz = await createQuiz(clocked.db);
      const { client: browser } = await guestWithAccess(clocked, quiz);
      const moved = await client(clocked.server).post('/api/dev/clock', { offsetMs: GUEST_ACCESS_MS + 1000 });
      expect(moved.json().offsetMs).toBe(GUEST_ACCESS_MS + 1000);
      expect((await browser.get(`/api/guest-access/${quiz.id}`)).json().state).toBe('expired');
      await client(clocked.server).post('/api/dev/clock', { offsetMs: 0 });
      expect((await browser.get(`/api/guest-access/${quiz.id}`)).json().state).toBe('active');
    } finally {
      await clocked.close();
    }
  });
});
