import { uz } from '@shared/i18n/uz';
import { Button } from '@web/components/ui/button';
import { ChevronLeft, ChevronRight } from 'lucide-react';

export function CatalogPagination({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={uz.catalog.pagination} className="flex items-center justify-center gap-3">
      <Button variant="outline" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        <ChevronLeft aria-hidden="true" />
        {uz.catalog.previous}
      </Button>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {uz.catalog.pageOf(page, pages)}
      </p>
      <Button variant="outline" onClick={() => onPage(page + 1)} disabled={page >= pages}>
        {uz.catalog.next}
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
