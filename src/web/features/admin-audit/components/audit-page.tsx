import { adminAudit } from '@shared/i18n/admin/audit';
import { AdminListPage } from '@web/components/admin-list/admin-list-page';
import { useSearchParams } from 'react-router';
import { useAudit } from '../api/get-audit';
import { readAuditParams } from '../audit-list-params';
import { AuditFilters } from './audit-filters';
import { AuditSection } from './audit-section';

const t = adminAudit;

/** /admin/audit: every admin write, newest first, filtered and paged on the server. */
export function AdminAuditPage() {
  const [searchParams] = useSearchParams();
  const audit = useAudit(readAuditParams(searchParams));
  return (
    <AdminListPage title={t.title} subtitle={t.subtitle}>
      <AuditFilters />
      <AuditSection query={audit} />
    </AdminListPage>
  );
}
