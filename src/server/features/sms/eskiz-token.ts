import type { EskizConfig } from '../../config-sms';

/** Eskiz's tokens are JWTs; one whose lifetime we cannot read is taken to last this long. */
const ASSUMED_LIFETIME_MS = 30 * 24 * 3600_000;
/** A token this close to its expiry is refreshed before the next send. */
const REFRESH_MARGIN_MS = 24 * 3600_000;
/** Every call to Eskiz gives up well within the outbox lease. */
export const ESKIZ_TIMEOUT_MS = 15_000;

/** Eskiz answered with an error status: `status` lets the caller tell a refusal from an outage. */
export class EskizHttpError extends Error {
  constructor(
    readonly status: number,
    readonly reason: string,
  ) {
    super(`Eskiz ${status}: ${reason}`);
  }
}

/** Logging in or refreshing failed: nothing was sent, so another try later is safe. */
export class EskizAuthError extends Error {}

/** The system error code under fetch's "fetch failed" (ECONNREFUSED, UND_ERR_SOCKET...). */
export const causeCode = (error: unknown) => (error as { cause?: { code?: string } }).cause?.code;

/** An error's message with that code, for the outbox row and the operator. */
export function describe(error: unknown): string {
  const message = String((error as Error).message ?? error);
  const code = causeCode(error);
  return code ? `${message} (${code})` : message;
}

/** Eskiz's reason in an error body ({ message } or { message: { ... } }), or the raw text. */
export function reasonOf(text: string): string {
  try {
    const body = JSON.parse(text) as { message?: unknown; data?: unknown };
    const reason = body.message ?? body.data ?? text;
    return typeof reason === 'string' ? reason : JSON.stringify(reason);
  } catch {
    return text.slice(0, 500);
  }
}

export async function eskizCall(url: string, init: RequestInit): Promise<unknown> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(ESKIZ_TIMEOUT_MS) });
  const text = await response.text();
  if (!response.ok) throw new EskizHttpError(response.status, reasonOf(text));
  return JSON.parse(text) as unknown;
}

function expiryOf(token: string, obtainedAt: number): number {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
      exp?: unknown;
    };
    if (typeof payload.exp === 'number') return payload.exp * 1000;
  } catch {
    // not a JWT we can read: the assumed lifetime below
  }
  return obtainedAt + ASSUMED_LIFETIME_MS;
}

function tokenIn(body: unknown): string {
  const token = (body as { data?: { token?: unknown } }).data?.token;
  if (typeof token !== 'string' || !token) throw new EskizHttpError(502, 'no token in the answer');
  return token;
}

/**
 * The account's bearer token: logged in for once, refreshed before it expires, and dropped when a
 * send gets 401 (the next `get` logs in again). Concurrent callers share one login.
 */
export class EskizToken {
  private token: Promise<{ value: string; expiresAt: number }> | undefined;

  constructor(
    private readonly config: EskizConfig,
    private readonly now: () => number = Date.now,
  ) {}

  async get(): Promise<string> {
    try {
      this.token ??= this.login();
      let current = await this.token;
      if (current.expiresAt - this.now() <= REFRESH_MARGIN_MS) {
        this.token = this.refresh(current.value).catch(() => this.login());
        current = await this.token;
      }
      return current.value;
    } catch (error) {
      this.token = undefined;
      throw new EskizAuthError(`Eskiz login failed: ${describe(error)}`);
    }
  }

  /** After a 401: the token is no good, whatever its expiry said. */
  forget(): void {
    this.token = undefined;
  }

  private async login() {
    const body = new URLSearchParams({ email: this.config.email, password: this.config.password });
    return this.held(await eskizCall(`${this.config.baseUrl}/api/auth/login`, { method: 'POST', body }));
  }

  private async refresh(token: string) {
    const headers = { authorization: `Bearer ${token}` };
    return this.held(
      await eskizCall(`${this.config.baseUrl}/api/auth/refresh`, { method: 'PATCH', headers }),
    );
  }

  private held(body: unknown) {
    const value = tokenIn(body);
    return { value, expiresAt: expiryOf(value, this.now()) };
  }
}
