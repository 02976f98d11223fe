import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailTexts } from '../../../shared/i18n/mail';
import { users } from '../../db/schema';
import { DEMO_PASSWORD } from '../../seed/demo-accounts';
import { client } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ seed: true });
});
afterAll(() => app.close());

let counter = 0;
const freshEmail = () => `yangi${++counter}.${Date.now()}@example.uz`;

const signUp = (email: string, password = 'parol1234', name = 'Aziz Karimov') =>
  client(app.server).post('/api/auth/sign-up/email', {
    email,
    password,
    confirmPassword: password,
    name,
    callbackURL: '/?verified=1',
  });

const signIn = (email: string, password: string) =>
  client(app.server).post('/api/auth/sign-in/email', { email, password });

async function confirmationLink(email: string) {
  const mail = await app.lastEmailTo(email);
  expect(mail?.subject).toBe(mailTexts.verifySubject);
  const url = new URL(mail!.text.match(/https?:\/\/\S+/)![0]);
  return `${url.pathname}${url.search}`;
}

const follow = (link: string) => client(app.server).get(link);

async function storedUser(email: string) {
  const [row] = await app.db.select().from(users).where(eq(users.email, email));
  return row!;
}

describe('sign-up answers the same whether the email is registered or not', () => {
  it('a new, a confirmed and an unconfirmed email get byte-identical answers', async () => {
    const unconfirmed = freshEmail();
    await signUp(unconfirmed);
    const answers = await Promise.all([signUp(freshEmail()), signUp('learner@demo.uz'), signUp(unconfirmed)]);
    const [fresh, ...others] = answers;
    expect(fresh?.statusCode).toBe(200);
    for (const res of others) {
      expect(res.statusCode).toBe(fresh?.statusCode);
      expect(res.body).toBe(fresh?.body);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    expect(fresh?.headers['set-cookie']).toBeUndefined();
    expect(fresh?.json()).toEqual({ status: true });
  });

  it('tells the owner of a confirmed account by email and changes nothing', async () => {
    const res = await signUp('learner@demo.uz', 'boshqaParol9', 'Boshqa Odam');
    expect(res.statusCode).toBe(200);
    const mail = await app.lastEmailTo('learner@demo.uz');
    expect(mail?.subject).toBe(mailTexts.existingAccountSubject);
    expect(mail?.text).toContain(mailTexts.existingAccountBody);
    expect(mail?.text).toContain(mailTexts.existingAccountAdvice);
    expect(mail?.text).toContain('http://localhost:3000');
    expect((await storedUser('learner@demo.uz')).name).not.toBe('Boshqa Odam');
    expect((await signIn('learner@demo.uz', 'boshqaParol9')).statusCode).toBe(401);
    expect((await signIn('learner@demo.uz', DEMO_PASSWORD)).statusCode).toBe(200);
  });
});

describe('pre-registration of someone else’s email', () => {
  it('the owner’s sign-up replaces the first password; only the owner’s link confirms', async () => {
    const victim = freshEmail();
    await signUp(victim, 'hujumchi123', 'Hujumchi');
    const attackersLink = await confirmationLink(victim);

    expect((await signUp(victim, 'egasining99', 'Haqiqiy Egasi')).statusCode).toBe(200);
    const ownersLink = await confirmationLink(victim);
    expect(ownersLink).not.toBe(attackersLink);

    // the link sent for the first password no longer confirms
    const stale = await follow(attackersLink);
    expect(stale.statusCode).toBe(302);
    expect(stale.headers.location).toContain('error=INVALID_TOKEN');
    expect((await storedUser(victim)).emailVerified).toBe(false);

    expect((await follow(ownersLink)).headers.location).toBe('/?verified=1');
    expect(await storedUser(victim)).toMatchObject({ emailVerified: true, name: 'Haqiqiy Egasi' });
    expect((await signIn(victim, 'hujumchi123')).statusCode).toBe(401);
    expect((await signIn(victim, 'egasining99')).statusCode).toBe(200);
  });

  it('a sign-up after the confirmation changes nothing', async () => {
    const email = freshEmail();
    await signUp(email, 'egasining99', 'Haqiqiy Egasi');
    await follow(await confirmationLink(email));
    await signUp(email, 'hujumchi123', 'Hujumchi');
    expect((await app.lastEmailTo(email))?.subject).toBe(mailTexts.existingAccountSubject);
    expect((await storedUser(email)).name).toBe('Haqiqiy Egasi');
    expect((await signIn(email, 'hujumchi123')).statusCode).toBe(401);
    expect((await signIn(email, 'egasining99')).statusCode).toBe(200);
  });

  it('a link re-sent later confirms with the password then in force', async () => {
    const email = freshEmail();
    await signUp(email, 'birinchi123');
    const resend = await client(app.server).post('/api/auth/send-verification-email', {
      email,
      callbackURL: '/?verified=1',
    });
    expect(resend.statusCode).toBe(200);
    expect((await follow(await confirmationLink(email))).headers.location).toBe('/?verified=1');
    expect((await signIn(email, 'birinchi123')).statusCode).toBe(200);
  });
});
