import { adminUsers } from '@shared/i18n/admin/users';
import type { AdminUser } from '@shared/schemas/admin-users';
import { AdminListPage } from '@web/components/admin-list/admin-list-page';
import { useSessionUser } from '@web/lib/auth-client';
import { useState } from 'react';
import { RestrictionsDialog } from './restrictions-dialog';
import { DeleteUserDialog, ResetPasswordDialog, RoleDialog } from './user-dialogs';
import { UserFilters } from './user-filters';
import { UserList } from './user-list';

const t = adminUsers;

/** /admin/users: search, role filter, cards; role, password reset, restrictions and delete. */
export function AdminUsersPage() {
  const { user: me } = useSessionUser();
  const [roleTarget, setRoleTarget] = useState<AdminUser | null>(null);
  const [resetTarget, setResetTarget] = useState<AdminUser | null>(null);
  const [restrictionsTarget, setRestrictionsTarget] = useState<AdminUser | null>(null);
  const [deleteTarget, setDeleteTarget] = useState<AdminUser | null>(null);

  return (
    <AdminListPage title={t.title} subtitle={t.subtitle} narrow>
      <UserFilters />
      <UserList
        myId={me?.id ?? null}
        actions={{
          onChangeRole: setRoleTarget,
          onResetPassword: setResetTarget,
          onRestrictions: setRestrictionsTarget,
          onDelete: setDeleteTarget,
        }}
      />
      <RoleDialog user={roleTarget} isSelf={roleTarget?.id === me?.id} onClose={() => setRoleTarget(null)} />
      <ResetPasswordDialog user={resetTarget} onClose={() => setResetTarget(null)} />
      <RestrictionsDialog user={restrictionsTarget} onClose={() => setRestrictionsTarget(null)} />
      <DeleteUserDialog user={deleteTarget} onClose={() => setDeleteTarget(null)} />
    </AdminListPage>
  );
}
