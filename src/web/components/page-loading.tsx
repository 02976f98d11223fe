import { uz } from '@shared/i18n/uz';
import { LoaderCircle } from 'lucide-react';

export function PageLoading() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center" role="status">
      <LoaderCircle className="size-6 animate-spin text-muted-foreground" aria-hidden="true" />
      <span className="sr-only">{uz.common.loading}</span>
    </div>
  );
}
