import { randomInt } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { smsOutbox } from '../../db/schema';
import { client } from '../../test/http';
import type { TestApp } from '../../test/test-app';
import { lastCodeSentTo } from '../sms/sms.test-support';

/** A random Uzbek mobile number in E.164, new to every test. */
export function newPhone(): string {
  return `+99890${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
}

let addressCount = 0;
/** A client address of its own (TEST-NET-2 range), so per-address limits of other tests do not apply. */
export function newAddress(): string {
  addressCount += 1;
  return `198.51.${Math.floor(addressCount / 250) % 250}.${(addressCount % 250) + 1}`;
}

/** A browser from an address of its own. */
export function phoneBrowser(app: TestApp, address = newAddress()) {
  return client(app.server, undefined, address);
}

export type PhoneBrowser = ReturnType<typeof phoneBrowser>;

export const sendCode = (browser: PhoneBrowser, phoneNumber: string) =>
  browser.post('/api/auth/phone-number/send-otp', { phoneNumber });

export const verifyCode = (browser: PhoneBrowser, phoneNumber: string, code: string, extra = {}) =>
  browser.post('/api/auth/phone-number/verify', { phoneNumber, code, ...extra });

/** Signs in (or up) by number and the code from the development outbox; returns the signed-in browser. */
export async function signInByPhone(app: TestApp, phoneNumber = newPhone(), browser = phoneBrowser(app)) {
  const sent = await sendCode(browser, phoneNumber);
  if (sent.statusCode !== 200) throw new Error(`send-otp failed: ${sent.body}`);
  const code = await lastCodeSentTo(app.db, phoneNumber);
  const res = await verifyCode(browser, phoneNumber, code ?? '');
  if (res.statusCode !== 200) throw new Error(`verify failed: ${res.body}`);
  return {
    browser,
    phoneNumber,
    user: res.json().user as { id: string; email: string | null; name: string },
  };
}

/** Every SMS queued or sent to a number, oldest first. */
export function smsSentTo(db: Db, phone: string) {
  return db.select().from(smsOutbox).where(eq(smsOutbox.to, phone)).orderBy(asc(smsOutbox.createdAt));
}
