import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { eskizCallbackUrl } from './eskiz-callback-token';
import { eskizGateway } from './eskiz-gateway';
import { type EskizSimulator, startEskizSimulator } from './eskiz-simulator.test-support';
import { lastSmsTo } from './sms.test-support';
import { dispatchSms, type SmsGateway } from './sms-dispatch';
import { enqueueSms } from './sms-outbox';

const DAY_MS = 24 * 3600_000;
let app: TestApp;
let eskiz: EskizSimulator;
let gateway: SmsGateway;
/** the app's real address: Eskiz's delivery reports come over HTTP */
let publicUrl: string;

beforeAll(async () => {
  app = await createTestApp({ config: { authSecret: SECRET } });
  await app.server.listen({ port: 0, host: '127.0.0.1' });
  publicUrl = `http://127.0.0.1:${(app.server.server.address() as AddressInfo).port}`;
});
afterAll(() => app.close());
beforeEach(async () => {
  await eskiz?.close();
  eskiz = await startEskizSimulator();
  gateway = eskizGateway(eskiz.config, eskiz.clock);
});

let phoneCounter = 0;
const nextPhone = () => `+99893${String(1_000_000 + ++phoneCounter).slice(-7)}`;
const SECRET = 'callback-token-secret-0123456789abcdef';

async function sendCode(code = '472913') {
  const to = nextPhone();
  await enqueueSms(app.db, { to, template: 'SIGN_IN_CODE', params: { code } });
  await dispatchSms(app.db, publicUrl, SECRET, gateway);
  return { to, row: (await lastSmsTo(app.db, to))! };
}

describe('the Eskiz gateway', () => {
  it("logs in once, sends with the sender id and a callback URL, and records Eskiz's id and status", async () => {
    const first = await sendCode('472913');
    const second = await sendCode('118204');
    expect(eskiz.state.logins).toBe(1);
    expect(eskiz.state.sent).toHaveLength(2);
    const [sms] = eskiz.state.sent;
    expect(sms).toMatchObject({
      mobile_phone: first.to.slice(1),
      from: '4546',
      message: 'Bilimdon: kirish kodingiz 472913. Kod 5 daqiqa amal qiladi. Uni hech kimga bermang.',
    });
    expect(sms!.callback_url).toMatch(
      new RegExp(`^${publicUrl}/api/sms/eskiz/callback\\?id=${first.row.id}&token=[\\w-]{43}$`),
    );
    expect(first.row).toMatchObject({
      status: 'SENT',
      providerId: sms!.id,
      providerStatus: 'waiting',
      attempts: 1,
    });
    // sent for good: the row keeps no live code
    expect(first.row.params).toEqual({ code: '******' });
    expect(first.row.text).toBe(
      'Bilimdon: kirish kodingiz ******. Kod 5 daqiqa amal qiladi. Uni hech kimga bermang.',
    );
    expect(second.row).toMatchObject({ status: 'SENT', providerId: eskiz.state.sent[1]!.id });
  });

  it('refreshes the token shortly before it expires, without logging in again', async () => {
    await sendCode();
    eskiz.advance(29.5 * DAY_MS);
    const { row } = await sendCode();
    expect(row.status).toBe('SENT');
    expect(eskiz.state).toMatchObject({ logins: 1, refreshes: 1 });
    eskiz.advance(DAY_MS);
    await sendCode();
    expect(eskiz.state).toMatchObject({ logins: 1, refreshes: 1 });
  });

  it('on a 401 logs in again once and sends once more: the message goes out once', async () => {
    await sendCode();
    eskiz.revokeTokens();
    const { row } = await sendCode();
    expect(row.status).toBe('SENT');
    expect(eskiz.state).toMatchObject({ logins: 2, sendCalls: 3 });
    expect(eskiz.state.sent).toHaveLength(2);
  });

  it('a token refused again after the new login: no third try now, the outbox tries later', async () => {
    eskiz.state.rejectAllTokens = true;
    const { row } = await sendCode();
    expect(eskiz.state).toMatchObject({ logins: 2, sendCalls: 2 });
    expect(row).toMatchObject({ status: 'QUEUED', attempts: 1, error: 'Eskiz 401: Unauthenticated.' });
  });

  it('a text Eskiz has not approved is FAILED with its reason and never tried again', async () => {
    eskiz.state.approved = [];
    const { to, row } = await sendCode();
    expect(row).toMatchObject({ status: 'FAILED', attempts: 1, providerId: null });
    expect(row.error).toBe("Eskiz 400: Matn shablonga mos kelmadi (moderatsiyadan o'tmagan)");
    expect(row.text).not.toContain('472913');
    await dispatchSms(app.db, publicUrl, SECRET, gateway);
    expect(eskiz.state.sendCalls).toBe(1);
    expect((await lastSmsTo(app.db, to))!.attempts).toBe(1);
  });

  it('Eskiz down (503) or a login refused: the message waits for a later try', async () => {
    eskiz.state.failSendsWith = 503;
    const down = await sendCode();
    expect(down.row).toMatchObject({
      status: 'QUEUED',
      attempts: 1,
      error: 'Eskiz 503: Service unavailable',
    });

    const wrongPassword = eskizGateway({ ...eskiz.config, password: 'eskirgan' }, eskiz.clock);
    const to = nextPhone();
    await enqueueSms(app.db, { to, template: 'SIGN_IN_CODE', params: { code: '123456' } });
    await dispatchSms(app.db, publicUrl, SECRET, wrongPassword);
    const row = (await lastSmsTo(app.db, to))!;
    expect(row).toMatchObject({ status: 'QUEUED', attempts: 1 });
    expect(row.error).toContain('Eskiz login failed: Eskiz 401: Invalid credentials');
  });
  it('a connection lost after Eskiz took the request is not sent again (it may have gone out)', async () => {
    eskiz.state.dropSends = true;
    const { to, row } = await sendCode();
    expect(eskiz.state.sent).toHaveLength(1);
    expect(row).toMatchObject({ status: 'FAILED', attempts: 1 });
    expect(row.error).toMatch(/^no answer from Eskiz, it may or may not have been sent/);
    await dispatchSms(app.db, publicUrl, SECRET, gateway);
    expect((await lastSmsTo(app.db, to))!.attempts).toBe(1);
  });

  it('Eskiz unreachable (connection refused): nothing reached it, so it is tried again later', async () => {
    await eskiz.close();
    const { row } = await sendCode();
    expect(row).toMatchObject({ status: 'QUEUED', attempts: 1 });
    expect(row.error).toBe('Eskiz login failed: fetch failed (ECONNREFUSED)');
  });
});

