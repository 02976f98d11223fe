// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const LEARNER = { id: 'u1', name: 'Ali Valiyev', email: 'ali@misol.uz', role: 'USER' };
const signedIn = (user: object = LEARNER) =>
  Response.json({ session: { id: 's1', userId: 'u1', expiresAt: '2026-03-02T09:00:00.000Z' }, user });
const signedOut = () => Response.json(null);

/** fetch answering get-session with the next reply, or the last one again. */
function serve(...replies: Array<() => Response | Promise<Response>>) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) =>
    (replies.length > 1 ? replies.shift() : replies[0])!(),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** A fresh store per test (module state), driven by fake setTimeout and Date. */
async function freshStore() {
  vi.resetModules();
  return import('./session-store');
}

let unsubscribe: (() => void) | undefined;
async function mounted(store: Awaited<ReturnType<typeof freshStore>>) {
  unsubscribe = store.subscribeSession(() => {});
  await vi.waitFor(() => expect(store.getSessionState().isPending).toBe(false));
  return store;
}

function otherTabSays(key: string, message: unknown) {
  window.dispatchEvent(new StorageEvent('storage', { key, newValue: JSON.stringify(message) }));
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: new Date('2026-03-01T09:00:00Z') });
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  unsubscribe?.();
  unsubscribe = undefined;
  vi.advanceTimersByTime(1000); // the store stops listening to the window
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useSessionUser', () => {
  it('is pending until get-session answers, then gives the user with its role', async () => {
    let answer: (response: Response) => void = () => {};
    const fetch = serve(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.resetModules();
    const { useSessionUser } = await import('./auth-client');
    const { result } = renderHook(() => useSessionUser());
    expect(result.current).toEqual({ user: null, isPending: true });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(fetch).toHaveBeenCalledWith(
      '/api/auth/get-session',
      expect.objectContaining({ credentials: 'include' }),
    );
    await act(async () => answer(signedIn({ ...LEARNER, role: 'ADMIN', image: null })));
    expect(result.current).toEqual({
      user: { id: 'u1', name: 'Ali Valiyev', email: 'ali@misol.uz', role: 'ADMIN' },
      isPending: false,
    });
  });
});

describe('session store', () => {
  it.each([
    ['a null body', signedOut],
    ['an empty body', () => new Response('', { status: 200 })],
    ['401', () => new Response(null, { status: 401 })],
    ['a session without a user', () => Response.json({ session: null, user: null })],
  ])('reads signed out from %s', async (_name, answer) => {
    serve(signedIn, answer);
    const store = await mounted(await freshStore());
    expect(store.getSessionState().user?.id).toBe('u1');
    await store.refreshSession();
    expect(store.getSessionState()).toEqual({ user: null, isPending: false });
  });

  it("keeps a phone account's number, and shows it where an email would be", async () => {
    serve(() => signedIn({ ...LEARNER, email: null, phoneNumber: '+998901234567' }));
    const store = await mounted(await freshStore());
    const user = store.getSessionState().user!;
    expect(user).toEqual({ ...LEARNER, email: '', phoneNumber: '+998901234567' });
    const { contactLine } = await import('./contact-line');
    expect(contactLine(user)).toBe('+998 90 123 45 67');
    expect(contactLine({ ...user, email: 'ali@misol.uz' })).toBe('ali@misol.uz');
  });

  it('reads again on demand; a failed read keeps the last answer', async () => {
    const fetch = serve(signedIn, () => new Response('oops', { status: 500 }), signedOut);
    const store = await mounted(await freshStore());
    const user = store.getSessionState().user;
    expect(user?.id).toBe('u1');

    await store.refreshSession(); // 500: still signed in, not pending
    expect(store.getSessionState()).toEqual({ user, isPending: false });
    await store.refreshSession(); // signed out elsewhere
    expect(store.getSessionState()).toEqual({ user: null, isPending: false });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('keeps the same user object while nothing read changed, and tells subscribers only on change', async () => {
    serve(signedIn);
    const store = await freshStore();
    const heard = vi.fn();
    unsubscribe = store.subscribeSession(heard);
    await vi.waitFor(() => expect(store.getSessionState().isPending).toBe(false));
    const first = store.getSessionState();
    heard.mockClear();
    await store.refreshSession();
    expect(store.getSessionState()).toBe(first);
    expect(heard).not.toHaveBeenCalled();
  });

  it('the last of two overlapping reads wins', async () => {
    let slow: (response: Response) => void = () => {};
    serve(signedIn, () => new Promise<Response>((resolve) => (slow = resolve)), signedOut);
    const store = await mounted(await freshStore());
    const older = store.refreshSession();
    await store.refreshSession();
    slow(signedIn());
    await older;
    expect(store.getSessionState().user).toBeNull();
  });

  it('signs this tab out when another tab says its session changed (better-auth message)', async () => {
    const fetch = serve(signedIn, signedOut);
    const store = await mounted(await freshStore());
    expect(store.getSessionState().user?.id).toBe('u1');

    otherTabSays('quiz-theme', { event: 'session', data: { trigger: 'signout' } });
    otherTabSays('better-auth.message', { event: 'other', data: {} });
    expect(fetch).toHaveBeenCalledTimes(1);

    otherTabSays('better-auth.message', {
      event: 'session',
      data: { trigger: 'signout' },
      clientId: 'x',
      timestamp: 1,
    });
    await vi.waitFor(() => expect(store.getSessionState().user).toBeNull());
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('posts the message another tab reacts to, in better-auth format', async () => {
    const store = await freshStore();
    store.broadcastSessionChange('signout');
    const message = JSON.parse(localStorage.getItem('better-auth.message') ?? 'null');
    expect(message).toEqual({
      event: 'session',
      data: { trigger: 'signout' },
      clientId: expect.any(String),
      timestamp: Math.floor(Date.now() / 1000),
    });
  });

  it('reads again when the tab is shown, at most every 5 seconds', async () => {
    const fetch = serve(signedIn);
    await mounted(await freshStore());
    const shown = () => document.dispatchEvent(new Event('visibilitychange'));
    shown();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    vi.advanceTimersByTime(4000);
    shown();
    expect(fetch).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1000);
    shown();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(3));
  });

  it('a reader back within a second keeps the store as it is; after that, it reads again', async () => {
    const fetch = serve(signedIn);
    const store = await mounted(await freshStore());
    unsubscribe?.();
    vi.advanceTimersByTime(500); // e.g. one layout's header unmounts, the next one's mounts
    unsubscribe = store.subscribeSession(() => {});
    await Promise.resolve();
    expect(fetch).toHaveBeenCalledTimes(1);
    unsubscribe();
    vi.advanceTimersByTime(1000); // the store stopped
    unsubscribe = store.subscribeSession(() => {});
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
  });

  it('a reader arriving after the store stopped does not read again within a second of the last answer', async () => {
    let answer: (response: Response) => void = () => {};
    const fetch = serve(() => new Promise<Response>((resolve) => (answer = resolve)));
    const store = await freshStore();
    unsubscribe = store.subscribeSession(() => {});
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    unsubscribe();
    vi.advanceTimersByTime(900);
    answer(signedIn());
    await vi.waitFor(() => expect(store.getSessionState().isPending).toBe(false));
    vi.advanceTimersByTime(100); // the store stopped, 100 ms after its last answer
    unsubscribe = store.subscribeSession(() => {});
    await Promise.resolve();
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
