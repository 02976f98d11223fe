import { describe, expect, it, vi } from 'vitest';
import { ACTIVITY_WRITE_INTERVAL_MS, ActivityRecorder } from './activity-recorder';

function recorder() {
  let now = Date.parse('2026-03-01T09:00:00Z');
  const touch = vi.fn(async (_id: string, _at: Date) => {});
  const activity = new ActivityRecorder(touch, { warn: vi.fn() }, () => new Date(now));
  const advance = (ms: number) => {
    now += ms;
  };
  return {
    activity,
    touch,
    advance,
    written: () => touch.mock.calls.map(([id, at]) => [id, at.toISOString()]),
  };
}

describe('ActivityRecorder', () => {
  it('writes a sign-in at its first request, then at most once per interval however many requests come', () => {
    const { activity, advance, written } = recorder();
    activity.noteRequest('a');
    for (let i = 0; i < 50; i++) {
      advance(5_000);
      activity.noteRequest('a');
    }
    expect(written()).toEqual([['a', '2026-03-01T09:00:00.000Z']]);

    advance(ACTIVITY_WRITE_INTERVAL_MS - 250_000);
    activity.noteRequest('a');
    expect(written()).toEqual([
      ['a', '2026-03-01T09:00:00.000Z'],
      ['a', '2026-03-01T09:05:00.000Z'],
    ]);
  });

  it('keeps each sign-in apart, and an explicit write restarts its interval', async () => {
    const { activity, advance, written } = recorder();
    activity.noteRequest('a');
    advance(60_000);
    activity.noteRequest('b');
    advance(3 * 60_000);
    await activity.write('a');
    for (const _ of [1, 2]) {
      advance(60_000);
      activity.noteRequest('a');
      activity.noteRequest('b');
    }
    expect(written()).toEqual([
      ['a', '2026-03-01T09:00:00.000Z'],
      ['b', '2026-03-01T09:01:00.000Z'],
      ['a', '2026-03-01T09:04:00.000Z'],
      ['b', '2026-03-01T09:06:00.000Z'],
    ]);
  });

  it('remembers only the sign-ins written within the last interval', () => {
    const { activity, advance } = recorder();
    for (const id of ['a', 'b', 'c']) {
      activity.noteRequest(id);
      advance(60_000);
    }
    expect(activity.remembered).toBe(3);
    advance(ACTIVITY_WRITE_INTERVAL_MS - 2 * 60_000);
    activity.noteRequest('d');
    // at 09:06, a (09:00) and b (09:01) are a whole interval old; c (09:02) is not yet
    expect(activity.remembered).toBe(2);
  });

  it('logs a failed write instead of failing the request', async () => {
    const warn = vi.fn();
    const activity = new ActivityRecorder(() => Promise.reject(new Error('db down')), { warn });
    activity.noteRequest('a');
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(expect.anything(), 'last activity not saved'));
  });
});
