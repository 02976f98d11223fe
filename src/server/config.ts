import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { Integrations } from '../shared/schemas/integrations';
import {
  PaymentConfigError,
  type PaymentsConfig,
  paymentEnvShape,
  paymentsConfigFrom,
} from './config-payments';
import { parseTrustProxy, type TrustProxy } from './config-proxy';
import { type SmsConfig, SmsConfigError, smsConfigFrom, smsEnvShape } from './config-sms';
import { type S3StorageConfig, StorageConfigError, s3ConfigFrom, storageEnvShape } from './config-storage';

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const postgresUrl = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
);

/** An optional value that must match `pattern` when set (the message says what it should look like). */
const optionalMatching = (pattern: RegExp, message: string) =>
  z.preprocess(emptyToUndefined, z.string().trim().regex(pattern, message).optional());

/** An https link to a profile or channel on one of `hosts`, or unset. */
const socialUrl = (hosts: string[], example: string) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .refine((value) => isProfileLink(value, hosts), `must be an https link like ${example}`)
      .optional(),
  );

function isProfileLink(value: string, hosts: string[]): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return url.protocol === 'https:' && hosts.includes(url.hostname) && url.pathname.length > 1;
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: optionalString,
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: postgresUrl,
  /** the same database without a transaction-mode pooler, for LISTEN and pg_dump (docs/operations.md#several-servers) */
  DATABASE_DIRECT_URL: postgresUrl,
  PUBLIC_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  AUTH_SECRET: z.preprocess(
    emptyToUndefined,
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
  SMTP_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
  ),
  MAIL_FROM: z.string().min(3).default('Bilimdon <no-reply@bilimdon.uz>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUSTED_ORIGINS: optionalString,
  API_RATE_LIMIT: z.coerce.number().int().min(1).default(600),
  IP_RATE_LIMITS: z.enum(['on', 'off']).default('on'),
  USER_WRITE_LIMIT: z.coerce.number().int().min(1).default(240),
  SERVER_TIMING: z.enum(['on', 'off']).default('off'),
  ADSENSE_CLIENT_ID: optionalMatching(
    /^ca-pub-\d{10,20}$/,
    'must be an AdSense publisher id like ca-pub-1234567890123456',
  ),
  ADSENSE_SLOT_HORIZONTAL: optionalMatching(/^\d{6,20}$/, 'must be an AdSense ad unit id (digits only)'),
  ADSENSE_SLOT_RECTANGLE: optionalMatching(/^\d{6,20}$/, 'must be an AdSense ad unit id (digits only)'),
  SOCIAL_TELEGRAM_URL: socialUrl(['t.me', 'telegram.me'], 'https://t.me/bilimdon'),
  SOCIAL_INSTAGRAM_URL: socialUrl(['instagram.com', 'www.instagram.com'], 'https://instagram.com/bilimdon'),
  SOCIAL_YOUTUBE_URL: socialUrl(['youtube.com', 'www.youtube.com'], 'https://youtube.com/@bilimdon'),
  SOCIAL_FACEBOOK_URL: socialUrl(['facebook.com', 'www.facebook.com'], 'https://facebook.com/bilimdon'),
  ...paymentEnvShape,
  ...storageEnvShape,
  ...smsEnvShape,
  /** 'off' seeds a fresh development database without the demo history (the e2e counts its own rows) */
  DEMO_HISTORY: z.enum(['on', 'off']).default('on'),
  /** '1' outside production registers POST /api/dev/clock (the e2e moves guest expiry with it) */
  ENABLE_TEST_CLOCK: z.enum(['0', '1']).optional(),
  TRUST_PROXY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .optional()
      .transform((value, context) => {
        const parsed = parseTrustProxy(value);
        if (parsed === undefined) {
          context.addIssue({
            code: 'custom',
            message: "must be the proxies' addresses or CIDRs, comma-separated (not true or a hop count)",
          });
          return z.NEVER;
        }
        return parsed;
      }),
  ),
});

/** Every environment variable the server reads; the README's configuration table names the same. */
export const ENVIRONMENT_VARIABLES = Object.keys(envSchema.shape);

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** a session connection to the same database (LISTEN, pg_dump); DATABASE_URL unless set */
  databaseDirectUrl: string | undefined;
  publicUrl: string;
  authSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: string;
  /** origins allowed to send cookie-authenticated writes besides publicUrl (e.g. the Vite dev server) */
  trustedOrigins: string[];
  /** Payme, Click and Uzum when their credentials are set; else demo (development) or none */
  payments: PaymentsConfig;
  /** uploads on S3-compatible storage; null keeps them under DATA_DIR/uploads */
  s3: S3StorageConfig | null;
  /** the Eskiz SMS gateway, or the development outbox only; and whether phone sign-in is offered */
  sms: SmsConfig;
  /** requests per minute per client IP on /api */
  apiRateLimit: number;
  /** per-IP limits (ours and better-auth's); off only for test runs where every client is 127.0.0.1 */
  ipRateLimits: boolean;
  /** writes per minute per signed-in user (answer saves, cart, claims...) */
  userWriteLimit: number;
  /** every response says how long the server took (Server-Timing: app;dur=ms): for benchmarks */
  serverTiming: boolean;
  /** proxies whose X-Forwarded-For is believed; false believes nobody */
  trustProxy: TrustProxy;
  /** POST /api/dev/clock exists (never in production): tests move the guest-expiry clock */
  testClock: boolean;
  /** a fresh development database also gets the demo's sixty days of history (never in production) */
  demoHistory: boolean;
  /** ads and social links; the browser learns them from the public settings, the CSP admits them */
  integrations: Integrations;
}

