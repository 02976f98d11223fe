/**
 * The playing device says "still here" every interval; the server charges time after the last
 * heartbeat only up to the grace, so one lost heartbeat does not pause the clock but a vanished
 * device does. Both sides read these numbers from here.
 */
export const HEARTBEAT_INTERVAL_SECONDS = 10;
export const HEARTBEAT_GRACE_SECONDS = 2 * HEARTBEAT_INTERVAL_SECONDS;

export type RingColor = 'green' | 'amber' | 'red';

export interface RingState {
  color: RingColor;
  /** fraction of the time left, 0..1 */
  fraction: number;
  pulse: boolean;
  ping: boolean;
}

/** The countdown ring: green above 50% left, amber down to 20%, red at 20% or less (pulsing), pinging at 10% or less. */
export function ringState(remainingSeconds: number, totalSeconds: number): RingState {
  const fraction = totalSeconds > 0 ? Math.max(0, Math.min(1, remainingSeconds / totalSeconds)) : 0;
  const color: RingColor = fraction > 0.5 ? 'green' : fraction > 0.2 ? 'amber' : 'red';
  return { color, fraction, pulse: fraction <= 0.2, ping: fraction <= 0.1 };
}

/** m:ss, as the spec shows time. */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.ceil(totalSeconds));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
