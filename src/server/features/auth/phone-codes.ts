import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { APIError } from 'better-auth/api';
import { and, eq } from 'drizzle-orm';
import type { ErrorCode } from '../../../shared/i18n/uz';
import { AUTH_LIMITS, PHONE_CODE_LIMITS } from '../../../shared/schemas/auth';
import type { Db } from '../../db/client';
import { phoneCodes, users } from '../../db/schema';
import { serverNow } from '../../lib/clock';
import { errorText } from '../../plugins/language';
import { enqueueSms } from '../sms/sms-outbox';
import { reserveSend, type SendTarget, secondsUntilNextSend } from './phone-send-limits';

/** SIGN_IN serves signing in, signing up and adding the number to an account. */
export type PhoneCodePurpose = 'SIGN_IN' | 'PASSWORD_RESET';

export interface PhoneCodeRequest extends SendTarget {
  purpose: PhoneCodePurpose;
  /** a signed-in learner adding the number gets the confirmation text instead of the sign-in one */
  confirmingForAccount?: boolean;
}

function smsTemplate({ purpose, confirmingForAccount }: PhoneCodeRequest) {
  if (purpose === 'PASSWORD_RESET') return 'PASSWORD_RESET_CODE';
  return confirmingForAccount ? 'PHONE_CONFIRM_CODE' : 'SIGN_IN_CODE';
}

function randomCode(): string {
  return String(randomInt(0, 10 ** AUTH_LIMITS.resetCodeLength)).padStart(AUTH_LIMITS.resetCodeLength, '0');
}

function tooManyRequests(code: ErrorCode, retryAfterSeconds: number) {
  return new APIError(
    'TOO_MANY_REQUESTS',
    { code, message: errorText(code) },
    { 'Retry-After': String(retryAfterSeconds) },
  );
}

const badCode = (code: ErrorCode) => new APIError('BAD_REQUEST', { code, message: errorText(code) });

type VerifyOutcome = 'ok' | 'missing' | 'expired' | 'wrong' | 'exhausted';

/**
 * SMS codes over our own table: better-auth's phoneNumber plugin keeps the plain code and counts
 * no sends. A code lives 5 minutes and takes 5 wrong tries; the sends are limited per number and
 * per client address (phone-send-limits.ts). Only an HMAC of each code (keyed by the auth secret,
 * so a copy of the table cannot be searched through the million codes) is stored.
 */
/** `perAddress`: count sends per client address too (off with the other per-IP limits, IP_RATE_LIMITS). */
export function createPhoneCodes(db: Db, secret: string, { perAddress }: { perAddress: boolean }) {
  const hashOf = (phoneNumber: string, purpose: PhoneCodePurpose, code: string) =>
    createHmac('sha256', secret).update(`${purpose}:${phoneNumber}:${code}`).digest();

  async function hasAccount(tx: Db, phoneNumber: string) {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.phoneNumber, phoneNumber));
    return Boolean(user);
  }

  /**
   * Writes a new code (replacing the number's previous one for the purpose) and queues its SMS in
   * one transaction; throws 429 SMS_RATE_LIMITED with Retry-After past a limit. Answers the same
   * whether the number has an account: a reset code for a number without one is stored and
   * counted but sent nowhere.
   */
  async function send(request: PhoneCodeRequest): Promise<void> {
    const nowMs = serverNow().getTime();
    const code = randomCode();
    const wait = await db.transaction(async (tx) => {
      const target = perAddress ? request : { ...request, ipAddress: null };
      const seconds = await reserveSend(tx, target, nowMs);
      if (seconds > 0) return seconds;
      const row = {
        codeHash: hashOf(request.phoneNumber, request.purpose, code).toString('base64url'),
        wrongAttempts: 0,
        expiresAt: new Date(nowMs + PHONE_CODE_LIMITS.lifetimeMinutes * 60_000),
        createdAt: new Date(nowMs),
      };
      await tx
        .insert(phoneCodes)
        .values({ phoneNumber: request.phoneNumber, purpose: request.purpose, ...row })
        .onConflictDoUpdate({ target: [phoneCodes.phoneNumber, phoneCodes.purpose], set: row });
      if (request.purpose === 'SIGN_IN' || (await hasAccount(tx, request.phoneNumber))) {
        await enqueueSms(tx, { to: request.phoneNumber, template: smsTemplate(request), params: { code } });
      }
      return 0;
    });
    if (wait > 0) throw tooManyRequests('SMS_RATE_LIMITED', wait);
  }

  /** Spends the number's code under a row lock, so parallel tries are counted one by one. */
  async function check(phoneNumber: string, purpose: PhoneCodePurpose, code: string): Promise<VerifyOutcome> {
    const nowMs = serverNow().getTime();
    return db.transaction(async (tx) => {
      const match = and(eq(phoneCodes.phoneNumber, phoneNumber), eq(phoneCodes.purpose, purpose));
      const [row] = await tx.select().from(phoneCodes).where(match).for('update');
      if (!row) return 'missing';
      if (row.wrongAttempts >= PHONE_CODE_LIMITS.wrongAttempts) return 'exhausted';
      if (row.expiresAt.getTime() <= nowMs) {
        await tx.delete(phoneCodes).where(match);
        return 'expired';
      }
      const given = hashOf(phoneNumber, purpose, code);
      if (timingSafeEqual(given, Buffer.from(row.codeHash, 'base64url'))) {
        await tx.delete(phoneCodes).where(match);
        return 'ok';
      }
      const wrongAttempts = row.wrongAttempts + 1;
      await tx.update(phoneCodes).set({ wrongAttempts }).where(match);
      return wrongAttempts >= PHONE_CODE_LIMITS.wrongAttempts ? 'exhausted' : 'wrong';
    });
  }

  /**
   * better-auth's verifyOTP: true for the right code, which is then spent. Otherwise throws
   * SMS_CODE_INVALID (wrong, or none sent), SMS_CODE_EXPIRED, or after the fifth wrong try
   * 429 SMS_CODE_TOO_MANY_ATTEMPTS with the seconds until a new code may be sent.
   */
  async function verify(phoneNumber: string, purpose: PhoneCodePurpose, code: string): Promise<true> {
    const outcome = await check(phoneNumber, purpose, code);
    if (outcome === 'ok') return true;
    if (outcome === 'expired') throw badCode('SMS_CODE_EXPIRED');
    if (outcome === 'exhausted') {
      const wait = await secondsUntilNextSend(db, phoneNumber, serverNow().getTime());
      throw tooManyRequests('SMS_CODE_TOO_MANY_ATTEMPTS', wait);
    }
    throw badCode('SMS_CODE_INVALID');
  }

  return { send, verify };
}

export type PhoneCodes = ReturnType<typeof createPhoneCodes>;
