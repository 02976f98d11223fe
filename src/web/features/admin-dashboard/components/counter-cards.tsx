import { adminDashboard } from '@shared/i18n/admin/dashboard';
import { formatNumber, formatSum } from '@shared/i18n/format';
import type { DashboardCounters } from '@shared/schemas/admin-dashboard';
import { Skeleton } from '@web/components/ui/skeleton';
import { Award, BookOpen, ClipboardCheck, type LucideIcon, ShoppingCart, Users, Wallet } from 'lucide-react';

const GRID = 'grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 2xl:grid-cols-6';

type Counter = {
  key: keyof DashboardCounters;
  label: string;
  icon: LucideIcon;
  format: (n: number) => string;
};

const counterCards = (): readonly Counter[] => [
  { key: 'users', label: adminDashboard.counters.users, icon: Users, format: formatNumber },
  { key: 'quizzes', label: adminDashboard.counters.quizzes, icon: BookOpen, format: formatNumber },
  {
    key: 'completedPurchases',
    label: adminDashboard.counters.purchases,
    icon: ShoppingCart,
    format: formatNumber,
  },
  { key: 'revenue', label: adminDashboard.counters.revenue, icon: Wallet, format: formatSum },
  { key: 'results', label: adminDashboard.counters.results, icon: ClipboardCheck, format: formatNumber },
  { key: 'certificates', label: adminDashboard.counters.certificates, icon: Award, format: formatNumber },
];

const CARD = 'flex min-h-24 flex-col justify-between gap-2 rounded-xl border bg-card p-4 shadow-sm';

/** The six counters of the spec, in its order; a term and its figure for screen readers. */
export function CounterCards({ counters }: { counters: DashboardCounters }) {
  return (
    <dl aria-label={adminDashboard.countersLabel} className={GRID}>
      {counterCards().map(({ key, label, icon: Icon, format }) => (
        <div key={key} className={CARD}>
          <dt className="flex items-center justify-between gap-2 text-sm text-muted-foreground">
            {label}
            <Icon className="size-4 shrink-0" aria-hidden="true" />
          </dt>
          <dd className="text-xl font-bold tabular-nums break-words sm:text-2xl">{format(counters[key])}</dd>
        </div>
      ))}
    </dl>
  );
}

export function CounterCardsSkeleton() {
  return (
    <div className={GRID} aria-hidden="true">
      {counterCards().map(({ key }) => (
        <div key={key} className={CARD}>
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-7 w-20" />
        </div>
      ))}
    </div>
  );
}
