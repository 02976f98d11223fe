import { STORAGE_KEYS, safeStorage } from './storage-keys';

/** docs/product/learner-side.md sections 4 and 9: the client session's inactivity rules. */
export const INACTIVITY_TIMEOUT_MS = 24 * 60 * 60 * 1000;
export const INACTIVITY_WARNING_MS = 5 * 60 * 1000;
export const ACTIVITY_THROTTLE_MS = 30 * 1000;
export const LAST_ACTIVITY_WRITE_MS = 60 * 1000;

/** What counts as the user being there. */
export const ACTIVITY_EVENTS = [
  'pointerdown',
  'pointermove',
  'keydown',
  'scroll',
  'wheel',
  'touchstart',
] as const;

type Listenable = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
type Storage = { get(key: string): string | null; set(key: string, value: string): void };

export interface InactivityWatchOptions {
  /** 5 minutes before the end */
  onWarning: () => void;
  /** the user acted after the warning: it no longer applies */
  onActive?: () => void;
  /** 24 h without activity; `stale` when the stored last activity was already that old at start */
  onExpire: (reason: 'idle' | 'stale') => void;
  /** where activity events are heard (default: window) */
  target?: Listenable;
  /** whose `visibilitychange` to visible counts as activity (default: document) */
  visibility?: Listenable & { visibilityState: DocumentVisibilityState };
  storage?: Storage;
}

/** The last-activity time written by this or another tab, or null. */
export function readLastActivity(storage: Storage = safeStorage): number | null {
  const raw = storage.get(STORAGE_KEYS.lastActivity);
  if (raw === null) return null;
  const value = Number(raw);
  return Number.isFinite(value) && value > 0 ? value : null;
}

/**
 * Watches for 24 hours without activity. Time is read with `Date.now` and waited for with
 * `setTimeout`/`setInterval` only, so fake clocks (Vitest, Playwright's page.clock) drive it.
 *
 * - A stored last activity older than 24 h at start ends the session at once (`stale`).
 * - Activity moves the last-activity time, at most once every 30 s.
 * - The last-activity time is written to localStorage every 60 s; a newer value written by
 *   another tab of this browser is adopted, so one active tab keeps all of them alive.
 * - The warning comes 5 minutes before the end; the end comes after 24 h.
 *
 * Returns the stop function.
 */
export function startInactivityWatch(options: InactivityWatchOptions): () => void {
  const { onWarning, onActive, onExpire } = options;
  const storage = options.storage ?? safeStorage;
  const target = options.target ?? (typeof window === 'undefined' ? undefined : window);
  const visibility = options.visibility ?? (typeof document === 'undefined' ? undefined : document);

  const stored = readLastActivity(storage);
  if (stored !== null && Date.now() - stored >= INACTIVITY_TIMEOUT_MS) {
    onExpire('stale');
    return () => undefined;
  }

  let last = Math.max(Date.now(), stored ?? 0);
  let warned = false;
  let stopped = false;
  let warnTimer: ReturnType<typeof setTimeout> | undefined;
  let expireTimer: ReturnType<typeof setTimeout> | undefined;

  const persist = () => storage.set(STORAGE_KEYS.lastActivity, String(last));

  const clearTimers = () => {
    clearTimeout(warnTimer);
    clearTimeout(expireTimer);
  };

  const schedule = () => {
    clearTimers();
    const elapsed = Date.now() - last;
    warnTimer = setTimeout(warnIfDue, Math.max(0, INACTIVITY_TIMEOUT_MS - INACTIVITY_WARNING_MS - elapsed));
    expireTimer = setTimeout(expireIfDue, Math.max(0, INACTIVITY_TIMEOUT_MS - elapsed));
  };

  const becameActive = () => {
    if (!warned) return;
    warned = false;
    onActive?.();
  };

  /** Takes a newer last activity from another tab; true when there was one. */
  const adoptStored = (): boolean => {
    const other = readLastActivity(storage);
    if (other === null || other <= last || other > Date.now()) return false;
    last = other;
    becameActive();
    schedule();
    return true;
  };

  const expire = () => {
    stop();
    onExpire('idle');
  };

  function warnIfDue() {
    if (stopped || adoptStored() || warned) return;
    warned = true;
    onWarning();
  }

  function expireIfDue() {
    if (stopped || adoptStored()) return;
    expire();
  }

  const onActivity = () => {
    if (stopped) return;
    const now = Date.now();
    // a tab that slept past the end (timers do not run during sleep) ends instead of reviving
    if (now - last >= INACTIVITY_TIMEOUT_MS && !adoptStored()) {
      expire();
      return;
    }
    if (now - last < ACTIVITY_THROTTLE_MS) return;
    last = now;
    becameActive();
    schedule();
  };

  const onVisibility = () => {
    if (visibility?.visibilityState === 'visible') onActivity();
  };

  const writer = setInterval(() => {
    if (stopped) return;
    adoptStored();
    persist();
  }, LAST_ACTIVITY_WRITE_MS);

  const listenerOptions: AddEventListenerOptions = { capture: true, passive: true };
  for (const type of ACTIVITY_EVENTS) target?.addEventListener(type, onActivity, listenerOptions);
  visibility?.addEventListener('visibilitychange', onVisibility);

  function stop() {
    if (stopped) return;
    stopped = true;
    clearTimers();
    clearInterval(writer);
    for (const type of ACTIVITY_EVENTS) target?.removeEventListener(type, onActivity, listenerOptions);
    visibility?.removeEventListener('visibilitychange', onVisibility);
  }

  persist();
  schedule();
  return stop;
}
