import { uz } from '@shared/i18n/uz';
import { Timer, TimerOff } from 'lucide-react';

/** Before a learner starts: whether this quiz's clock pauses while they are away or runs to a fixed deadline. */
export function TimerRule({ minutes, strict }: { minutes: number; strict: boolean }) {
  const Icon = strict ? TimerOff : Timer;
  return (
    <p className="flex items-start gap-2 text-sm" data-testid="timer-rule">
      <Icon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <span className={strict ? 'font-medium' : undefined}>{uz.quiz.timerRule(minutes, strict)}</span>
    </p>
  );
}
