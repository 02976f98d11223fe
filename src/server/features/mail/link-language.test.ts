import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../../../shared/i18n/languages';
import { users } from '../../db/schema';
import { createQuiz, signedInUser } from '../../test/factories';
import { newGuestBuyer, setGuestPurchase } from '../../test/guest';
import { client } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { newPhone, phoneBrowser, signInByPhone } from '../auth/phone.test-support';
import { lastSmsTo } from '../sms/sms.test-support';
import { SITE_URL_MARK } from './templates';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
  await setGuestPurchase(app.db, true);
});
afterAll(() => app.close());

/** The path prefix each language's pages are under. */
const PAGES_OF: Record<Language, string> = { ru: '/ru', 'uz-Cyrl': '/uz-cyrl', 'uz-Latn': '' };

/** The first link of a text without its site address (PUBLIC_URL, or the outbox's mark for it). */
function linkPath(text: string | undefined): string {
  const site = `(?:${SITE_URL_MARK.replace(/[{}]/g, '\\$&')}|https?://[^/\\s]+)`;
  const path = text?.match(new RegExp(`${site}(/\\S*)`))?.[1];
  if (!path) throw new Error(`no link in ${text}`);
  return path;
}

async function userIn(language: Language) {
  const user = await signedInUser(app);
  await app.db.update(users).set({ language }).where(eq(users.id, user.id));
  return user;
}

/** A guest's checkout in a language, paid on the demo page while the browser reads another. */
async function guestBuysIn(language: Language, buyer: { email?: string; phone?: string }) {
  const quiz = await createQuiz(app.db, { price: 25_000 });
  const browser = client(app.server);
  browser.cookies.set('lang', language);
  const checkout = await browser.post('/api/guest-checkout', {
    quizId: quiz.id,
    fullName: 'Mehmon Xaridor',
    ...buyer,
  });
  expect(checkout.statusCode).toBe(200);
  browser.cookies.set('lang', language === 'ru' ? 'uz-Cyrl' : 'ru');
  const { paymentId } = checkout.json();
  await browser.post(`/api/guest-checkout/payments/${paymentId}/demo-confirm`, { outcome: 'success' });
  return quiz;
}

describe("the links written to a person open our pages in the person's language", () => {
  it.each(LANGUAGES)(
    "a notification email's link: the free quiz's play page, for a %s reader",
    async (language) => {
      const learner = await userIn(language);
      const quiz = await createQuiz(app.db, { price: 0 });
      // the browser reads another language: the account's is the reader's
      learner.client.cookies.set('lang', language === 'ru' ? 'uz-Cyrl' : 'ru');
      await learner.client.post(`/api/quizzes/${quiz.id}/claim`);
      const mail = await app.lastEmailTo(learner.email);
      expect(linkPath(mail?.text)).toBe(`${PAGES_OF[language]}/play/${quiz.id}`);
      expect(mail?.html).toContain(`href="${SITE_URL_MARK}${PAGES_OF[language]}/play/${quiz.id}"`);
    },
  );

  it.each(LANGUAGES)("a guest's access link by email, bought in %s", async (language) => {
    const { email } = newGuestBuyer();
    await guestBuysIn(language, { email });
    const mail = await app.lastEmailTo(email);
    expect(linkPath(mail?.text)).toMatch(new RegExp(`^${PAGES_OF[language]}/guest-access#[\\w-]+$`));
  });

  it.each(LANGUAGES)("a guest's access link by SMS, bought in %s", async (language) => {
    const phone = newPhone();
    await guestBuysIn(language, { phone: phone.slice(4) });
    const sms = await lastSmsTo(app.db, phone);
    expect(sms?.template).toBe('GUEST_ACCESS_LINK');
    expect(linkPath(sms?.params.url)).toMatch(new RegExp(`^${PAGES_OF[language]}/guest-access#[\\w-]+$`));
    expect(linkPath(sms?.text)).toBe(linkPath(sms?.params.url));
  });

  it.each(LANGUAGES)(
    'the reminder of an open access by SMS, to a buyer checking out again in %s',
    async (language) => {
      const phone = newPhone();
      const quiz = await guestBuysIn('uz-Latn', { phone: phone.slice(4) });
      const again = client(app.server);
      again.cookies.set('lang', language);
      const res = await again.post('/api/guest-checkout', {
        quizId: quiz.id,
        fullName: 'Mehmon Xaridor',
        phone: phone.slice(4),
      });
      expect(res.json().error.code).toBe('GUEST_ACCESS_TEXTED');
      const sms = await lastSmsTo(app.db, phone);
      expect(sms?.language).toBe(language);
      expect(linkPath(sms?.params.url)).toBe(`${PAGES_OF[language]}/play/${quiz.id}`);
    },
  );

  it.each(LANGUAGES)("the password reset link, in the account's language (%s)", async (language) => {
    const { email } = await userIn(language);
    const browser = client(app.server);
    browser.cookies.set('lang', language === 'ru' ? 'uz-Cyrl' : 'ru');
    const res = await browser.post('/api/auth/email-otp/request-password-reset', { email });
    expect(res.statusCode).toBe(200);
    const link = new URL(`http://site${linkPath((await app.lastEmailTo(email))?.text)}`);
    expect(link.pathname).toBe(`${PAGES_OF[language]}/reset-password`);
    expect(link.searchParams.get('email')).toBe(email);
  });

  it.each(LANGUAGES)(
    'the confirmation link of a sign-up in %s leads on to the home page in it',
    async (language) => {
      const email = `til.${randomUUID().slice(0, 8)}@example.uz`;
      const browser = client(app.server);
      browser.cookies.set('lang', language);
      const body = { email, password: 'parol1234', confirmPassword: 'parol1234', name: 'Aziz Karimov' };
      await browser.post('/api/auth/sign-up/email', { ...body, callbackURL: '/?verified=1' });
      const link = linkPath((await app.lastEmailTo(email))?.text);
      const home = language === 'uz-Latn' ? '/?verified=1' : `${PAGES_OF[language]}?verified=1`;
      expect(new URL(`http://site${link}`).searchParams.get('callbackURL')).toBe(home);
      const confirmed = await client(app.server).get(link);
      expect(confirmed.headers.location).toBe(home);
    },
  );

  it('a phone account adding an email: the confirmation leads to its profile in the account language', async () => {
    const browser = phoneBrowser(app);
    browser.cookies.set('lang', 'ru');
    await signInByPhone(app, newPhone(), browser);
    const email = `telefon.${randomUUID().slice(0, 8)}@example.uz`;
    const res = await browser.post('/api/auth/change-email', { newEmail: email, callbackURL: '/profile' });
    expect(res.statusCode).toBe(200);
    const link = new URL(`http://site${linkPath((await app.lastEmailTo(email))?.text)}`);
    expect(link.searchParams.get('callbackURL')).toBe('/ru/profile');
  });

  it("a sign-up with a taken address: its owner's email leads to the home page in the owner's language", async () => {
    const { email } = await userIn('uz-Cyrl');
    const body = { email, password: 'parol1234', confirmPassword: 'parol1234', name: 'Boshqa Odam' };
    const someone = client(app.server);
    someone.cookies.set('lang', 'ru');
    await someone.post('/api/auth/sign-up/email', body);
    expect(linkPath((await app.lastEmailTo(email))?.text)).toBe('/uz-cyrl');
  });
});
