import type { CertificateStats } from '@shared/domain/certificate-stats';
import { certificatesPage as t } from '@shared/i18n/pages/certificates';
import { Skeleton } from '@web/components/ui/skeleton';
import { Award, BadgeCheck, Gauge, type LucideIcon, Trophy } from 'lucide-react';

const GRID = 'grid grid-cols-2 gap-3 lg:grid-cols-4';

const FIGURES: { key: keyof CertificateStats; icon: LucideIcon; percent: boolean }[] = [
  { key: 'total', icon: Award, percent: false },
  { key: 'averageScore', icon: Gauge, percent: true },
  { key: 'highestScore', icon: Trophy, percent: true },
  { key: 'active', icon: BadgeCheck, percent: false },
];

/** The four stat cards, as a description list: each figure under its name. */
export function CertificateStatsCards({ stats }: { stats: CertificateStats }) {
  return (
    <dl className={GRID} aria-label={t.statsLabel}>
      {FIGURES.map(({ key, icon: Icon, percent }) => (
        <div key={key} className="flex flex-col gap-2 rounded-xl border bg-card p-4 shadow-sm">
          <dt className="flex items-center gap-2 text-sm text-muted-foreground">
            <Icon className="size-4 shrink-0 text-primary" aria-hidden="true" />
            {t.stats[key]}
          </dt>
          <dd className="text-2xl font-bold tabular-nums" data-testid={`certificate-stat-${key}`}>
            {percent ? `${stats[key]}%` : stats[key]}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function CertificateStatsSkeleton() {
  return (
    <div className={GRID} aria-hidden="true">
      {FIGURES.map(({ key }) => (
        <div key={key} className="flex flex-col gap-3 rounded-xl border p-4">
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-7 w-1/3" />
        </div>
      ))}
    </div>
  );
}
