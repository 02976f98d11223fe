import { FRIENDLY_ERRORS, friendlyError } from '@shared/domain/friendly-error';
import { errorMessage, isKnownErrorCode } from '@shared/i18n/uz';

export type AuthErrorInfo = { status: number; code: string; message: string };

type Loose = Record<string, unknown> | null | undefined;

function str(value: unknown): string | undefined {
  return typeof value === 'string' && value ? value : undefined;
}

/**
 * Reads a better-auth client error. Our server may answer with better-auth's own body
 * (`{ code, message }`) or with the API's envelope (`{ error: { code, message } }`); the client
 * spreads that body and adds `status`. A code our catalogue knows keeps our server's (Uzbek)
 * message; a provider message under an unknown code goes through the spec's friendly mapping
 * (section 8); with no message at all the catalogue, then `fallback`, is used.
 */
export function authErrorInfo(error: unknown, fallback: string): AuthErrorInfo {
  const e = (error && typeof error === 'object' ? error : {}) as Record<string, unknown>;
  const nested = (e.error && typeof e.error === 'object' ? e.error : undefined) as Loose;
  const status = typeof e.status === 'number' ? e.status : 0;
  const code = str(nested?.code) ?? str(e.code) ?? (status === 429 ? 'TOO_MANY_REQUESTS' : '');
  const known = code ? errorMessage(code) : undefined;
  const fromCatalogue = known && known !== errorMessage('__unknown__') ? known : undefined;
  const ours = code !== '' && isKnownErrorCode(code);
  const given = str(nested?.message) ?? str(e.message);
  const message = given ? (ours ? given : friendlyError(given)) : (fromCatalogue ?? fallback);
  return { status, code, message };
}

/** A better-auth call that threw (no answer from the server): the friendly network message. */
export function networkErrorInfo(): AuthErrorInfo {
  return { status: 0, code: 'NETWORK', message: FRIENDLY_ERRORS.network };
}
