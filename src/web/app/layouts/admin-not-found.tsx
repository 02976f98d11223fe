import { adminShell } from '@shared/i18n/admin/shell';
import { NotFoundPanel } from '@web/components/not-found-panel';

/** An /admin/... address that is no page of the panel: said inside the admin layout. */
export default function AdminNotFound() {
  return (
    <div className="mx-auto max-w-2xl p-4 sm:p-8">
      <NotFoundPanel
        title={adminShell.notFound.title}
        message={adminShell.notFound.message}
        to="/admin"
        label={adminShell.notFound.back}
      />
    </div>
  );
}
