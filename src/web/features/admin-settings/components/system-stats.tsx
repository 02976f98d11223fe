import { adminSettings } from '@shared/i18n/admin/settings';
import { formatNumber } from '@shared/i18n/format';
import { uz } from '@shared/i18n/uz';
import type { AdminSystem } from '@shared/schemas/admin-settings';
import { SectionError } from '@web/components/section-state';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSystem } from '../api/get-system';
import { formatBytes, formatUptime } from '../system-format';
import { SettingsSection } from './settings-section';

function statRows(system: AdminSystem): [label: string, value: string][] {
  const { counts, database } = system;
  return [
    [adminSettings.system.users, formatNumber(counts.users)],
    [adminSettings.system.quizzes, formatNumber(counts.quizzes)],
    [adminSettings.system.questions, formatNumber(counts.questions)],
    [adminSettings.system.purchases, formatNumber(counts.purchases)],
    [adminSettings.system.results, formatNumber(counts.results)],
    [adminSettings.system.certificates, formatNumber(counts.certificates)],
    [
      adminSettings.system.databaseKind,
      database.kind === 'pglite' ? adminSettings.system.embedded : adminSettings.system.postgres,
    ],
    [adminSettings.system.databaseSize, formatBytes(database.sizeBytes)],
    [adminSettings.system.uptime, formatUptime(system.uptimeSeconds)],
    [adminSettings.system.version, system.appVersion],
    [adminSettings.system.node, system.nodeVersion],
  ];
}

const SKELETON_ROWS = Array.from({ length: 8 }, (_, i) => `s${i}`);

function StatsSkeleton() {
  return (
    <div role="status" aria-busy="true" className="grid gap-3">
      <span className="sr-only">{uz.common.loading}</span>
      {SKELETON_ROWS.map((key) => (
        <div key={key} className="flex justify-between gap-4">
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-4 w-16" />
        </div>
      ))}
    </div>
  );
}

/** Real figures of this server: counts, database kind and size, uptime, versions. */
export function SystemStats() {
  const { data, isPending, isError, refetch, isFetching } = useSystem();
  const refresh = (
    <Button
      variant="ghost"
      size="icon"
      onClick={() => void refetch()}
      disabled={isFetching}
      aria-label={adminSettings.system.refresh}
      title={adminSettings.system.refresh}
    >
      <RefreshCw className={isFetching ? 'animate-spin' : undefined} aria-hidden="true" />
    </Button>
  );
  let content: ReactNode;
  if (isPending) content = <StatsSkeleton />;
  else if (isError)
    content = (
      <SectionError
        message={adminSettings.system.loadError}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  else
    content = (
      <dl className="grid gap-x-4 gap-y-2 text-sm">
        {statRows(data).map(([label, value]) => (
          <div
            key={label}
            className="flex items-baseline justify-between gap-4 border-b pb-2 last:border-0 last:pb-0"
          >
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="text-right font-medium tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    );
  return (
    <SettingsSection
      id="settings-system"
      title={adminSettings.system.title}
      action={isError ? undefined : refresh}
    >
      {content}
    </SettingsSection>
  );
}
