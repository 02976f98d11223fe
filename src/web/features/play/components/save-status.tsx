import { uz } from '@shared/i18n/uz';
import { cn } from '@web/lib/cn';
import { CircleCheck, LoaderCircle, WifiOff } from 'lucide-react';
import type { QueueStatus } from '../answer-queue';

/** Whether the chosen answers reached the server: saved, saving, or kept here while offline. */
export function SaveStatus({ status, online }: { status: QueueStatus; online: boolean }) {
  const offline = !online;
  const [Icon, text, tone] = offline
    ? [WifiOff, uz.play.offline, 'text-amber-700 dark:text-amber-400']
    : status.failing
      ? [WifiOff, uz.play.saveRetrying, 'text-amber-700 dark:text-amber-400']
      : status.pending > 0
        ? [LoaderCircle, uz.play.saving, 'text-muted-foreground']
        : [CircleCheck, uz.play.saved, 'text-emerald-700 dark:text-emerald-400'];
  return (
    <p
      role="status"
      data-testid="save-status"
      data-pending={status.pending}
      className={cn('inline-flex items-center gap-1.5 text-xs font-medium', tone)}
    >
      <Icon className={cn('size-3.5', Icon === LoaderCircle && 'animate-spin')} aria-hidden="true" />
      {text}
    </p>
  );
}
