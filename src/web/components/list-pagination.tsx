import { Button } from '@web/components/ui/button';
import { ChevronLeft, ChevronRight } from 'lucide-react';

/** Previous / "2 / 5 sahifa" / next under a server-paged list; nothing when there is one page. */
export function ListPagination({
  page,
  pages,
  onPage,
  texts,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  texts: { label: string; previous: string; next: string; pageOf: (page: number, pages: number) => string };
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={texts.label} className="flex items-center justify-center gap-3">
      <Button variant="outline" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        <ChevronLeft aria-hidden="true" />
        {texts.previous}
      </Button>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {texts.pageOf(page, pages)}
      </p>
      <Button variant="outline" onClick={() => onPage(page + 1)} disabled={page >= pages}>
        {texts.next}
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
