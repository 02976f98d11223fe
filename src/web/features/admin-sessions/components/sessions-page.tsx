import { adminSessions } from '@shared/i18n/admin/sessions';
import { uz } from '@shared/i18n/uz';
import type { AdminSession } from '@shared/schemas/admin-sessions';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { useSignOut } from '@web/components/layout/use-sign-out';
import { SectionError } from '@web/components/section-state';
import { StatusPanel } from '@web/components/status-panel';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';
import { notifyError, notifySuccess } from '@web/lib/notify';
import { writeErrorText } from '@web/lib/write-error';
import { MonitorSmartphone, RefreshCw } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useEndAdminSession } from '../api/end-session';
import { useAdminSessions } from '../api/get-sessions';
import { SessionList } from './session-list';
import { deviceText } from './session-parts';

const t = adminSessions;
const SKELETON_ROWS = ['s1', 's2', 's3', 's4'];

function ListSkeleton() {
  return (
    <div role="status" aria-busy="true" className="grid gap-3 rounded-xl border bg-card p-4">
      <span className="sr-only">{uz.common.loading}</span>
      {SKELETON_ROWS.map((key) => (
        <div key={key} className="flex items-center gap-4">
          <Skeleton className="size-9 shrink-0" />
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-3 w-3/4" />
          </div>
          <Skeleton className="hidden h-4 w-24 sm:block" />
          <Skeleton className="h-8 w-24" />
        </div>
      ))}
    </div>
  );
}

/** /admin/sessions: everyone's active sign-ins, refreshed every 30 s, each one can be ended. */
export function AdminSessionsPage() {
  const { data, isPending, isError, isFetching, refetch } = useAdminSessions();
  const terminate = useEndAdminSession();
  const signOut = useSignOut();
  const [pending, setPending] = useState<AdminSession | null>(null);

  useEffect(() => {
    if (isError) notifyError(t.errors.load);
  }, [isError]);

  const confirm = () => {
    if (!pending) return;
    const session = pending;
    setPending(null);
    // ending the admin's own sign-in is signing out here
    if (session.current) {
      void signOut();
      return;
    }
    terminate.mutate(session.id, {
      onSuccess: () => notifySuccess(t.terminated),
      // a refusal by rule (404: already ended) says more than the spec's generic text
      onError: (error) => notifyError(writeErrorText(error, t.errors.terminate)),
    });
  };

  let content: ReactNode;
  if (isPending) content = <ListSkeleton />;
  else if (isError && !data)
    content = <SectionError message={t.errors.load} onRetry={() => void refetch()} retrying={isFetching} />;
  else if (data.sessions.length === 0)
    content = <StatusPanel icon={MonitorSmartphone} title={t.empty} message={t.emptyHint} />;
  else
    content = (
      <SessionList
        sessions={data.sessions}
        onTerminate={setPending}
        terminatingId={terminate.isPending ? (terminate.variables ?? null) : null}
      />
    );

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 p-4 sm:p-6 lg:p-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t.title}</h1>
          <p className="text-muted-foreground">{t.subtitle}</p>
        </div>
        <Button variant="outline" onClick={() => void refetch()} disabled={isFetching} aria-busy={isFetching}>
          <RefreshCw className={cn(isFetching && 'animate-spin')} aria-hidden="true" />
          {isFetching ? t.refreshing : t.refresh}
        </Button>
      </div>
      {data && data.sessions.length > 0 ? (
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {t.count(data.sessions.length)} · {t.autoRefresh}
        </p>
      ) : null}
      {content}
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={t.confirmTitle}
        description={
          pending?.current
            ? t.confirmCurrent
            : pending
              ? t.confirmMessage(pending.userName, deviceText(pending))
              : ''
        }
        confirmLabel={t.terminate}
        destructive
        onConfirm={confirm}
      />
    </div>
  );
}
