import { expect } from 'vitest';
import type { Client } from './http';

/**
 * A browser's live feed (GET /api/events on a listening test app, with that browser's cookies),
 * read as text until a needle appears.
 */
export async function openFeed(address: string, browser: Client) {
  const cookie = [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const controller = new AbortController();
  const res = await fetch(`${address}/api/events`, { headers: { cookie }, signal: controller.signal });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/event-stream');
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let received = '';
  return {
    async readUntil(needle: string) {
      while (!received.includes(needle)) {
        const { value, done } = await reader.read();
        if (done) break;
        received += decoder.decode(value);
      }
      return received;
    },
    close: () => controller.abort(),
  };
}
