import { z } from 'zod';

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optional = z.preprocess(emptyToUndefined, z.string().trim().min(1).optional());

/** The Eskiz SMS gateway's environment variables (README "SMS"). */
export const smsEnvShape = {
  ESKIZ_EMAIL: optional,
  ESKIZ_PASSWORD: optional,
  /** the sender id approved in the Eskiz cabinet, e.g. 4546 */
  ESKIZ_SENDER: optional,
  /** Eskiz's API; only tests point it elsewhere (their simulator) */
  ESKIZ_BASE_URL: z.preprocess(
    emptyToUndefined,
    z.url({ protocol: /^https?$/ }).default('https://notify.eskiz.uz'),
  ),
};

const smsEnvSchema = z.object(smsEnvShape);

export interface EskizConfig {
  email: string;
  password: string;
  sender: string;
  baseUrl: string;
}

export interface SmsConfig {
  /** null: messages stay in the outbox (/dev/mailbox), never sent */
  eskiz: EskizConfig | null;
  /**
   * Whether people may sign in by phone: only where a code can reach them. In production
   * without Eskiz a code would never arrive, so phone sign-in is off and the site says so.
   */
  phoneSignIn: boolean;
}

export const NO_SMS_GATEWAY: SmsConfig = { eskiz: null, phoneSignIn: true };

export class SmsConfigError extends Error {}

const REQUIRED = ['ESKIZ_EMAIL', 'ESKIZ_PASSWORD', 'ESKIZ_SENDER'] as const;

/**
 * Eskiz is on when all three of its variables are set, off when none is. A partial set is a
 * mistake (codes would silently go nowhere), so it stops the server naming what is missing.
 */
export function smsConfigFrom(e: z.infer<typeof smsEnvSchema>, isProduction: boolean): SmsConfig {
  const given = REQUIRED.filter((key) => e[key] !== undefined);
  if (given.length === 0) return { eskiz: null, phoneSignIn: !isProduction };
  const missing = REQUIRED.filter((key) => e[key] === undefined);
  if (missing.length > 0) {
    throw new SmsConfigError(`${missing.join(', ')}: required when ${given.join(', ')} is set`);
  }
  return {
    eskiz: {
      email: e.ESKIZ_EMAIL!,
      password: e.ESKIZ_PASSWORD!,
      sender: e.ESKIZ_SENDER!,
      baseUrl: e.ESKIZ_BASE_URL.replace(/\/+$/, ''),
    },
    phoneSignIn: true,
  };
}
