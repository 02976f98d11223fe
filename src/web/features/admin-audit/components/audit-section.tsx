import { adminAudit } from '@shared/i18n/admin/audit';
import { uz } from '@shared/i18n/uz';
import type { AuditListResponse } from '@shared/schemas/admin-audit';
import { PagedListSection, pagedListTexts } from '@web/components/paged-list-section';
import { Skeleton } from '@web/components/ui/skeleton';
import { ScrollText } from 'lucide-react';
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

const TEXTS = pagedListTexts(t, t.loadError);

/** The page of the log the URL asks for, with its loading, error, empty and paging states. */
export function AuditSection({ query }: { query: AuditQuery }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readAuditParams(searchParams);
  const { data, isPending, isFetching, isPlaceholderData, refetch } = query;

  return (
    <PagedListSection
      data={data}
      isPending={isPending}
      isFetching={isFetching}
      isPlaceholderData={isPlaceholderData}
      onRetry={() => void refetch()}
      skeleton={<AuditSkeleton />}
      isEmpty={(page) => page.entries.length === 0}
      filtered={hasAuditFilters(params)}
      onClearFilters={() => setSearchParams(new URLSearchParams())}
      emptyIcon={ScrollText}
      page={params.page}
      defaultPageSize={AUDIT_PAGE_SIZE}
      onPage={(page) => setSearchParams((prev) => withAuditPage(prev, page))}
      texts={TEXTS}
    >
      {(page) => <AuditList entries={page.entries} />}
    </PagedListSection>
  );
}
