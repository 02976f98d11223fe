import { adminShell } from '@shared/i18n/admin/shell';
import { StatusPanel } from '@web/components/status-panel';
import { Button } from '@web/components/ui/button';
import { type SessionUser, useSessionUser } from '@web/lib/auth-client';
import { ShieldX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import { AdminLoading } from './admin-loading';

/** A signed-in learner: the server refuses their admin calls anyway, so the panel is not shown. */
function NoAccessPage() {
  return (
    <main className="flex min-h-dvh items-center justify-center p-4">
      <StatusPanel
        icon={ShieldX}
        headingLevel="h1"
        title={adminShell.noAccess.title}
        message={adminShell.noAccess.message}
        className="w-full max-w-lg"
      >
        <Button asChild>
          <Link to="/">{adminShell.noAccess.home}</Link>
        </Button>
      </StatusPanel>
    </main>
  );
}

/**
 * The admin panel is for admins only (docs/product/admin-and-pages.md section 6): a spinner while the session loads, a guest
 * goes to the home page, a signed-in non-admin sees why there is nothing here for them.
 */
export function AdminGuard({ children }: { children: (admin: SessionUser) => ReactNode }) {
  const { user, isPending } = useSessionUser();
  if (isPending) return <AdminLoading />;
  if (!user) return <Navigate to="/" replace />;
  if (user.role !== 'ADMIN') return <NoAccessPage />;
  return children(user);
}
