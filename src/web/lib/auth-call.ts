import { type AuthErrorInfo, authErrorInfo, networkErrorInfo } from '@web/lib/auth-errors';
import { retryAfterSeconds } from './retry-after';

export type AuthCallResult = { ok: true } | { ok: false; error: AuthErrorInfo };
/** A refusal may say how long to wait (a 429's `Retry-After`, in seconds). */
export type WaitedCallResult = { ok: true } | { ok: false; error: AuthErrorInfo; retryAfter?: number };

type AuthResult = Promise<{ error?: unknown } | null | undefined>;

/**
 * Runs a better-auth client call and normalises its failure: the client returns `{ error }` for
 * HTTP errors and throws when the network is down.
 */
export async function callAuth(run: () => AuthResult, fallback: string): Promise<AuthCallResult> {
  try {
    const result = await run();
    if (result?.error) return { ok: false, error: authErrorInfo(result.error, fallback) };
    return { ok: true };
  } catch {
    return { ok: false, error: networkErrorInfo() };
  }
}

/** The per-call options that let `callAuthWithWait` read the refusal's headers. */
export type ErrorHeadersOption = { onError: (context: { response: Response }) => void };

/** `callAuth`, keeping how long a refusal asks to wait (better-auth's error carries no headers). */
export async function callAuthWithWait(
  run: (fetchOptions: ErrorHeadersOption) => AuthResult,
  fallback: string,
): Promise<WaitedCallResult> {
  let retryAfter: number | undefined;
  const onError = ({ response }: { response: Response }) => {
    retryAfter = retryAfterSeconds(response.headers.get('Retry-After'));
  };
  const result = await callAuth(() => run({ onError }), fallback);
  return result.ok || retryAfter === undefined ? result : { ...result, retryAfter };
}
