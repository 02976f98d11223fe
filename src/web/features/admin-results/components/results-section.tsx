import { adminResults } from '@shared/i18n/admin/results';
import type { AdminResultList } from '@shared/schemas/admin-results';
import { type PagedQuery, UrlPagedSection } from '@web/components/admin-list/url-paged-section';
import { pagedListTexts } from '@web/components/paged-list-section';
import { ClipboardList } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { hasResultFilters, RESULT_PAGE_SIZE, readResultParams } from '../result-list-params';
import { ResultList } from './result-list';

const t = adminResults;

/** The page of results the URL asks for, with its loading, error, empty and paging states. */
export function ResultsSection({ query }: { query: PagedQuery<AdminResultList> }) {
  const [searchParams] = useSearchParams();
  const params = readResultParams(searchParams);
  return (
    <UrlPagedSection
      query={query}
      page={params.page}
      pageSize={RESULT_PAGE_SIZE}
      filtered={hasResultFilters(params)}
      isEmpty={(page) => page.results.length === 0}
      emptyIcon={ClipboardList}
      texts={pagedListTexts(t, t.loadError)}
    >
      {(page) => <ResultList results={page.results} />}
    </UrlPagedSection>
  );
}
