import { adminAudit } from '@shared/i18n/admin/audit';
import { notifyError } from '@web/lib/notify';
import { useEffect } from 'react';
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

  useEffect(() => {
    if (audit.isError) notifyError(t.loadError);
  }, [audit.isError]);

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 p-4 sm:p-6 lg:p-8">
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t.title}</h1>
        <p className="text-muted-foreground">{t.subtitle}</p>
      </div>
      <AuditFilters />
      <AuditSection query={audit} />
    </div>
  );
}
