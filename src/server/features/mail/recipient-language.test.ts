import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactTexts } from '../../../shared/i18n/contact';
import type { Language } from '../../../shared/i18n/languages';
import { mailTexts } from '../../../shared/i18n/mail';
import { paymentStatusTexts } from '../../../shared/i18n/payment-status';
import { guestAccess, userNotifications, users } from '../../db/schema';
import { inLanguage } from '../../plugins/language';
import { createQuiz, signedInDemo, signedInUser } from '../../test/factories';
import { newGuestBuyer, setGuestPurchase } from '../../test/guest';
import { type Client, client } from '../../test/http';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/test-app';
import { validContactBody } from '../contact/contact.test-support';
import { createNotification } from '../notifications/notifications.service';
import { saveSettingsAs } from '../settings/settings.test-support';
import { queueSiteEmail } from './notification-emails';

let app: TestApp;
let admin: Client;
beforeAll(async () => {
  app = await createTestApp({ seed: true });
  admin = await signedInDemo(app, 'admin@demo.uz');
});
afterAll(() => app.close());

const CYRILLIC = /[а-яўқғҳё]/i;
// Uzbek Latin letters and the apostrophes of o‘/g‘: none may be left in a Cyrillic text
const LATIN_WORD = /[a-z]{2,}/i;

async function userIn(language: Language) {
  const user = await signedInUser(app);
  await app.db.update(users).set({ language }).where(eq(users.id, user.id));
  return user;
}

/** A visitor's contact message, sent in a language of its own. */
const contactFrom = (lang: Language) =>
  app.server.inject({
    method: 'POST',
    url: '/api/contact',
    headers: { origin: TEST_ORIGIN, cookie: `lang=${lang}` },
    payload: validContactBody,
  });

describe('what the product writes to a person is in their language', () => {
  it('an email written by texts of the runtime: Cyrillic for a uz-Cyrl recipient, Latin for a uz-Latn one', async () => {
    const write = () => ({
      subject: paymentStatusTexts.completedTitle,
      paragraphs: [paymentStatusTexts.pendingMessage],
      link: { label: paymentStatusTexts.refresh, path: '/profile' },
    });
    // the action is someone else's, in Russian (an admin's, a provider's callback)
    await inLanguage('ru', async () => {
      await queueSiteEmail(app.db, { email: 'kirill@example.uz', language: 'uz-Cyrl' }, write);
      await queueSiteEmail(app.db, { email: 'lotin@example.uz', language: 'uz-Latn' }, write);
    });
    const cyrillic = await app.lastEmailTo('kirill@example.uz');
    expect(cyrillic?.subject).toMatch(CYRILLIC);
    expect(cyrillic?.subject).not.toMatch(LATIN_WORD);
    expect(cyrillic?.text.split('\n')[0]).toMatch(CYRILLIC);
    expect(cyrillic?.text.split('\n')[0]).not.toMatch(LATIN_WORD);
    expect(cyrillic?.html).toContain('<html lang="uz-Cyrl">');
    const latin = await app.lastEmailTo('lotin@example.uz');
    expect(latin?.subject).toBe("To'lov muvaffaqiyatli amalga oshirildi");
    expect(latin?.html).toContain('<html lang="uz-Latn">');
  });

  it("the contact notice is in the admin's language, not the visitor's who wrote", async () => {
    const reader = await userIn('uz-Cyrl');
    await saveSettingsAs(admin, { adminEmail: reader.email, emailNotifications: true });
    expect((await contactFrom('ru')).statusCode).toBe(201);
    const mail = await app.lastEmailTo(reader.email);
    expect(mail?.html).toContain('<html lang="uz-Cyrl">');
    const subject = validContactBody.subject;
    expect(mail?.subject).toBe(inLanguage('uz-Cyrl', () => contactTexts.adminEmail.subject(subject)));

    await app.db.update(users).set({ language: 'uz-Latn' }).where(eq(users.id, reader.id));
    expect((await contactFrom('uz-Cyrl')).statusCode).toBe(201);
    const latin = await app.lastEmailTo(reader.email);
    expect(latin?.html).toContain('<html lang="uz-Latn">');
    expect(latin?.subject).toBe(contactTexts.adminEmail.subject(subject));
  });

  it("a free quiz's email is in the learner's language whatever the browser asks", async () => {
    const learner = await userIn('ru');
    const quiz = await createQuiz(app.db, { price: 0 });
    await learner.client.post(`/api/quizzes/${quiz.id}/claim`, {}, { 'accept-language': 'uz' });
    const mail = await app.lastEmailTo(learner.email);
    expect(mail?.html).toContain('<html lang="ru">');
    expect(mail?.subject).toBe(inLanguage('ru', () => mailTexts.freeClaimSubject));
  });

  it("a guest's access email is in the language of the checkout, not of the payment's confirmation", async () => {
    await setGuestPurchase(app.db, true);
    const quiz = await createQuiz(app.db);
    const buyer = newGuestBuyer();
    const browser = client(app.server);
    browser.cookies.set('lang', 'ru');
    const checkout = await browser.post('/api/guest-checkout', { quizId: quiz.id, ...buyer });
    expect(checkout.statusCode).toBe(200);
    browser.cookies.set('lang', 'uz-Cyrl');
    const { paymentId } = checkout.json();
    await browser.post(`/api/guest-checkout/payments/${paymentId}/demo-confirm`, { outcome: 'success' });
    const [access] = await app.db.select().from(guestAccess).where(eq(guestAccess.email, buyer.email));
    expect(access?.language).toBe('ru');
    const mail = await app.lastEmailTo(buyer.email);
    expect(mail?.html).toContain('<html lang="ru">');
  });

  it("an in-app notification is written in the recipient's language when recorded", async () => {
    const cyrillic = await userIn('uz-Cyrl');
    const latin = await userIn('uz-Latn');
    const text = () => ({ title: paymentStatusTexts.completedTitle, message: paymentStatusTexts.refresh });
    await inLanguage('ru', async () => {
      await createNotification(app.db, { userId: cyrillic.id, type: 'purchase_made', text });
      await createNotification(app.db, { userId: latin.id, type: 'purchase_made', text });
    });
    const titleOf = async (userId: string) =>
      (await app.db.select().from(userNotifications).where(eq(userNotifications.userId, userId)))[0]?.title;
    expect(await titleOf(cyrillic.id)).toMatch(CYRILLIC);
    expect(await titleOf(cyrillic.id)).not.toMatch(LATIN_WORD);
    expect(await titleOf(latin.id)).toBe("To'lov muvaffaqiyatli amalga oshirildi");
  });
});