export class ConfigError extends Error {}

/** listen addresses whose PUBLIC_URL default is http://localhost:PORT */
const LOCAL_NAMES = new Set(['0.0.0.0', '::', '127.0.0.1', '::1', 'localhost']);

/** Parses the environment; throws a ConfigError naming every wrong variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  const dataDir = path.resolve(e.DATA_DIR);
  if (isProduction && !e.AUTH_SECRET) {
    throw new ConfigError('Invalid configuration:\n  AUTH_SECRET: required when NODE_ENV=production');
  }
  if (e.DATABASE_DIRECT_URL && !e.DATABASE_URL) {
    throw new ConfigError('Invalid configuration:\n  DATABASE_URL: required when DATABASE_DIRECT_URL is set');
  }
  if (isProduction && !e.PUBLIC_URL) {
    throw new ConfigError('Invalid configuration:\n  PUBLIC_URL: required when NODE_ENV=production');
  }
  // loopback outside production so a development server (and its mailbox) is not on the network
  const host = e.HOST ?? (isProduction ? '0.0.0.0' : '127.0.0.1');
  const localHost = LOCAL_NAMES.has(host) ? 'localhost' : host;
  const publicUrl = (e.PUBLIC_URL ?? `http://${localHost}:${e.PORT}`).replace(/\/+$/, '');
  const trustedOrigins = (
    e.TRUSTED_ORIGINS ?? (isProduction ? '' : 'http://localhost:5173,http://127.0.0.1:5173')
  )
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  return {
    nodeEnv: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databaseDirectUrl: e.DATABASE_DIRECT_URL ?? e.DATABASE_URL,
    publicUrl,
    authSecret: e.AUTH_SECRET ?? persistedSecret(dataDir),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    logLevel: e.LOG_LEVEL,
    trustedOrigins,
    apiRateLimit: e.API_RATE_LIMIT,
    ipRateLimits: e.IP_RATE_LIMITS === 'on',
    userWriteLimit: e.USER_WRITE_LIMIT,
    serverTiming: e.SERVER_TIMING === 'on',
    payments: configPart(() => paymentsConfigFrom(e, isProduction)),
    s3: configPart(() => s3ConfigFrom(e)),
    sms: configPart(() => smsConfigFrom(e, isProduction)),
    trustProxy: e.TRUST_PROXY ?? false,
    testClock: !isProduction && e.ENABLE_TEST_CLOCK === '1',
    demoHistory: !isProduction && e.DEMO_HISTORY === 'on',
    integrations: integrationsFrom(e),
  };
}

function integrationsFrom(e: z.infer<typeof envSchema>): Integrations {
  const slots = {
    horizontal: e.ADSENSE_SLOT_HORIZONTAL ?? null,
    rectangle: e.ADSENSE_SLOT_RECTANGLE ?? null,
  };
  if (!e.ADSENSE_CLIENT_ID && (slots.horizontal || slots.rectangle)) {
    throw new ConfigError(
      'Invalid configuration:\n  ADSENSE_CLIENT_ID: required when an ADSENSE_SLOT_* is set',
    );
  }
  return {
    ads: e.ADSENSE_CLIENT_ID ? { clientId: e.ADSENSE_CLIENT_ID, slots } : null,
    social: {
      telegram: e.SOCIAL_TELEGRAM_URL ?? null,
      instagram: e.SOCIAL_INSTAGRAM_URL ?? null,
      youtube: e.SOCIAL_YOUTUBE_URL ?? null,
      facebook: e.SOCIAL_FACEBOOK_URL ?? null,
    },
  };
}

/** A part's own configuration error becomes a ConfigError, which the server prints without a stack. */
function configPart<T>(parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    if (
      error instanceof PaymentConfigError ||
      error instanceof StorageConfigError ||
      error instanceof SmsConfigError
    )
      throw new ConfigError(`Invalid configuration:\n  ${error.message}`);
    throw error;
  }
}

/** Outside production a secret is generated once and kept in DATA_DIR so sessions survive restarts. */
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
