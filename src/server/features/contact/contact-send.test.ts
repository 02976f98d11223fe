import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactTexts } from '../../../shared/i18n/contact';
import { contactMessages, emailOutbox } from '../../db/schema';
import { signedInDemo, signedInUser } from '../../test/factories';
import { client } from '../../test/http';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/test-app';
import { saveSettingsAs } from '../settings/settings.test-support';
import { validContactBody } from './contact.test-support';

const v = contactTexts.validation;

/** A visitor's post from one address (inject's remoteAddress is what request.ip reads). */
function postFrom(app: TestApp, ip: string, body: unknown = validContactBody) {
  return app.server.inject({
    method: 'POST',
    url: '/api/contact',
    remoteAddress: ip,
    headers: { origin: TEST_ORIGIN },
    payload: body as object,
  });
}

const storedFrom = (app: TestApp, ip: string) =>
  app.db.select().from(contactMessages).where(eq(contactMessages.ipAddress, ip));

describe('POST /api/contact (limits off, as in the e2e suite)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ seed: true });
  });
  afterAll(() => app.close());

  it('stores the trimmed message with the sender IP, no account for a visitor, and emails the admin', async () => {
    const body = { ...validContactBody, firstName: '  Aziz ', subject: ' <b>Korporativ</b> hamkorlik ' };
    const res = await postFrom(app, '198.51.100.1', body);
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await app.db.select().from(contactMessages).where(eq(contactMessages.id, res.json().id));
    expect(row).toMatchObject({
      firstName: 'Aziz',
      lastName: 'Karimov',
      email: 'aziz@example.uz',
      phone: '+998 90 123-45-67',
      company: 'Jizzax IT',
      subject: 'Korporativ hamkorlik',
      source: 'contact',
      ipAddress: '198.51.100.1',
      userId: null,
      readAt: null,
    });
    const mail = await app.lastEmailTo('admin@bilimdon.uz');
    expect(mail?.subject).toBe(contactTexts.adminEmail.subject('Korporativ hamkorlik'));
    expect(mail?.text).toContain(validContactBody.message);
    expect(mail?.text).toContain('/admin/messages');
  });

  it('keeps empty optional fields as null', async () => {
    const res = await postFrom(app, '198.51.100.2', { ...validContactBody, phone: '', company: '  ' });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await storedFrom(app, '198.51.100.2');
    expect(row).toMatchObject({ phone: null, company: null });
  });

  it('links a signed-in sender to their account', async () => {
    const learner = await signedInUser(app);
    const res = await learner.client.post('/api/contact', { ...validContactBody, source: 'support' });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await app.db.select().from(contactMessages).where(eq(contactMessages.id, res.json().id));
    expect(row).toMatchObject({ userId: learner.id, source: 'support' });
  });

  it('refuses bad input field by field in Uzbek and stores nothing', async () => {
    const res = await postFrom(app, '198.51.100.3', {
      firstName: ' ',
      lastName: 'x'.repeat(61),
      email: 'not-an-email',
      phone: '12ab',
      subject: 'ab',
      message: 'qisqa',
      source: 'other',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    expect(res.json().error.fields).toMatchObject({
      firstName: v.firstNameRequired,
      lastName: v.lastNameTooLong,
      phone: v.phoneInvalid,
      subject: v.subjectTooShort,
      message: v.messageTooShort,
    });
    expect(res.json().error.fields.email).toBeTruthy();
    expect(res.json().error.fields.source).toBe(v.sourceInvalid);
    const tooLong = await postFrom(app, '198.51.100.3', { ...validContactBody, message: 'a'.repeat(5001) });
    expect(tooLong.json().error.fields).toEqual({ message: v.messageTooLong });
    expect(await storedFrom(app, '198.51.100.3')).toHaveLength(0);
  });

  it("refuses bad input in the sender's language: Russian, Uzbek Cyrillic", async () => {
    const bad = { ...validContactBody, firstName: ' ', subject: 'ab' };
    const inLanguage = (headers: Record<string, string>) =>
      app.server.inject({
        method: 'POST',
        url: '/api/contact',
        remoteAddress: '198.51.100.6',
        headers: { origin: TEST_ORIGIN, ...headers },
        payload: bad,
      });
    const russian = await inLanguage({ 'accept-language': 'ru-RU,ru;q=0.9' });
    expect(russian.statusCode).toBe(400);
    expect(russian.json().error.fields).toEqual({
      firstName: 'Укажите имя',
      subject: 'Тема должна содержать не меньше 3 символов',
    });
    const cyrillic = await inLanguage({ cookie: 'lang=uz-Cyrl' });
    expect(cyrillic.json().error.fields).toEqual({
      firstName: 'Исмингизни киритинг',
      subject: 'Мавзу камида 3 та белгидан иборат бўлиши керак',
    });
    expect(await storedFrom(app, '198.51.100.6')).toHaveLength(0);
  });

  it('does not limit one address while IP_RATE_LIMITS is off', async () => {
    for (let i = 0; i < 6; i++) expect((await postFrom(app, '198.51.100.4')).statusCode).toBe(201);
    expect(await storedFrom(app, '198.51.100.4')).toHaveLength(6);
  });

  it('queues no admin email while email notifications are off', async () => {
    const admin = await signedInDemo(app, 'admin@demo.uz');
    await saveSettingsAs(admin, { emailNotifications: false });
    const countMail = async () =>
      (await app.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'admin@bilimdon.uz'))).length;
    const before = await countMail();
    expect((await postFrom(app, '198.51.100.5')).statusCode).toBe(201);
    expect(await countMail()).toBe(before);
    await saveSettingsAs(admin, { emailNotifications: true });
  });
});

describe('POST /api/contact per-IP limit (IP_RATE_LIMITS on)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ config: { ipRateLimits: true } });
  });
  afterAll(() => app.close());

  it('stores five messages an hour per address, then answers 429 CONTACT_LIMIT with when to retry', async () => {
    for (let i = 0; i < 5; i++) expect((await postFrom(app, '192.0.2.10')).statusCode).toBe(201);
    const refused = await postFrom(app, '192.0.2.10');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('CONTACT_LIMIT');
    expect(refused.json().error.message).toBe(contactTexts.limitReached(60));
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    expect(await storedFrom(app, '192.0.2.10')).toHaveLength(5);
    // another address is not affected
    expect((await postFrom(app, '192.0.2.11')).statusCode).toBe(201);
  });

  it('counts only the last hour: a message older than an hour frees its slot', async () => {
    for (let i = 0; i < 5; i++) expect((await postFrom(app, '192.0.2.20')).statusCode).toBe(201);
    const [oldest] = await storedFrom(app, '192.0.2.20');
    await app.db
      .update(contactMessages)
      .set({ createdAt: sql`now() - interval '61 minutes'` })
      .where(eq(contactMessages.id, oldest!.id));
    expect((await postFrom(app, '192.0.2.20')).statusCode).toBe(201);
    expect((await postFrom(app, '192.0.2.20')).statusCode).toBe(429);
  });

  it('ten parallel posts from one address store exactly five', async () => {
    const results = await Promise.all(Array.from({ length: 10 }, () => postFrom(app, '192.0.2.30')));
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429, 429, 429]);
    expect(await storedFrom(app, '192.0.2.30')).toHaveLength(5);
  });

  it('a browser post needs our Origin like every write', async () => {
    const foreign = client(app.server, 'https://evil.example');
    expect((await foreign.post('/api/contact', validContactBody)).statusCode).toBe(403);
  });
});
