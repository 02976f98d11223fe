import { adminUsers } from '@shared/i18n/admin/users';
import type { AdminUser } from '@shared/schemas/admin-users';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { notifyError, notifySuccess } from '@web/lib/notify';
import { writeErrorText } from '@web/lib/write-error';
import { useChangeUserRole } from '../api/change-role';
import { useDeleteUser } from '../api/delete-user';
import { useSendPasswordReset } from '../api/send-password-reset';

const t = adminUsers;

type DialogProps = { user: AdminUser | null; onClose: () => void };

const displayName = (user: AdminUser) => user.name || user.email;

/** USER <-> ADMIN after a confirmation; the server refuses to leave no admin (422 LAST_ADMIN). */
export function RoleDialog({ user, isSelf, onClose }: DialogProps & { isSelf: boolean }) {
  const change = useChangeUserRole();
  if (!user) return null;
  const role = user.role === 'ADMIN' ? 'USER' : 'ADMIN';
  const name = displayName(user);
  let description = t.roleConfirm.toAdmin(name);
  if (role === 'USER') description = isSelf ? t.roleConfirm.toUserSelf : t.roleConfirm.toUser(name);
  const confirm = () =>
    change.mutate(
      { id: user.id, role },
      {
        onSuccess: () => notifySuccess(t.roleConfirm.changed(name, t.roles[role])),
        onError: (error) => notifyError(writeErrorText(error, t.errors.role)),
        onSettled: onClose,
      },
    );
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && !change.isPending && onClose()}
      title={t.roleConfirm.title}
      description={description}
      confirmLabel={t.roleConfirm.confirm}
      destructive={role === 'USER'}
      busy={change.isPending}
      onConfirm={confirm}
    />
  );
}

/** Deletion says what goes and what stays (anonymised) before anything happens. */
export function DeleteUserDialog({ user, onClose }: DialogProps) {
  const remove = useDeleteUser();
  if (!user) return null;
  const confirm = () =>
    remove.mutate(user.id, {
      onSuccess: () => notifySuccess(t.deleteConfirm.deleted),
      onError: (error) => notifyError(writeErrorText(error, t.errors.delete)),
      onSettled: onClose,
    });
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && !remove.isPending && onClose()}
      title={t.deleteConfirm.title}
      description={t.deleteConfirm.message(displayName(user), user.email)}
      confirmLabel={t.deleteConfirm.confirm}
      destructive
      busy={remove.isPending}
      onConfirm={confirm}
    >
      <ul className="grid list-disc gap-1 pl-5 text-sm text-muted-foreground">
        <li>{t.deleteConfirm.goes}</li>
        <li>{t.deleteConfirm.stays}</li>
      </ul>
    </ConfirmDialog>
  );
}

/** Emails the user a password-reset link after a confirmation. */
export function ResetPasswordDialog({ user, onClose }: DialogProps) {
  const send = useSendPasswordReset();
  if (!user) return null;
  const confirm = () =>
    send.mutate(user.id, {
      onSuccess: () => notifySuccess(t.resetConfirm.sent(user.email)),
      onError: (error) => notifyError(writeErrorText(error, t.errors.passwordReset)),
      onSettled: onClose,
    });
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && !send.isPending && onClose()}
      title={t.resetConfirm.title}
      description={t.resetConfirm.message(user.email)}
      confirmLabel={t.resetConfirm.confirm}
      busy={send.isPending}
      onConfirm={confirm}
    />
  );
}