describe("Eskiz's delivery reports", () => {
  it('DELIVERED reaches the message through its callback URL', async () => {
    const { to } = await sendCode();
    const response = await eskiz.report(eskiz.state.sent[0]!, 'DELIVERED');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ recorded: true });
    expect(await lastSmsTo(app.db, to)).toMatchObject({ status: 'DELIVERED', providerStatus: 'DELIVERED' });
  });

  it('a failed delivery is recorded as such, and a late report does not undo a final status', async () => {
    const { to } = await sendCode();
    const sms = eskiz.state.sent[0]!;
    await eskiz.report(sms, 'UNDELIV');
    expect(await lastSmsTo(app.db, to)).toMatchObject({ status: 'UNDELIVERABLE', providerStatus: 'UNDELIV' });
    const late = await eskiz.report(sms, 'DELIVERED');
    expect(await late.json()).toEqual({ recorded: false });
    expect(await lastSmsTo(app.db, to)).toMatchObject({ status: 'UNDELIVERABLE' });
  });

  it('a report on the way (waiting) keeps the message SENT', async () => {
    const { to } = await sendCode();
    await eskiz.report(eskiz.state.sent[0]!, 'ACCEPTED');
    expect(await lastSmsTo(app.db, to)).toMatchObject({ status: 'SENT', providerStatus: 'ACCEPTED' });
  });

  it('a wrong or missing token is refused (403) and changes nothing', async () => {
    const { to } = await sendCode();
    const sms = eskiz.state.sent[0]!;
    for (const url of [
      sms.callback_url.replace(/token=.{5}/, 'token=AAAAA'),
      sms.callback_url.replace(/&token=.*/, '&token='),
    ]) {
      const response = await fetch(url, {
        method: 'POST',
        body: JSON.stringify({ id: sms.id, status: 'DELIVERED' }),
      });
      expect(response.status, url).toBe(403);
      expect((await response.json()).error.code).toBe('FORBIDDEN');
    }
    expect(await lastSmsTo(app.db, to)).toMatchObject({ status: 'SENT' });
  });

  it('a report that comes before our record of the send is kept: the send does not undo it', async () => {
    const real = gateway;
    gateway = {
      async send(message) {
        const result = await real.send(message);
        await eskiz.report(eskiz.state.sent.at(-1)!, 'DELIVERED');
        return result;
      },
    };
    const { row } = await sendCode();
    expect(row).toMatchObject({ status: 'DELIVERED', providerId: eskiz.state.sent[0]!.id });
    expect(row.params).toEqual({ code: '******' });
  });

  it('reads a form-encoded report too; a report without a status is a 400', async () => {
    const { to, row } = await sendCode();
    const url = eskizCallbackUrl(publicUrl, SECRET, row.id);
    const form = { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' } };
    expect((await fetch(url, { ...form, body: 'id=x&status=' })).status).toBe(400);
    expect((await fetch(url, { ...form, body: 'not json {' })).status).toBe(400);
    const response = await fetch(url, { ...form, body: `id=${eskiz.state.sent[0]!.id}&status=REJECTD` });
    expect(await response.json()).toEqual({ recorded: true });
    expect(await lastSmsTo(app.db, to)).toMatchObject({ status: 'REJECTED' });
  });

  it('a report on a message we do not have (or under another Eskiz id) is answered 200 and ignored', async () => {
    const unknown = await fetch(eskizCallbackUrl(publicUrl, SECRET, randomUUID()), {
      method: 'POST',
      body: JSON.stringify({ id: 'nope', status: 'DELIVERED' }),
    });
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toEqual({ recorded: false });

    const { to, row } = await sendCode();
    const foreign = await fetch(eskizCallbackUrl(publicUrl, SECRET, row.id), {
      method: 'POST',
      body: JSON.stringify({ id: 'another-message', status: 'DELIVERED' }),
    });
    expect(await foreign.json()).toEqual({ recorded: false });
    expect(await lastSmsTo(app.db, to)).toMatchObject({ status: 'SENT' });
  });

  it('a guest link keeps its address but not its token once sent', async () => {
    const to = nextPhone();
    const params = { quizTitle: 'Tarix', url: '{{site-url}}/guest-access#tok3n-secret' };
    await enqueueSms(app.db, { to, template: 'GUEST_ACCESS_LINK', params });
    await dispatchSms(app.db, publicUrl, SECRET, gateway);
    expect(eskiz.state.sent[0]!.message).toBe(
      `Bilimdon: "Tarix" quiziga kirish havolangiz: ${publicUrl}/guest-access#tok3n-secret`,
    );
    const row = (await lastSmsTo(app.db, to))!;
    expect(row.text).toBe(`Bilimdon: "Tarix" quiziga kirish havolangiz: ${publicUrl}/guest-access#******`);
    expect(row.params).toEqual({ quizTitle: 'Tarix', url: '{{site-url}}/guest-access#******' });
  });
});
