import { adminUsers } from '@shared/i18n/admin/users';
import type { AdminRestriction, AdminUser } from '@shared/schemas/admin-users';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { SectionError } from '@web/components/section-state';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Skeleton } from '@web/components/ui/skeleton';
import { notifyError, notifySuccess } from '@web/lib/notify';
import { writeErrorText } from '@web/lib/write-error';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useRestrictions } from '../api/get-restrictions';
import { useDeleteRestriction } from '../api/save-restriction';
import { RestrictionForm, type RestrictionTarget } from './restriction-form';

function RestrictionItem({
  restriction,
  onEdit,
  onRemove,
}: {
  restriction: AdminRestriction;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const titleId = `restriction-${restriction.quizId}`;
  return (
    <li aria-labelledby={titleId} className="flex flex-col gap-2 rounded-lg border p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={titleId} className="min-w-0 font-medium break-words">
          {restriction.quizTitle}
        </h3>
        <Badge variant={restriction.isBlocked ? 'destructive' : 'secondary'}>
          {restriction.isBlocked ? adminUsers.restrictions.blocked : adminUsers.restrictions.notBlocked}
        </Badge>
      </div>
      {restriction.isBlocked && restriction.reason ? (
        <p className="text-sm break-words text-muted-foreground">
          {adminUsers.restrictions.reason(restriction.reason)}
        </p>
      ) : null}
      <p className="text-sm text-muted-foreground">
        {restriction.maxAttemptsOverride === null
          ? adminUsers.restrictions.attemptsQuizOwn
          : adminUsers.restrictions.attempts(restriction.maxAttemptsOverride)}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={onEdit}
          aria-label={adminUsers.restrictions.editLabel(restriction.quizTitle)}
        >
          <Pencil aria-hidden="true" />
          {adminUsers.restrictions.edit}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className="text-destructive hover:text-destructive"
          onClick={onRemove}
          aria-label={adminUsers.restrictions.removeLabel(restriction.quizTitle)}
        >
          <Trash2 aria-hidden="true" />
          {adminUsers.restrictions.remove}
        </Button>
      </div>
    </li>
  );
}

function RestrictionList({ user, onEdit }: { user: AdminUser; onEdit: (target: RestrictionTarget) => void }) {
  const { data, isPending, isError, isFetching, refetch } = useRestrictions(user.id);
  const remove = useDeleteRestriction();
  const [removing, setRemoving] = useState<AdminRestriction | null>(null);

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(
      { userId: user.id, quizId: removing.quizId },
      {
        onSuccess: () => notifySuccess(adminUsers.restrictions.removed),
        onError: (error) => notifyError(writeErrorText(error, adminUsers.restrictions.removeError)),
        onSettled: () => setRemoving(null),
      },
    );
  };

  if (isPending)
    return (
      <div role="status" aria-busy="true" className="grid gap-2">
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-20 w-full" />
      </div>
    );
  if (isError)
    return (
      <SectionError
        message={adminUsers.restrictions.loadError}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  return (
    <div className="grid gap-3">
      <Button className="justify-self-start" onClick={() => onEdit({ mode: 'add' })}>
        <Plus aria-hidden="true" />
        {adminUsers.restrictions.add}
      </Button>
      {data.restrictions.length === 0 ? (
        <p className="rounded-lg border border-dashed px-3 py-6 text-center text-sm text-muted-foreground">
          {adminUsers.restrictions.empty}
        </p>
      ) : (
        <ul aria-label={adminUsers.restrictions.listLabel} className="grid gap-2">
          {data.restrictions.map((restriction) => (
            <RestrictionItem
              key={restriction.quizId}
              restriction={restriction}
              onEdit={() => onEdit({ mode: 'edit', restriction })}
              onRemove={() => setRemoving(restriction)}
            />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && !remove.isPending && setRemoving(null)}
        title={adminUsers.restrictions.removeConfirmTitle}
        description={removing ? adminUsers.restrictions.removeConfirmMessage(removing.quizTitle) : ''}
        confirmLabel={adminUsers.restrictions.remove}
        destructive
        busy={remove.isPending}
        onConfirm={confirmRemove}
      />
    </div>
  );
}

function RestrictionsBody({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const [target, setTarget] = useState<RestrictionTarget | null>(null);
  const restrictions = useRestrictions(user.id);
  const taken = useMemo(
    () => new Set(restrictions.data?.restrictions.map((restriction) => restriction.quizId)),
    [restrictions.data],
  );
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{adminUsers.restrictions.title}</DialogTitle>
          <DialogDescription>
            {adminUsers.restrictions.description(user.name || user.email)}
          </DialogDescription>
        </DialogHeader>
        {target ? (
          <RestrictionForm userId={user.id} target={target} taken={taken} onDone={() => setTarget(null)} />
        ) : (
          <RestrictionList user={user} onEdit={setTarget} />
        )}
      </DialogContent>
    </Dialog>
  );
}

/** The user's per-quiz rules (blocked with a reason, an attempts limit of their own): list, add, edit, remove. */
export function RestrictionsDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  return user ? <RestrictionsBody key={user.id} user={user} onClose={onClose} /> : null;
}
