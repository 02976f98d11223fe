import { adminAudit } from '@shared/i18n/admin/audit';
import { uz } from '@shared/i18n/uz';
import type { AuditListResponse } from '@shared/schemas/admin-audit';
import { ListPagination } from '@web/components/list-pagination';
import { SectionError } from '@web/components/section-state';
import { StatusPanel } from '@web/components/status-panel';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';
import { ScrollText, SearchX } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { AUDIT_PAGE_SIZE, hasAuditFilters, readAuditParams, withAuditPage } from '../audit-list-params';
import { AuditList } from './audit-list';

const t = adminAudit;
const ROWS = ['a1', 'a2', 'a3', 'a4', 'a5', 'a6'];

function AuditSkeleton() {
  return (
    <div role="status" aria-busy="true" className="grid gap-4 rounded-xl border bg-card p-4">
      <span className="sr-only">{uz.common.loading}</span>
      {ROWS.map((key) => (
        <div key={key} className="flex items-center gap-4">
          <Skeleton className="hidden h-4 w-32 md:block" />
          <div className="flex flex-1 flex-col gap-1.5">
            <Skeleton className="h-4 w-2/5" />
            <Skeleton className="h-3 w-1/4" />
          </div>
          <Skeleton className="h-4 w-24" />
          <Skeleton className="hidden h-4 w-48 md:block" />
        </div>
      ))}
    </div>
  );
}

type AuditQuery = {
  data: AuditListResponse | undefined;
  isPending: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
};

/** The page of the log the URL asks for, with its loading, error, empty and paging states. */
export function AuditSection({ query }: { query: AuditQuery }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readAuditParams(searchParams);
  const { data, isPending, isFetching, isPlaceholderData, refetch } = query;

  if (isPending) return <AuditSkeleton />;
  if (!data)
    return <SectionError message={t.loadError} onRetry={() => void refetch()} retrying={isFetching} />;
  if (data.entries.length === 0) {
    return hasAuditFilters(params) ? (
      <StatusPanel icon={SearchX} title={t.noMatches} message={t.noMatchesHint}>
        <Button variant="outline" onClick={() => setSearchParams(new URLSearchParams())}>
          {t.clearFilters}
        </Button>
      </StatusPanel>
    ) : (
      <StatusPanel icon={ScrollText} title={t.empty} message={t.emptyHint} />
    );
  }

  const pages = Math.max(1, Math.ceil(data.total / (data.pageSize || AUDIT_PAGE_SIZE)));
  const onPage = (page: number) => setSearchParams((prev) => withAuditPage(prev, page));
  return (
    <div
      className={cn('flex flex-col gap-4 transition-opacity', isPlaceholderData && 'opacity-60')}
      aria-busy={isPlaceholderData}
    >
      <h2 className="text-sm font-medium text-muted-foreground" aria-live="polite">
        {t.found(data.total)}
      </h2>
      <AuditList entries={data.entries} />
      <ListPagination
        page={Math.min(params.page, pages)}
        pages={pages}
        onPage={onPage}
        texts={{ label: t.pagination, previous: t.previous, next: t.next, pageOf: t.pageOf }}
      />
    </div>
  );
}
