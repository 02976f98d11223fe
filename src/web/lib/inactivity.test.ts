// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ACTIVITY_THROTTLE_MS,
  INACTIVITY_TIMEOUT_MS,
  INACTIVITY_WARNING_MS,
  LAST_ACTIVITY_WRITE_MS,
  startInactivityWatch,
} from './inactivity';

const KEY = 'last_activity';
const HOUR = 60 * 60 * 1000;
const MINUTE = 60 * 1000;
const START = new Date('2026-03-01T09:00:00Z').getTime();

function watch() {
  const onWarning = vi.fn();
  const onActive = vi.fn();
  const onExpire = vi.fn();
  const stop = startInactivityWatch({ onWarning, onActive, onExpire });
  return { onWarning, onActive, onExpire, stop };
}

const stored = () => Number(localStorage.getItem(KEY));
const act = () => window.dispatchEvent(new Event('pointerdown'));

beforeEach(() => {
  vi.useFakeTimers({ now: START });
  localStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('inactivity timeout', () => {
  it('uses the spec constants', () => {
    expect(INACTIVITY_TIMEOUT_MS).toBe(24 * HOUR);
    expect(INACTIVITY_WARNING_MS).toBe(5 * MINUTE);
    expect(ACTIVITY_THROTTLE_MS).toBe(30_000);
    expect(LAST_ACTIVITY_WRITE_MS).toBe(60_000);
  });

  it('warns at 23 h 55 min and expires at 24 h without activity', () => {
    const w = watch();
    vi.advanceTimersByTime(23 * HOUR + 55 * MINUTE - 1);
    expect(w.onWarning).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(w.onWarning).toHaveBeenCalledTimes(1);
    expect(w.onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(5 * MINUTE - 1);
    expect(w.onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(w.onExpire).toHaveBeenCalledWith('idle');
    expect(w.onWarning).toHaveBeenCalledTimes(1);
    w.stop();
  });

  it('activity resets the timer, at most once every 30 s', () => {
    const w = watch();
    vi.advanceTimersByTime(10_000);
    act(); // 10 s after the start: inside the throttle window, ignored
    vi.advanceTimersByTime(23 * HOUR + 55 * MINUTE - 10_000);
    expect(w.onWarning).toHaveBeenCalledTimes(1);

    act(); // counts: it is long after the last reset, and it withdraws the warning
    expect(w.onActive).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(20_000);
    act(); // 20 s later: throttled
    vi.advanceTimersByTime(23 * HOUR + 55 * MINUTE - 20_000 - 1);
    expect(w.onWarning).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(w.onWarning).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(5 * MINUTE);
    expect(w.onExpire).toHaveBeenCalledTimes(1);
  });

  it('an accepted activity 30 s or more after the last one moves the end', () => {
    const w = watch();
    vi.advanceTimersByTime(30_000);
    act();
    vi.advanceTimersByTime(24 * HOUR - 1);
    expect(w.onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(w.onExpire).toHaveBeenCalledTimes(1);
  });

  it('keys, scrolling and the tab becoming visible count as activity', () => {
    const w = watch();
    for (const fire of [
      () => window.dispatchEvent(new KeyboardEvent('keydown')),
      () => window.dispatchEvent(new Event('scroll')),
      () => document.dispatchEvent(new Event('visibilitychange')),
    ]) {
      vi.advanceTimersByTime(12 * HOUR);
      fire();
    }
    vi.advanceTimersByTime(23 * HOUR);
    expect(w.onWarning).not.toHaveBeenCalled();
    expect(w.onExpire).not.toHaveBeenCalled();
    w.stop();
  });

  it('writes the last-activity time to localStorage every 60 s', () => {
    const w = watch();
    expect(stored()).toBe(START);
    vi.advanceTimersByTime(40_000);
    act();
    expect(stored()).toBe(START); // not yet written
    vi.advanceTimersByTime(LAST_ACTIVITY_WRITE_MS - 40_000 - 1);
    expect(stored()).toBe(START);
    vi.advanceTimersByTime(1);
    expect(stored()).toBe(START + 40_000);
    w.stop();

    // exactly one write a minute
    const values = new Map<string, string>();
    const storage = {
      get: (k: string) => values.get(k) ?? null,
      set: vi.fn((k: string, v: string) => values.set(k, v)),
    };
    const stop = startInactivityWatch({ onWarning: vi.fn(), onExpire: vi.fn(), storage });
    storage.set.mockClear();
    vi.advanceTimersByTime(10 * LAST_ACTIVITY_WRITE_MS);
    expect(storage.set).toHaveBeenCalledTimes(10);
    expect(storage.set).toHaveBeenLastCalledWith(KEY, String(Date.now() - 10 * LAST_ACTIVITY_WRITE_MS));
    stop();
  });

  it('ends at once when the stored value is older than 24 h at load', () => {
    localStorage.setItem(KEY, String(START - 24 * HOUR - 1));
    const w = watch();
    expect(w.onExpire).toHaveBeenCalledWith('stale');
    vi.advanceTimersByTime(48 * HOUR);
    expect(w.onExpire).toHaveBeenCalledTimes(1);
    expect(w.onWarning).not.toHaveBeenCalled();
  });

  it('a recent stored value at load does not end the session', () => {
    localStorage.setItem(KEY, String(START - 23 * HOUR));
    const w = watch();
    expect(w.onExpire).not.toHaveBeenCalled();
    expect(stored()).toBe(START);
    w.stop();
  });

  it("adopts another tab's newer activity instead of expiring", () => {
    const w = watch();
    vi.advanceTimersByTime(20 * HOUR);
    localStorage.setItem(KEY, String(Date.now())); // another tab was used just now
    vi.advanceTimersByTime(4 * HOUR);
    expect(w.onWarning).not.toHaveBeenCalled();
    expect(w.onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(20 * HOUR);
    expect(w.onExpire).toHaveBeenCalledTimes(1);
  });

  it('a tab that slept past the end expires on its next event instead of reviving', () => {
    const w = watch();
    vi.setSystemTime(START + 25 * HOUR); // the clock jumps; timers did not run
    act();
    expect(w.onExpire).toHaveBeenCalledWith('idle');
  });

  it('stop() removes the timers and listeners', () => {
    const w = watch();
    w.stop();
    vi.advanceTimersByTime(48 * HOUR);
    act();
    expect(w.onWarning).not.toHaveBeenCalled();
    expect(w.onExpire).not.toHaveBeenCalled();
  });
});
