import { isApiError } from '@web/lib/api-client';

/**
 * The toast text of a failed admin write: the server's own Uzbek message when it refused by a
 * rule (404 gone, 409, 422 LAST_ADMIN...), which says more than the spec's per-action text; that
 * text for invalid input (the fields show what is wrong), server faults and lost connections.
 */
export function writeErrorText(error: unknown, fallback: string): string {
  if (isApiError(error) && error.status > 400 && error.status < 500) return error.message;
  return fallback;
}

/** The server's field errors (VALIDATION_FAILED), to put under the form's fields. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  return isApiError(error) && error.code === 'VALIDATION_FAILED' ? (error.fields ?? {}) : {};
}
