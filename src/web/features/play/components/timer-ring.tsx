import { formatClock, type RingColor, ringState } from '@shared/domain/timer';
import { uz } from '@shared/i18n/uz';
import { cn } from '@web/lib/cn';

const RADIUS = 42;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

export const RING_COLOR_CLASS: Record<RingColor, string> = {
  green: 'text-emerald-500',
  amber: 'text-amber-500',
  red: 'text-red-500',
};

/** The countdown ring of the spec: green above 50% left, amber to 20%, red (pulsing) at 20%, pinging at 10%. */
export function TimerRing({ remaining, total }: { remaining: number; total: number }) {
  const state = ringState(remaining, total);
  const clock = formatClock(remaining);
  return (
    <div
      role="timer"
      aria-label={uz.play.timeLeft(clock)}
      data-testid="timer-ring"
      data-color={state.color}
      data-pulse={state.pulse}
      data-ping={state.ping}
      className={cn('relative size-20 shrink-0 sm:size-24', RING_COLOR_CLASS[state.color])}
    >
      {state.ping ? (
        <span
          aria-hidden="true"
          data-testid="timer-ping"
          className="absolute inset-2 animate-ping rounded-full bg-current opacity-20"
        />
      ) : null}
      <svg viewBox="0 0 100 100" className={cn('size-full -rotate-90', state.pulse && 'animate-pulse')}>
        <circle cx="50" cy="50" r={RADIUS} fill="none" strokeWidth="8" className="stroke-muted" />
        <circle
          cx="50"
          cy="50"
          r={RADIUS}
          fill="none"
          strokeWidth="8"
          strokeLinecap="round"
          stroke="currentColor"
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - state.fraction)}
          className="transition-[stroke-dashoffset] duration-300"
        />
      </svg>
      <span
        aria-hidden="true"
        className="absolute inset-0 flex items-center justify-center font-mono text-lg font-bold tabular-nums text-foreground sm:text-xl"
      >
        {clock}
      </span>
    </div>
  );
}
