/**
 * The server-side timer (docs/decisions/0006-timer-model.md). A session stores the seconds left at
 * its last pause (timeRemaining) and, while a device plays, since when it runs (runningSince).
 * The playing device sends a heartbeat; time after the last heartbeat is charged only up to a
 * grace period, so a vanished device stops the clock. A strict timer (deadlineAt) ignores all of
 * that: the seconds left are the seconds to the deadline.
 *
 * Every transition also says how the attempt's pause record changes (PauseDelta), so each path
 * that stops or restarts the clock keeps pause_count and paused_seconds true.
 */
import { HEARTBEAT_GRACE_SECONDS } from '@shared/domain/timer';

// one number with the browser's heartbeat interval (src/shared/domain/timer.ts)
export { HEARTBEAT_GRACE_SECONDS };

export interface TimerFields {
  timeRemaining: number;
  runningSince: Date | null;
  lastHeartbeatAt: Date | null;
  /** since when a paused session stands still */
  pausedSince: Date | null;
  /** strict timer: the attempt ends here whatever the device does */
  deadlineAt: Date | null;
}

/** Pauses begun and seconds stood still, to add to the attempt. */
export interface PauseDelta {
  pauses: number;
  seconds: number;
}

export interface Transition {
  fields: TimerFields;
  pause: PauseDelta;
}

const NO_PAUSE: PauseDelta = { pauses: 0, seconds: 0 };

function timerOf(timer: TimerFields): TimerFields {
  const { timeRemaining, runningSince, lastHeartbeatAt, pausedSince, deadlineAt } = timer;
  return { timeRemaining, runningSince, lastHeartbeatAt, pausedSince, deadlineAt };
}

const secondsBetween = (from: Date, to: Date) =>
  Math.max(0, Math.round((to.getTime() - from.getTime()) / 1000));

/** When the device stopped being heard: now, or the last heartbeat plus the grace, whichever is first. */
export function chargedUntil(timer: TimerFields, now: Date): Date {
  if (!timer.runningSince) return now;
  const heartbeat = timer.lastHeartbeatAt ?? timer.runningSince;
  const graceEnd = heartbeat.getTime() + HEARTBEAT_GRACE_SECONDS * 1000;
  return new Date(Math.max(timer.runningSince.getTime(), Math.min(now.getTime(), graceEnd)));
}

/** Whole seconds left at `now`. */
export function remainingAt(timer: TimerFields, now: Date): number {
  if (timer.deadlineAt) return Math.max(0, Math.ceil((timer.deadlineAt.getTime() - now.getTime()) / 1000));
  if (!timer.runningSince) return Math.max(0, timer.timeRemaining);
  const elapsed = (chargedUntil(timer, now).getTime() - timer.runningSince.getTime()) / 1000;
  return Math.max(0, Math.ceil(timer.timeRemaining - elapsed));
}

/** True when the device has been silent past the grace period. */
export function heartbeatLost(timer: TimerFields, now: Date): boolean {
  return !!timer.runningSince && chargedUntil(timer, now).getTime() < now.getTime();
}

/** When the clock stopped (or stops) for good: the deadline of a strict timer, else the last charged moment. */
export function clockStoppedAt(timer: TimerFields, now: Date): Date {
  if (timer.deadlineAt) return new Date(Math.min(now.getTime(), timer.deadlineAt.getTime()));
  return chargedUntil(timer, now);
}

/** The pause under way at `now`, if any: an explicit one, or a silent device's since the grace ran out. */
function pauseUnderWay(timer: TimerFields, now: Date): Date | null {
  if (!timer.runningSince) return timer.pausedSince;
  return heartbeatLost(timer, now) ? chargedUntil(timer, now) : null;
}

/** What a pause under way adds to the record when it ends at `now`. */
function pauseEndingAt(timer: TimerFields, now: Date): PauseDelta {
  const since = pauseUnderWay(timer, now);
  if (!since) return NO_PAUSE;
  // a silent device that was never paused explicitly starts and ends its pause here
  return { pauses: timer.runningSince ? 1 : 0, seconds: secondsBetween(since, now) };
}

/** Stops the clock at `now` (logo, tab closed, silent device); a pause already under way keeps its start. */
export function pausedAt(timer: TimerFields, now: Date): Transition {
  if (!timer.runningSince) return { fields: timerOf(timer), pause: NO_PAUSE };
  return {
    fields: {
      ...timerOf(timer),
      timeRemaining: remainingAt(timer, now),
      runningSince: null,
      pausedSince: pauseUnderWay(timer, now) ?? now,
    },
    pause: { pauses: 1, seconds: 0 },
  };
}

/** The clock runs from `now` (resume, takeover, contact after silence); a pause that ends here is added up. */
export function runningFrom(timer: TimerFields, now: Date): Transition {
  return {
    fields: {
      ...timerOf(timer),
      timeRemaining: remainingAt(timer, now),
      runningSince: now,
      lastHeartbeatAt: now,
      pausedSince: null,
    },
    pause: pauseEndingAt(timer, now),
  };
}

/** A contact from the playing device (answer, heartbeat): a paused or silent clock runs again. */
export function contactAt(timer: TimerFields, now: Date): Transition {
  if (!timer.runningSince || heartbeatLost(timer, now)) return runningFrom(timer, now);
  return { fields: { ...timerOf(timer), lastHeartbeatAt: now }, pause: NO_PAUSE };
}

/** The clock stops for good at `now` (finish, exit): a pause under way ends here. */
export function endedAt(timer: TimerFields, now: Date): Transition {
  return {
    fields: {
      ...timerOf(timer),
      timeRemaining: remainingAt(timer, now),
      runningSince: null,
      pausedSince: null,
    },
    pause: pauseEndingAt(timer, now),
  };
}
