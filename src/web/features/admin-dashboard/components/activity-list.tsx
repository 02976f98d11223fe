import { adminDashboard } from '@shared/i18n/admin/dashboard';
import { formatDateTime, formatPercent } from '@shared/i18n/format';
import type { DashboardActivity } from '@shared/schemas/admin-dashboard';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';
import { formatRelative } from '@web/lib/format-date';
import { CircleCheck, CircleX, Gift, type LucideIcon, ShoppingCart, UserPlus } from 'lucide-react';
import { personName } from '../person-name';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** "5 daqiqa oldin" within a week, the date and time after that. */
function when(iso: string): string {
  return Date.now() - new Date(iso).getTime() < WEEK_MS ? formatRelative(iso) : formatDateTime(iso);
}

function describe(activity: DashboardActivity): {
  icon: LucideIcon;
  tone: string;
  kind: string;
  what: string;
} {
  switch (activity.kind) {
    case 'purchase': {
      // a free quiz is taken, not bought: its purchase row has amount 0
      const free = activity.amount === 0;
      return {
        icon: free ? Gift : ShoppingCart,
        tone: 'bg-primary/10 text-primary',
        kind: free ? adminDashboard.activity.kinds.freeClaim : adminDashboard.activity.kinds.purchase,
        what: free
          ? adminDashboard.activity.freeClaim(activity.quizTitle)
          : adminDashboard.activity.purchase(activity.quizTitle),
      };
    }
    case 'completion':
      return {
        icon: activity.passed ? CircleCheck : CircleX,
        tone: activity.passed
          ? 'bg-emerald-500/10 text-emerald-700 dark:text-emerald-400'
          : 'bg-destructive/10 text-destructive',
        kind: adminDashboard.activity.kinds.completion,
        what: adminDashboard.activity.completion(activity.quizTitle, formatPercent(activity.percentage)),
      };
    case 'registration':
      return {
        icon: UserPlus,
        tone: 'bg-sky-500/10 text-sky-700 dark:text-sky-400',
        kind: adminDashboard.activity.kinds.registration,
        what: adminDashboard.activity.registration,
      };
  }
}

/** Unique enough: one person does one kind of thing to one quiz once at an instant. */
function activityKey(activity: DashboardActivity): string {
  const quiz = activity.kind === 'registration' ? '' : activity.quizId;
  return [activity.kind, activity.at, quiz, activity.person.email ?? activity.person.name ?? ''].join('|');
}

/** The latest activities (the server merges the latest 3 of each kind and sends 5). */
export function ActivityList({ activities }: { activities: readonly DashboardActivity[] }) {
  if (activities.length === 0)
    return <p className="py-6 text-center text-sm text-muted-foreground">{adminDashboard.activity.empty}</p>;
  return (
    <ul className="flex flex-col divide-y">
      {activities.map((activity) => {
        const { icon: Icon, tone, kind, what } = describe(activity);
        return (
          <li key={activityKey(activity)} className="flex items-start gap-3 py-3 first:pt-0 last:pb-0">
            <span className={cn('flex size-9 shrink-0 items-center justify-center rounded-full', tone)}>
              <Icon className="size-4" aria-hidden="true" />
              <span className="sr-only">{kind}</span>
            </span>
            <div className="flex min-w-0 flex-1 flex-col gap-0.5">
              <p className="truncate text-sm font-medium">{personName(activity.person)}</p>
              <p className="line-clamp-2 text-sm text-muted-foreground">{what}</p>
            </div>
            <time
              dateTime={activity.at}
              title={formatDateTime(activity.at)}
              className="shrink-0 text-xs text-muted-foreground"
            >
              {when(activity.at)}
            </time>
          </li>
        );
      })}
    </ul>
  );
}

const ROWS = ['a1', 'a2', 'a3', 'a4', 'a5'];

export function ActivityListSkeleton() {
  return (
    <div className="flex flex-col gap-4" aria-hidden="true">
      {ROWS.map((key) => (
        <div key={key} className="flex items-center gap-3">
          <Skeleton className="size-9 rounded-full" />
          <div className="flex flex-1 flex-col gap-1.5">
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-4 w-2/3" />
          </div>
          <Skeleton className="h-3 w-16" />
        </div>
      ))}
    </div>
  );
}
