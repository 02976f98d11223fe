import { adminAudit } from '@shared/i18n/admin/audit';
import type { AuditListResponse } from '@shared/schemas/admin-audit';
import { type PagedQuery, UrlPagedSection } from '@web/components/admin-list/url-paged-section';
import { pagedListTexts } from '@web/components/paged-list-section';
import { ScrollText } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { AUDIT_PAGE_SIZE, hasAuditFilters, readAuditParams } from '../audit-list-params';
import { AuditList } from './audit-list';

const t = adminAudit;

/** The page of the log the URL asks for, with its loading, error, empty and paging states. */
export function AuditSection({ query }: { query: PagedQuery<AuditListResponse> }) {
  const [searchParams] = useSearchParams();
  const params = readAuditParams(searchParams);
  return (
    <UrlPagedSection
      query={query}
      page={params.page}
      pageSize={AUDIT_PAGE_SIZE}
      filtered={hasAuditFilters(params)}
      isEmpty={(page) => page.entries.length === 0}
      emptyIcon={ScrollText}
      texts={pagedListTexts(t, t.loadError)}
    >
      {(page) => <AuditList entries={page.entries} />}
    </UrlPagedSection>
  );
}
