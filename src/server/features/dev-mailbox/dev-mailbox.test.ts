import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/test-app';
import { createMailer } from '../mail/mailer';
import { dispatchSms } from '../sms/sms-dispatch';
import { enqueueSms } from '../sms/sms-outbox';

describe('development mailbox', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('keeps every email in the outbox and lists them newest first', async () => {
    const mailer = createMailer({ db: app.db, from: 'x@y.uz', log: console });
    await mailer.send({ to: 'a@x.uz', subject: 'Birinchi', html: '<p>1</p>', text: '1' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await mailer.send({ to: 'b@x.uz', subject: 'Ikkinchi', html: '<p>2</p>', text: '2' });
    const res = await app.server.inject('/api/dev/mailbox');
    expect(res.statusCode).toBe(200);
    expect(res.json().messages.map((m: { subject: string }) => m.subject)).toEqual(['Ikkinchi', 'Birinchi']);
    expect(res.json().messages[0]).toMatchObject({ to: 'b@x.uz', status: 'STORED' });
  });

  it('shows the SMS beside the emails, newest first, with the site address in their links', async () => {
    await enqueueSms(app.db, { to: '+998901234567', template: 'SIGN_IN_CODE', params: { code: '804512' } });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const link = { quizTitle: 'Tarix', url: '{{site-url}}/guest-access#abc' };
    await enqueueSms(app.db, { to: '+998971234567', template: 'GUEST_ACCESS_LINK', params: link });
    await dispatchSms(app.db, TEST_ORIGIN, app.config.authSecret);
    const res = await app.server.inject('/api/dev/mailbox');
    expect(res.statusCode).toBe(200);
    const { sms, messages } = res.json();
    expect(sms).toMatchObject([
      {
        to: '+998971234567',
        template: 'GUEST_ACCESS_LINK',
        status: 'STORED',
        text: `Bilimdon: "Tarix" quiziga kirish havolangiz: ${TEST_ORIGIN}/guest-access#abc`,
      },
      { to: '+998901234567', template: 'SIGN_IN_CODE', status: 'STORED', error: null },
    ]);
    expect(sms[1].text).toContain('kirish kodingiz 804512.');
    expect(messages.map((m: { subject: string }) => m.subject)).toEqual(['Ikkinchi', 'Birinchi']);
  });
});

describe('who may read the mailbox', () => {
  let app: TestApp;
  let behindProxy: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
    behindProxy = await createTestApp({ config: { trustProxy: ['loopback'] } });
  });
  afterAll(async () => {
    await app.close();
    await behindProxy.close();
  });

  const mailboxFrom = (server: TestApp, remoteAddress: string, headers = {}) =>
    server.server.inject({ url: '/api/dev/mailbox', remoteAddress, headers });

  it('answers loopback clients', async () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
      expect((await mailboxFrom(app, address)).statusCode, address).toBe(200);
    }
  });

  it('answers 404 with the usual body to anyone else', async () => {
    for (const address of ['192.168.1.20', '10.0.0.1', '::ffff:192.168.1.20', '2001:db8::1', '128.0.0.1']) {
      const res = await mailboxFrom(app, address);
      expect(res.statusCode, address).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
    const otherSpelling = await app.server.inject({
      url: '/api/dev//mailbox?x=1',
      remoteAddress: '10.0.0.1',
    });
    expect(otherSpelling.statusCode).toBe(404);
  });

  it('behind a local proxy, judges the forwarded client, and a forged header opens nothing', async () => {
    const remoteViaProxy = await mailboxFrom(behindProxy, '127.0.0.1', { 'x-forwarded-for': '203.0.113.9' });
    expect(remoteViaProxy.statusCode).toBe(404);
    const localViaProxy = await mailboxFrom(behindProxy, '127.0.0.1', { 'x-forwarded-for': '127.0.0.1' });
    expect(localViaProxy.statusCode).toBe(200);
    const forgedLoopback = await mailboxFrom(app, '10.0.0.1', { 'x-forwarded-for': '127.0.0.1' });
    expect(forgedLoopback.statusCode).toBe(404);
  });
});

describe('in production', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ config: { nodeEnv: 'production', isProduction: true } });
  });
  afterAll(() => app.close());

  it('the mailbox is not served', async () => {
    expect((await app.server.inject('/api/dev/mailbox')).statusCode).toBe(404);
    expect((await app.server.inject('/api/docs')).statusCode).toBe(404);
  });
});
