import type { Role } from '@shared/schemas/auth';

/**
 * Who is signed in, for every page: one GET of better-auth's `/api/auth/get-session` kept in a
 * tiny store, so the first load carries no auth library. It reads the session when
 * better-auth's own client (1.7, client/session-atom + session-refresh) does: when the first
 * reader mounts (unless read within the last second), when asked (after a sign-in, a sign-out, a
 * role change...), when the tab becomes visible again or the browser comes back online (at most
 * every 5 s), and when another tab announces a session change through better-auth's localStorage
 * message (which auth-actions.ts posts after a sign-out or a profile update).
 */

/**
 * What the web app reads from the session user (the server adds `role`; `name` is the full name).
 * A phone account has no email ('') until it adds one; `phoneNumber` (E.164) is there once confirmed.
 */
export type SessionUser = { id: string; name: string; email: string; role: Role; phoneNumber?: string };
export type SessionState = { user: SessionUser | null; isPending: boolean };

const SESSION_URL = '/api/auth/get-session';
/** better-auth's cross-tab channel: writing this key fires a `storage` event in the other tabs. */
export const SESSION_BROADCAST_KEY = 'better-auth.message';
/** nanostores' unmount delay, which better-auth also uses as the "just read" window on mount. */
const MOUNT_WINDOW_MS = 1000;
/** better-auth's rate limit for re-reads on focus or reconnection. */
const FOCUS_INTERVAL_MS = 5000;

let state: SessionState = { user: null, isPending: true };
const listeners = new Set<() => void>();
let flight: AbortController | null = null;
let freshUntil = 0;
let lastFocusRead = 0;
let stopWindowEvents: (() => void) | null = null;
let unmountTimer: ReturnType<typeof setTimeout> | undefined;

function setState(next: SessionState): void {
  if (next.user === state.user && next.isPending === state.isPending) return;
  state = next;
  for (const listener of listeners) listener();
}

/** The same object while nothing the app reads changed, so effects keyed on the user stay put. */
function stableUser(user: SessionUser | null): SessionUser | null {
  const current = state.user;
  if (!user || !current) return user;
  const same =
    user.id === current.id &&
    user.name === current.name &&
    user.email === current.email &&
    user.phoneNumber === current.phoneNumber &&
    user.role === current.role;
  return same ? current : user;
}

/** The session body (`{ session, user }`, or `null` when signed out) as the app's user. */
export function toSessionUser(body: unknown): SessionUser | null {
  const raw = (body as { user?: Record<string, unknown> } | null)?.user;
  if (!raw || typeof raw.id !== 'string') return null;
  const user: SessionUser = {
    id: raw.id,
    name: typeof raw.name === 'string' ? raw.name : '',
    email: typeof raw.email === 'string' ? raw.email : '',
    role: raw.role === 'ADMIN' ? 'ADMIN' : 'USER',
  };
  if (typeof raw.phoneNumber === 'string' && raw.phoneNumber) user.phoneNumber = raw.phoneNumber;
  return user;
}

/**
 * The user the server sees, null when signed out (401 counts as signed out, as in better-auth),
 * or undefined when it could not say (offline, 5xx, a body that is not JSON): the last answer
 * stands. The server does not defer session refreshes, so `needsRefresh` never comes back.
 */
async function fetchSessionUser(signal: AbortSignal): Promise<SessionUser | null | undefined> {
  try {
    const response = await globalThis.fetch(SESSION_URL, { credentials: 'include', signal });
    if (response.status === 401) return null;
    if (!response.ok) return undefined;
    const text = await response.text();
    return toSessionUser(text ? JSON.parse(text) : null);
  } catch {
    return undefined;
  }
}

/** Reads the session now; a newer read cancels an older one, so the last answer wins. */
export function refreshSession(): Promise<void> {
  flight?.abort();
  const controller = new AbortController();
  flight = controller;
  freshUntil = 0;
  // better-auth shows "pending" again while a signed-out session is re-read
  if (state.user === null) setState({ user: null, isPending: true });
  return fetchSessionUser(controller.signal).then((user) => {
    if (controller.signal.aborted) return;
    flight = null;
    if (user === undefined) {
      setState({ user: state.user, isPending: false });
      return;
    }
    freshUntil = Date.now() + MOUNT_WINDOW_MS;
    setState({ user: stableUser(user), isPending: false });
  });
}

function readOnMount(): void {
  if (flight || Date.now() < freshUntil) return;
  void refreshSession();
}

const isOnline = () => globalThis.navigator?.onLine ?? true;

function readOnFocus(): void {
  if (!isOnline() || Date.now() - lastFocusRead < FOCUS_INTERVAL_MS) return;
  lastFocusRead = Date.now();
  void refreshSession();
}

/** Tells this browser's other tabs to re-read their session, in better-auth's message format. */
export function broadcastSessionChange(trigger: 'signout' | 'updateUser'): void {
  const message = {
    event: 'session',
    data: { trigger },
    clientId: Math.random().toString(36).substring(7),
    timestamp: Math.floor(Date.now() / 1000),
  };
  try {
    globalThis.localStorage?.setItem(SESSION_BROADCAST_KEY, JSON.stringify(message));
  } catch {
    // storage unavailable: the other tabs catch up when they are shown again
  }
}

function isSessionMessage(value: string | null): boolean {
  try {
    const message = JSON.parse(value ?? '{}') as { event?: unknown; data?: unknown };
    return message?.event === 'session' && Boolean(message.data);
  } catch {
    return false;
  }
}

function listenToWindow(): () => void {
  if (typeof window === 'undefined' || typeof document === 'undefined') return () => {};
  const onVisibility = () => {
    if (document.visibilityState === 'visible') readOnFocus();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key !== SESSION_BROADCAST_KEY || !isSessionMessage(event.newValue)) return;
    if (isOnline()) void refreshSession();
  };
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('online', readOnFocus);
  window.addEventListener('storage', onStorage);
  return () => {
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('online', readOnFocus);
    window.removeEventListener('storage', onStorage);
  };
}

function unmount(): void {
  unmountTimer = undefined;
  stopWindowEvents?.();
  stopWindowEvents = null;
  lastFocusRead = 0;
}

/** useSyncExternalStore's subscribe: the first reader starts the store, the last one stops it. */
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  clearTimeout(unmountTimer);
  unmountTimer = undefined;
  if (!stopWindowEvents) {
    stopWindowEvents = listenToWindow();
    // after the subscriber is in place, as better-auth does on mount
    queueMicrotask(readOnMount);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) unmountTimer = setTimeout(unmount, MOUNT_WINDOW_MS);
  };
}

export function getSessionState(): SessionState {
  return state;
}
