import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { uz } from '../../../shared/i18n/uz';
import { phoneCodeSends, users } from '../../db/schema';
import { setClockOffset } from '../../lib/clock';
import { createTestApp, type TestApp } from '../../test/test-app';
import { lastCodeSentTo } from '../sms/sms.test-support';
import { newAddress, newPhone, phoneBrowser, sendCode, smsSentTo, verifyCode } from './phone.test-support';

let app: TestApp;
beforeAll(async () => {
  // the per-address limits are on where the other per-IP limits are (IP_RATE_LIMITS)
  app = await createTestApp({ config: { ipRateLimits: true } });
});
afterAll(() => app.close());
afterEach(() => setClockOffset(0));

const MINUTE = 60_000;
type Answer = Awaited<ReturnType<typeof sendCode>>;

/** A code request for `phone` from an address of its own (or the one given). */
const send = (phone: string, address = newAddress()) => sendCode(phoneBrowser(app, address), phone);
const statuses = (answers: Answer[]) => answers.map((res) => res.statusCode).sort();

function expectRefused(res: Answer, minSeconds: number, maxSeconds: number) {
  expect(res.statusCode).toBe(429);
  expect(res.json().error).toEqual({ code: 'SMS_RATE_LIMITED', message: uz.errors.SMS_RATE_LIMITED });
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(minSeconds);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
}

/** 10 sends that the 15-minute limit lets through: 3, 3 and 3 a quarter of an hour apart, then 1. */
async function spendADay(sendOne: () => Promise<Answer>) {
  for (let quarter = 0; quarter < 4; quarter++) {
    setClockOffset(quarter * (15 * MINUTE + 1000));
    const allowed = quarter < 3 ? 3 : 1;
    for (let i = 0; i < allowed; i++) expect((await sendOne()).statusCode).toBe(200);
  }
}

describe('codes per number', () => {
  it('3 within 15 minutes, from any address and for any purpose; then the next waits for the oldest', async () => {
    const phone = newPhone();
    expect(statuses([await send(phone), await send(phone)])).toEqual([200, 200]);
    setClockOffset(5 * MINUTE);
    const reset = await phoneBrowser(app).post('/api/auth/phone-number/request-password-reset', {
      phoneNumber: phone,
    });
    expect(reset.statusCode).toBe(200);
    const fourth = await send(phone);
    expectRefused(fourth, 10 * 60 - 5, 10 * 60);
    expect(await smsSentTo(app.db, phone)).toHaveLength(2);

    setClockOffset(15 * MINUTE + 1000);
    expect((await send(phone)).statusCode).toBe(200);
  });

  it('10 a day: the eleventh waits until the first is a day old', async () => {
    const phone = newPhone();
    await spendADay(() => send(phone));
    expectRefused(await send(phone), 23 * 3600, 24 * 3600);
    expect(await smsSentTo(app.db, phone)).toHaveLength(10);

    setClockOffset(24 * 3600_000 + 1000);
    expect((await send(phone)).statusCode).toBe(200);
  });
});

describe('codes per client address', () => {
  it('are not counted with the per-IP limits off (IP_RATE_LIMITS=off: every browser of a test suite is one address)', async () => {
    const unlimited = await createTestApp();
    try {
      const address = newAddress();
      for (let i = 0; i < 4; i++) {
        expect((await sendCode(phoneBrowser(unlimited, address), newPhone())).statusCode).toBe(200);
      }
    } finally {
      await unlimited.close();
    }
  });

  it('3 within 15 minutes to any numbers; another address is not held up', async () => {
    const address = newAddress();
    for (let i = 0; i < 3; i++) expect((await send(newPhone(), address)).statusCode).toBe(200);
    const refusedNumber = newPhone();
    expectRefused(await send(refusedNumber, address), 15 * 60 - 5, 15 * 60);
    expect(await smsSentTo(app.db, refusedNumber)).toHaveLength(0);
    expect((await send(refusedNumber)).statusCode).toBe(200);
  });

  it('10 a day to any numbers', async () => {
    const address = newAddress();
    await spendADay(() => send(newPhone(), address));
    expectRefused(await send(newPhone(), address), 23 * 3600, 24 * 3600);
  });
});

describe('limits under parallel requests (raced on PostgreSQL)', () => {
  it('12 parallel requests for one number send exactly 3 codes', async () => {
    const phone = newPhone();
    const answers = await Promise.all(Array.from({ length: 12 }, () => send(phone)));
    expect(statuses(answers)).toEqual([...Array(3).fill(200), ...Array(9).fill(429)]);
    expect(await smsSentTo(app.db, phone)).toHaveLength(3);
    expect(
      await app.db.select().from(phoneCodeSends).where(eq(phoneCodeSends.phoneNumber, phone)),
    ).toHaveLength(3);
  });

  it('12 parallel requests from one address send exactly 3 codes', async () => {
    const address = newAddress();
    const answers = await Promise.all(Array.from({ length: 12 }, () => send(newPhone(), address)));
    expect(statuses(answers)).toEqual([...Array(3).fill(200), ...Array(9).fill(429)]);
    expect(
      await app.db.select().from(phoneCodeSends).where(eq(phoneCodeSends.ipAddress, address)),
    ).toHaveLength(3);
  });

  it('10 parallel wrong codes are counted one by one: 4 wrong, then the code is ended', async () => {
    const phone = newPhone();
    await send(phone);
    const code = (await lastCodeSentTo(app.db, phone)) as string;
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => verifyCode(phoneBrowser(app), phone, wrong)),
    );
    expect(statuses(answers)).toEqual([...Array(4).fill(400), ...Array(6).fill(429)]);
    expect((await verifyCode(phoneBrowser(app), phone, code)).json().error.code).toBe(
      'SMS_CODE_TOO_MANY_ATTEMPTS',
    );
  });

  it('one code signs up once, whatever number of parallel tries carry it', async () => {
    const phone = newPhone();
    await send(phone);
    const code = (await lastCodeSentTo(app.db, phone)) as string;
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => verifyCode(phoneBrowser(app), phone, code)),
    );
    expect(statuses(answers)).toEqual([200, ...Array(5).fill(400)]);
    expect(await app.db.select().from(users).where(eq(users.phoneNumber, phone))).toHaveLength(1);
  });
});
