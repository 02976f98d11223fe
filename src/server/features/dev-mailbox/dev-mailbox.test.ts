import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createMailer } from '../mail/mailer';

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
