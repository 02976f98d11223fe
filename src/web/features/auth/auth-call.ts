import { type AuthErrorInfo, authErrorInfo, networkErrorInfo } from '@web/lib/auth-errors';

export type AuthCallResult = { ok: true } | { ok: false; error: AuthErrorInfo };

/**
 * Runs a better-auth client call and normalises its failure: the client returns `{ error }` for
 * HTTP errors and throws when the network is down.
 */
export async function callAuth(
  run: () => Promise<{ error?: unknown } | null | undefined>,
  fallback: string,
): Promise<AuthCallResult> {
  try {
    const result = await run();
    if (result?.error) return { ok: false, error: authErrorInfo(result.error, fallback) };
    return { ok: true };
  } catch {
    return { ok: false, error: networkErrorInfo() };
  }
}
