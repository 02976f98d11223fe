import { uz } from '@shared/i18n/uz';
import { Skeleton } from '@web/components/ui/skeleton';

const ROW_KEYS = ['s1', 's2', 's3', 's4', 's5', 's6', 's7', 's8'];

/** A list's loading rows: a title and a line, with narrower columns shown from 768 px. */
export function ListSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <div role="status" aria-busy="true" className="grid gap-4 rounded-xl border bg-card p-4">
      <span className="sr-only">{uz.common.loading}</span>
      {ROW_KEYS.slice(0, rows).map((key) => (
        <div key={key} className="flex items-center gap-4">
          <div className="flex flex-1 flex-col gap-1.5">
            <Skeleton className="h-4 w-2/5" />
            <Skeleton className="h-3 w-1/4" />
          </div>
          <Skeleton className="hidden h-4 w-32 md:block" />
          <Skeleton className="h-4 w-20" />
          <Skeleton className="hidden h-5 w-16 md:block" />
        </div>
      ))}
    </div>
  );
}
