import { describe, expect, it } from 'vitest';
import { optionsInShownOrder, shuffled, shuffledIndices } from './shuffle';
import { HEARTBEAT_GRACE_SECONDS, heartbeatLost, pausedAt, remainingAt, runningFrom } from './timer';

const at = (seconds: number) => new Date(Date.UTC(2026, 10, 22, 12, 0, seconds));

describe('server timer', () => {
  it('a paused session keeps its time', () => {
    expect(remainingAt({ timeRemaining: 300, runningSince: null, lastHeartbeatAt: null }, at(50))).toBe(300);
  });
  it('a running session counts down while heartbeats arrive', () => {
    const timer = { timeRemaining: 300, runningSince: at(0), lastHeartbeatAt: at(10) };
    expect(remainingAt(timer, at(12))).toBe(288);
    expect(heartbeatLost(timer, at(12))).toBe(false);
  });
  it('a silent device is charged only up to its last heartbeat plus the grace', () => {
    const timer = { timeRemaining: 300, runningSince: at(0), lastHeartbeatAt: at(10) };
    const later = at(10 + HEARTBEAT_GRACE_SECONDS + 100);
    expect(remainingAt(timer, later)).toBe(300 - 10 - HEARTBEAT_GRACE_SECONDS);
    expect(heartbeatLost(timer, later)).toBe(true);
  });
  it('never goes below zero', () => {
    expect(remainingAt({ timeRemaining: 5, runningSince: at(0), lastHeartbeatAt: at(9) }, at(9))).toBe(0);
  });
  it('pausing settles the time; running again continues from it', () => {
    const paused = pausedAt({ timeRemaining: 300, runningSince: at(0), lastHeartbeatAt: at(30) }, at(30));
    expect(paused).toMatchObject({ timeRemaining: 270, runningSince: null });
    const resumed = runningFrom(paused, at(59));
    expect(resumed).toEqual({ timeRemaining: 270, runningSince: at(59), lastHeartbeatAt: at(59) });
    expect(remainingAt(resumed, at(59 + 20))).toBe(250);
  });
});

describe('server shuffle', () => {
  it('keeps every item exactly once', () => {
    const items = Array.from({ length: 50 }, (_, i) => i);
    expect([...shuffled(items)].sort((a, b) => a - b)).toEqual(items);
    expect([...shuffledIndices(6)].sort()).toEqual([0, 1, 2, 3, 4, 5]);
  });
  it('actually changes the order (50 items: the chance of the same order is nil)', () => {
    const items = Array.from({ length: 50 }, (_, i) => i);
    expect(shuffled(items)).not.toEqual(items);
  });
  it('shown options carry their original index, so a choice maps back', () => {
    const shown = optionsInShownOrder(['A', 'B', 'C', 'D'], [2, 0, 3, 1]);
    expect(shown).toEqual([
      { index: 2, text: 'C' },
      { index: 0, text: 'A' },
      { index: 3, text: 'D' },
      { index: 1, text: 'B' },
    ]);
    // the learner picks the first shown option: the server records original index 2
    expect(shown[0]!.index).toBe(2);
    expect(optionsInShownOrder(['A', 'B'], undefined)).toEqual([
      { index: 0, text: 'A' },
      { index: 1, text: 'B' },
    ]);
  });
});
