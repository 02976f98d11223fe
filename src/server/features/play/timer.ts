/**
 * The server-side timer (docs/decisions/0006-timer-model.md). A session stores the seconds left at
 * its last pause (timeRemaining) and, while a device plays, since when it runs (runningSince).
 * The playing device sends a heartbeat; time after the last heartbeat is charged only up to a
 * grace period, so a vanished device stops the clock.
 */
export const HEARTBEAT_INTERVAL_SECONDS = 10;
export const HEARTBEAT_GRACE_SECONDS = 20;

export interface TimerFields {
  timeRemaining: number;
  runningSince: Date | null;
  lastHeartbeatAt: Date | null;
}

/** When the clock stops being charged: now, or the last heartbeat plus the grace, whichever is first. */
export function chargedUntil(timer: TimerFields, now: Date): Date {
  if (!timer.runningSince) return now;
  const heartbeat = timer.lastHeartbeatAt ?? timer.runningSince;
  const graceEnd = heartbeat.getTime() + HEARTBEAT_GRACE_SECONDS * 1000;
  return new Date(Math.max(timer.runningSince.getTime(), Math.min(now.getTime(), graceEnd)));
}

/** Whole seconds left at `now`. */
export function remainingAt(timer: TimerFields, now: Date): number {
  if (!timer.runningSince) return Math.max(0, timer.timeRemaining);
  const elapsed = (chargedUntil(timer, now).getTime() - timer.runningSince.getTime()) / 1000;
  return Math.max(0, Math.ceil(timer.timeRemaining - elapsed));
}

/** True when the device has been silent past the grace period. */
export function heartbeatLost(timer: TimerFields, now: Date): boolean {
  return !!timer.runningSince && chargedUntil(timer, now).getTime() < now.getTime();
}

/** The fields of a paused timer, settled at `now`. */
export function pausedAt(timer: TimerFields, now: Date): TimerFields {
  return {
    timeRemaining: remainingAt(timer, now),
    runningSince: null,
    lastHeartbeatAt: timer.lastHeartbeatAt,
  };
}

/** The fields of a timer that starts running at `now` (after settling any stale run). */
export function runningFrom(timer: TimerFields, now: Date): TimerFields {
  return { timeRemaining: remainingAt(timer, now), runningSince: now, lastHeartbeatAt: now };
}
