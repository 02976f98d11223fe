import { uz } from '@shared/i18n/uz';
import { SectionError } from '@web/components/section-state';
import { Skeleton } from '@web/components/ui/skeleton';
import type { ReactNode } from 'react';

type ListQuery = { isPending: boolean; isError: boolean; isFetching: boolean; refetch: () => unknown };

/** Loading skeletons, or the error with a retry, or the list itself. */
export function ListState({ query, children }: { query: ListQuery; children: () => ReactNode }) {
  if (query.isPending) {
    return (
      <div className="flex flex-col gap-3" role="status" aria-busy="true" aria-label={uz.common.loading}>
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-20 w-full" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <SectionError
        message={uz.profile.loadFailed}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return <>{children()}</>;
}
