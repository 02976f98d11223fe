import { uzAdmin } from '@shared/i18n/admin';
import { Button } from '@web/components/ui/button';
import { ChevronLeft, ChevronRight } from 'lucide-react';

const t = uzAdmin.catalog.quizzes;

export function QuizPagination({
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
    <nav aria-label={t.pagination} className="flex items-center justify-center gap-3">
      <Button variant="outline" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        <ChevronLeft aria-hidden="true" />
        {t.previous}
      </Button>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {t.pageOf(page, pages)}
      </p>
      <Button variant="outline" onClick={() => onPage(page + 1)} disabled={page >= pages}>
        {t.next}
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
