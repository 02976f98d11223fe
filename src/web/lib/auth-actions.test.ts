// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/*
 * better-auth's real client against a stubbed fetch: its own session signal (after a sign-in or a
 * sign-out) must make the app's session store read the session again, and a sign-out must reach
 * the other tabs through better-auth's localStorage message.
 */

const LEARNER = { id: 'u1', name: 'Ali Valiyev', email: 'ali@misol.uz', role: 'USER' };
const BROADCAST_KEY = 'better-auth.message';

/** The server: who is signed in changes with sign-in and sign-out. */
function fakeServer(options: { signOutStatus?: number } = {}) {
  let user: typeof LEARNER | null = LEARNER;
  const paths: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const path = new URL(input instanceof Request ? input.url : String(input), 'http://localhost').pathname;
    paths.push(path);
    if (path === '/api/auth/get-session') return Response.json(user ? { session: { id: 's1' }, user } : null);
    if (path === '/api/auth/sign-out') {
      if (options.signOutStatus) return Response.json({ message: 'no' }, { status: options.signOutStatus });
      user = null;
      return Response.json({ success: true });
    }
    if (path === '/api/auth/sign-in/email') {
      user = LEARNER;
      return Response.json({ redirect: false, user: LEARNER });
    }
    return new Response(null, { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  return { paths, signOut: () => (user = null) };
}

async function load() {
  vi.resetModules();
  const store = await import('./session-store');
  const { authClient } = await import('./auth-actions');
  const stop = store.subscribeSession(() => {});
  await vi.waitFor(() => expect(store.getSessionState().isPending).toBe(false));
  return { store, authClient, stop };
}

let stop: (() => void) | undefined;
beforeEach(() => localStorage.clear());
afterEach(async () => {
  stop?.();
  await new Promise((resolve) => setTimeout(resolve, 1000)); // the store stops listening
  vi.unstubAllGlobals();
});

describe('auth actions and the session store', () => {
  it('a sign-out reads the session again here and tells the other tabs', async () => {
    const server = fakeServer();
    const loaded = await load();
    stop = loaded.stop;
    expect(loaded.store.getSessionState().user?.id).toBe('u1');

    const { error } = await loaded.authClient.signOut();
    expect(error).toBeNull();
    await vi.waitFor(() => expect(loaded.store.getSessionState()).toEqual({ user: null, isPending: false }));
    expect(server.paths.filter((path) => path === '/api/auth/get-session')).toHaveLength(2);
    expect(JSON.parse(localStorage.getItem(BROADCAST_KEY) ?? 'null')).toMatchObject({
      event: 'session',
      data: { trigger: 'signout' },
    });
  });

  it('a sign-in reads the session again (better-auth tells no other tab about it)', async () => {
    const server = fakeServer();
    server.signOut();
    const loaded = await load();
    stop = loaded.stop;
    expect(loaded.store.getSessionState().user).toBeNull();

    await loaded.authClient.signIn.email({ email: LEARNER.email, password: 'demo12345' });
    await vi.waitFor(() => expect(loaded.store.getSessionState().user?.id).toBe('u1'));
    expect(localStorage.getItem(BROADCAST_KEY)).toBeNull();
  });

  it('a refused sign-out tells no other tab', async () => {
    fakeServer({ signOutStatus: 500 });
    const loaded = await load();
    stop = loaded.stop;
    const { error } = await loaded.authClient.signOut();
    expect(error?.status).toBe(500);
    expect(localStorage.getItem(BROADCAST_KEY)).toBeNull();
    expect(loaded.store.getSessionState().user?.id).toBe('u1');
  });
});
