import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { lifetimeOf } from './session-cache';

describe('session cache lifetime', () => {
  // signed session cookies as better-auth makes them: token.signature, URI-encoded
  const keys = Array.from({ length: 2000 }, () =>
    encodeURIComponent(`${randomBytes(24).toString('base64url')}.${randomBytes(32).toString('base64')}`),
  );

  it('is between 30 and 60 seconds, the same for the same key', () => {
    for (const key of keys) {
      expect(lifetimeOf(key)).toBeGreaterThanOrEqual(30_000);
      expect(lifetimeOf(key)).toBeLessThan(60_000);
      expect(lifetimeOf(key)).toBe(lifetimeOf(key));
    }
  });

  it('spreads sign-ins cached together over the whole range, so they do not expire together', () => {
    const perSecond = new Map<number, number>();
    for (const key of keys) {
      const second = Math.floor(lifetimeOf(key) / 1000);
      perSecond.set(second, (perSecond.get(second) ?? 0) + 1);
    }
    // 30 one-second slots, about 67 keys each: none empty, none holding a crowd
    expect(perSecond.size).toBe(30);
    for (const count of perSecond.values()) expect(count).toBeLessThan(140);
  });
});
