import { createHmac, timingSafeEqual } from 'node:crypto';

export const ESKIZ_CALLBACK_PATH = '/api/sms/eskiz/callback';

/**
 * Each message's delivery report URL carries a token derived from the server's secret and the
 * outbox row: only Eskiz, which got the URL with that message, can report on it, and a leaked URL
 * speaks for that one message only.
 */
function callbackToken(secret: string, outboxId: string): string {
  return createHmac('sha256', secret).update(`eskiz-callback:${outboxId}`).digest('base64url');
}

export function eskizCallbackUrl(publicUrl: string, secret: string, outboxId: string): string {
  const query = new URLSearchParams({ id: outboxId, token: callbackToken(secret, outboxId) });
  return `${publicUrl}${ESKIZ_CALLBACK_PATH}?${query}`;
}

/** Compared in constant time, so the answer's timing tells nothing about the right token. */
export function isCallbackToken(secret: string, outboxId: string, token: string): boolean {
  const expected = Buffer.from(callbackToken(secret, outboxId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
