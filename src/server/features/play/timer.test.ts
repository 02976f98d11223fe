import { describe, expect, it } from 'vitest';
import { optionsInShownOrder, shuffled, shuffledIndices } from './shuffle';
import {
  clockStoppedAt,
  contactAt,
  endedAt,
  HEARTBEAT_GRACE_SECONDS,
  heartbeatLost,
  pausedAt,
  remainingAt,
  runningFrom,
  type TimerFields,
} from './timer';

const at = (seconds: number) => new Date(Date.UTC(2026, 10, 22, 12, 0, seconds));
const timer = (fields: Partial<TimerFields>): TimerFields => ({
  timeRemaining: 300,
  runningSince: null,
  lastHeartbeatAt: null,
  pausedSince: null,
  deadlineAt: null,
  ...fields,
});

describe('server timer', () => {
  it('a paused session keeps its time', () => {
    expect(remainingAt(timer({}), at(50))).toBe(300);
  });
  it('a running session counts down while heartbeats arrive', () => {
    const running = timer({ runningSince: at(0), lastHeartbeatAt: at(10) });
    expect(remainingAt(running, at(12))).toBe(288);
    expect(heartbeatLost(running, at(12))).toBe(false);
  });
  it('a silent device is charged only up to its last heartbeat plus the grace', () => {
    const running = timer({ runningSince: at(0), lastHeartbeatAt: at(10) });
    const later = at(10 + HEARTBEAT_GRACE_SECONDS + 100);
    expect(remainingAt(running, later)).toBe(300 - 10 - HEARTBEAT_GRACE_SECONDS);
    expect(heartbeatLost(running, later)).toBe(true);
  });
  it('never goes below zero', () => {
    expect(remainingAt(timer({ timeRemaining: 5, runningSince: at(0), lastHeartbeatAt: at(9) }), at(9))).toBe(
      0,
    );
  });
  it('pausing settles the time; running again continues from it', () => {
    const paused = pausedAt(timer({ runningSince: at(0), lastHeartbeatAt: at(30) }), at(30));
    expect(paused.fields).toMatchObject({ timeRemaining: 270, runningSince: null, pausedSince: at(30) });
    const resumed = runningFrom(paused.fields, at(59));
    expect(resumed.fields).toMatchObject({
      timeRemaining: 270,
      runningSince: at(59),
      lastHeartbeatAt: at(59),
    });
    expect(remainingAt(resumed.fields, at(59 + 20))).toBe(250);
  });
});

describe('pause record', () => {
  it('an explicit pause counts once when it begins and adds its seconds when the clock runs again', () => {
    const paused = pausedAt(timer({ runningSince: at(0), lastHeartbeatAt: at(30) }), at(30));
    expect(paused.pause).toEqual({ pauses: 1, seconds: 0 });
    expect(pausedAt(paused.fields, at(40)).pause).toEqual({ pauses: 0, seconds: 0 });
    expect(runningFrom(paused.fields, at(59)).pause).toEqual({ pauses: 0, seconds: 29 });
  });
  it('a device that only saves an answer a minute is paused between saves, and it is recorded', () => {
    // start at 0, no heartbeats, an answer at 60: charged 20 s, stood still 40 s
    const contact = contactAt(timer({ runningSince: at(0), lastHeartbeatAt: at(0) }), at(60));
    expect(contact.fields.timeRemaining).toBe(300 - HEARTBEAT_GRACE_SECONDS);
    expect(contact.pause).toEqual({ pauses: 1, seconds: 60 - HEARTBEAT_GRACE_SECONDS });
  });
  it('a heartbeat in time is no pause', () => {
    const contact = contactAt(timer({ runningSince: at(0), lastHeartbeatAt: at(0) }), at(10));
    expect(contact.pause).toEqual({ pauses: 0, seconds: 0 });
    expect(contact.fields.runningSince).toEqual(at(0));
  });
  it('a pause under way when the attempt ends is added up; a running one is not a pause', () => {
    expect(endedAt(timer({ pausedSince: at(10) }), at(70)).pause).toEqual({ pauses: 0, seconds: 60 });
    expect(endedAt(timer({ runningSince: at(0), lastHeartbeatAt: at(5) }), at(10)).pause).toEqual({
      pauses: 0,
      seconds: 0,
    });
  });
});

describe('strict timer', () => {
  const strict = (fields: Partial<TimerFields>) => timer({ deadlineAt: at(300), ...fields });
  it('runs to the deadline whether the device is silent or paused', () => {
    expect(remainingAt(strict({ runningSince: at(0), lastHeartbeatAt: at(0) }), at(180))).toBe(120);
    const paused = pausedAt(strict({ runningSince: at(0), lastHeartbeatAt: at(0) }), at(10));
    expect(remainingAt(paused.fields, at(200))).toBe(100);
    expect(runningFrom(paused.fields, at(200)).fields.timeRemaining).toBe(100);
  });
  it('the device still leaves a pause record, and the clock stops at the deadline', () => {
    const paused = pausedAt(strict({ runningSince: at(0), lastHeartbeatAt: at(0) }), at(10));
    expect(paused.pause).toEqual({ pauses: 1, seconds: 0 });
    expect(runningFrom(paused.fields, at(70)).pause).toEqual({ pauses: 0, seconds: 60 });
    expect(clockStoppedAt(paused.fields, at(400))).toEqual(at(300));
    expect(remainingAt(paused.fields, at(400))).toBe(0);
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
