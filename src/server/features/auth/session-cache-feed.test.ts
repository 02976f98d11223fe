import { describe, expect, it } from 'vitest';
import type { ConnectionEvent, Database, NotifyListener } from '../../db/client';
import { SessionCache, type SignIn } from './session-cache';

/** A database that only carries the change feed, driven by the test. */
function fakeFeed() {
  let notify: NotifyListener = () => undefined;
  let event: (e: ConnectionEvent) => void = () => undefined;
  const database = {
    listen: async (_channel: string, listener: NotifyListener) => {
      notify = listener;
      return async () => undefined;
    },
    onConnectionEvent: (handler: (e: ConnectionEvent) => void) => {
      event = handler;
      return () => undefined;
    },
    notificationsCaughtUp: async () => {
      roundTrips.count++;
    },
  } as unknown as Database;
  const roundTrips = { count: 0 };
  return { database, roundTrips, notify: (p: string) => notify(p), event: (e: ConnectionEvent) => event(e) };
}

const log = { warn: () => undefined };
const signIn = (name: string): SignIn<string> => ({
  user: name,
  sessionId: `s-${name}`,
  userId: `u-${name}`,
  expiresAt: new Date(Date.now() + 3_600_000),
});

/** A load that counts its calls. */
function counted(result: SignIn<string> | null) {
  const load = async () => {
    load.calls++;
    return result;
  };
  load.calls = 0;
  return load;
}

describe('session cache and its change feed', () => {
  it('a notification for the session or its user forgets it; others stay', async () => {
    const feed = fakeFeed();
    const cache = await SessionCache.open<string>(feed.database, log);
    const ali = counted(signIn('ali'));
    const vali = counted(signIn('vali'));
    await cache.signIn('k-ali', ali);
    await cache.signIn('k-vali', vali);
    await cache.signIn('k-ali', ali);
    expect(ali.calls).toBe(1);
    feed.notify(JSON.stringify({ session: 's-ali' }));
    await cache.signIn('k-ali', ali);
    expect(ali.calls).toBe(2);
    feed.notify(JSON.stringify({ user: 'u-ali' }));
    await cache.signIn('k-ali', ali);
    await cache.signIn('k-vali', vali);
    expect([ali.calls, vali.calls]).toEqual([3, 1]);
  });

  it('an answer loaded while a notification arrived is used once, not kept', async () => {
    const feed = fakeFeed();
    const cache = await SessionCache.open<string>(feed.database, log);
    let calls = 0;
    const racing = async () => {
      calls++;
      // the revocation commits after the database was read, before the answer is stored
      feed.notify(JSON.stringify({ session: 's-ali' }));
      return signIn('ali');
    };
    expect(await cache.signIn('k-ali', racing)).toBe('ali');
    await cache.signIn('k-ali', racing);
    expect(calls).toBe(2);
  });

  it('with LISTEN down nothing is believed or kept; when it returns everything held before is forgotten', async () => {
    const feed = fakeFeed();
    const cache = await SessionCache.open<string>(feed.database, log);
    const ali = counted(signIn('ali'));
    await cache.signIn('k-ali', ali);
    feed.event({ kind: 'listen_lost', error: new Error('gone') });
    await cache.signIn('k-ali', ali);
    await cache.signIn('k-ali', ali);
    expect(ali.calls).toBe(3);
    feed.event({ kind: 'listen_restored', attempts: 1 });
    await cache.signIn('k-ali', ali);
    await cache.signIn('k-ali', ali);
    expect(ali.calls).toBe(4);
  });

  it('for a write that checks the sign-in itself: a current entry is given unconfirmed, with no round trip', async () => {
    const feed = fakeFeed();
    const cache = await SessionCache.open<string>(feed.database, log);
    const ali = counted(signIn('ali'));
    // not known yet: loaded, so confirmed
    expect(await cache.signInToCheck('k-ali', ali)).toEqual({ user: 'ali', confirmed: true });
    const before = feed.roundTrips.count;
    expect(await cache.signInToCheck('k-ali', ali)).toEqual({ user: 'ali', confirmed: false });
    expect(feed.roundTrips.count).toBe(before);
    expect(ali.calls).toBe(1);
    // forgotten by the feed, or with LISTEN down: loaded and confirmed again
    feed.notify(JSON.stringify({ session: 's-ali' }));
    expect(await cache.signInToCheck('k-ali', ali)).toEqual({ user: 'ali', confirmed: true });
    feed.event({ kind: 'listen_lost', error: new Error('gone') });
    expect(await cache.signInToCheck('k-ali', ali)).toEqual({ user: 'ali', confirmed: true });
    expect(ali.calls).toBe(3);
    expect(await cache.signInToCheck('k-x', counted(null))).toBeNull();
  });

  it('a refused cookie is never kept', async () => {
    const feed = fakeFeed();
    const cache = await SessionCache.open<string>(feed.database, log);
    const nobody = counted(null);
    expect(await cache.signIn('k-x', nobody)).toBeNull();
    expect(await cache.signIn('k-x', nobody)).toBeNull();
    expect(nobody.calls).toBe(2);
  });
});
