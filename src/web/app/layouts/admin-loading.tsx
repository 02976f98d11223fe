import { uz } from '@shared/i18n/uz';
import { LoaderCircle } from 'lucide-react';

/** The admin panel's spinner: while its code or the session loads (role=status, "Yuklanmoqda..."). */
export function AdminLoading() {
  return (
    <div className="flex min-h-dvh items-center justify-center" role="status">
      <LoaderCircle className="size-6 animate-spin text-muted-foreground" aria-hidden="true" />
      <span className="sr-only">{uz.common.loading}</span>
    </div>
  );
}
