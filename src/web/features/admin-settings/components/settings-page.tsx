import { adminSettings } from '@shared/i18n/admin/settings';
import { uz } from '@shared/i18n/uz';
import { SectionError } from '@web/components/section-state';
import { Skeleton } from '@web/components/ui/skeleton';
import { useAdminSettings } from '@web/lib/admin-settings';
import type { ReactNode } from 'react';
import { QuickLinks } from './quick-links';
import { SettingsForm } from './settings-form';
import { SystemActions } from './system-actions';
import { SystemStats } from './system-stats';

const t = adminSettings;
const SKELETON_SECTIONS = ['general', 'users', 'quizzes', 'notifications'];

function FormSkeleton() {
  return (
    <div role="status" aria-busy="true" className="grid gap-6">
      <span className="sr-only">{uz.common.loading}</span>
      {SKELETON_SECTIONS.map((key) => (
        <div key={key} className="grid gap-4 rounded-xl border bg-card p-5">
          <Skeleton className="h-5 w-48" />
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-9 w-full" />
          <Skeleton className="h-9 w-full" />
        </div>
      ))}
    </div>
  );
}

/**
 * /admin/settings: the spec's general, user, quiz and notification settings as one form, and
 * beside it the system's figures, its actions and quick links (docs/product/admin-and-pages.md section 2).
 */
export function AdminSettingsPage() {
  const { data: settings, isPending, isError, refetch, isFetching } = useAdminSettings();

  let form: ReactNode;
  if (isPending) form = <FormSkeleton />;
  else if (isError)
    form = <SectionError message={t.loadError} onRetry={() => void refetch()} retrying={isFetching} />;
  else form = <SettingsForm settings={settings} />;

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 p-4 sm:p-6 lg:p-8">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{t.title}</h1>
        <p className="text-sm text-muted-foreground">{t.subtitle}</p>
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0">{form}</div>
        <div className="grid gap-6">
          <SystemStats />
          <SystemActions />
          <QuickLinks />
        </div>
      </div>
    </div>
  );
}
