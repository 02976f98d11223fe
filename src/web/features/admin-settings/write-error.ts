import { isApiError } from '@web/lib/api-client';

/**
 * The toast text of a failed settings action: the server's own Uzbek message when it refused by a
 * rule (409, 422, 501 backup unavailable...), which says more than the spec's per-action text;
 * that text for invalid input (the fields show what is wrong), server faults and lost connections.
 * Unlike @web/lib/write-error it passes 5xx messages other than 500 through (501 has no backup tool).
 */
export function writeErrorText(error: unknown, fallback: string): string {
  if (isApiError(error) && error.status > 400 && error.status !== 500) return error.message;
  return fallback;
}
