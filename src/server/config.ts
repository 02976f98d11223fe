import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
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
  PAYMENT_PROVIDER: z.preprocess(emptyToUndefined, z.enum(['none', 'demo']).optional()),
});

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  authSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: string;
  /** origins allowed to send cookie-authenticated writes besides publicUrl (e.g. the Vite dev server) */
  trustedOrigins: string[];
  /** demo (a test checkout page) by default outside production, none in production */
  paymentProvider: 'none' | 'demo';
  /** requests per minute per client IP on /api */
  apiRateLimit: number;
  /** per-IP limits (ours and better-auth's); off only for test runs where every client is 127.0.0.1 */
  ipRateLimits: boolean;
  /** writes per minute per signed-in user (answer saves, cart, claims...) */
  userWriteLimit: number;
}

export class ConfigError extends Error {}

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
  if (isProduction && !e.PUBLIC_URL) {
    throw new ConfigError('Invalid configuration:\n  PUBLIC_URL: required when NODE_ENV=production');
  }
  const localHost = e.HOST === '0.0.0.0' || e.HOST === '::' ? 'localhost' : e.HOST;
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
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    publicUrl,
    authSecret: e.AUTH_SECRET ?? persistedSecret(dataDir),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    logLevel: e.LOG_LEVEL,
    trustedOrigins,
    apiRateLimit: e.API_RATE_LIMIT,
    ipRateLimits: e.IP_RATE_LIMITS === 'on',
    userWriteLimit: e.USER_WRITE_LIMIT,
    paymentProvider: e.PAYMENT_PROVIDER ?? (isProduction ? 'none' : 'demo'),
  };
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
