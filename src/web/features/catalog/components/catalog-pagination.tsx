import { withPage } from '@shared/domain/catalog-params';
import { uz } from '@shared/i18n/uz';
import { Button } from '@web/components/ui/button';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';

/** A plain link to another page of the same filters (it works without JavaScript too). */
function PageLink({ page, disabled, children }: { page: number; disabled: boolean; children: ReactNode }) {
  const [searchParams] = useSearchParams();
  if (disabled) {
    return (
      <Button variant="outline" disabled>
        {children}
      </Button>
    );
  }
  const query = withPage(searchParams, page).toString();
  return (
    <Button asChild variant="outline">
      <Link to={query ? `?${query}` : '?'} onClick={() => window.scrollTo({ top: 0 })}>
        {children}
      </Link>
    </Button>
  );
}

export function CatalogPagination({ page, pages }: { page: number; pages: number }) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={uz.catalog.pagination} className="flex items-center justify-center gap-3">
      <PageLink page={page - 1} disabled={page <= 1}>
        <ChevronLeft aria-hidden="true" />
        {uz.catalog.previous}
      </PageLink>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {uz.catalog.pageOf(page, pages)}
      </p>
      <PageLink page={page + 1} disabled={page >= pages}>
        {uz.catalog.next}
        <ChevronRight aria-hidden="true" />
      </PageLink>
    </nav>
  );
}
