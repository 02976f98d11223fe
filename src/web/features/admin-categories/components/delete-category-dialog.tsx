import { adminCatalog } from '@shared/i18n/admin/catalog';
import { adminCategories } from '@shared/i18n/admin/categories';
import type { AdminCategory } from '@shared/schemas/admin-catalog';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { isApiError } from '@web/lib/api-client';
import { notifyError, notifySuccess } from '@web/lib/notify';
import { useState } from 'react';
import { useDeleteCategory } from '../api/delete-category';
import { useUpdateCategory } from '../api/update-category';
import { toCategoryInput, writeErrorMessage } from '../category-form-values';

const t = adminCategories;

/**
 * Delete after a confirmation, asked only when the row can be deleted: a category that has quizzes
 * says so at once and offers deactivation instead. If quizzes arrived since the list loaded, the
 * server refuses (409 CATEGORY_HAS_QUIZZES) and the dialog turns into the same explanation.
 */
export function DeleteCategoryDialog({
  category,
  onClose,
}: {
  category: AdminCategory | null;
  onClose: () => void;
}) {
  const remove = useDeleteCategory();
  const update = useUpdateCategory();
  const [refusal, setRefusal] = useState<string | null>(null);
  const busy = remove.isPending || update.isPending;

  const close = () => {
    setRefusal(null);
    onClose();
  };

  const onDelete = (target: AdminCategory) =>
    remove.mutate(target.id, {
      onSuccess: () => {
        notifySuccess(t.success.deleted);
        close();
      },
      onError: (error) => {
        if (isApiError(error) && error.code === 'CATEGORY_HAS_QUIZZES') {
          setRefusal(error.message);
          return;
        }
        notifyError(writeErrorMessage(error, adminCatalog.errors.categoryDelete));
        close();
      },
    });

  const onDeactivate = (target: AdminCategory) =>
    update.mutate(
      { id: target.id, input: { ...toCategoryInput(target), isActive: false } },
      {
        onSuccess: () => notifySuccess(t.success.deactivated),
        onError: (error) => notifyError(writeErrorMessage(error, adminCatalog.errors.categorySave)),
        onSettled: close,
      },
    );

  if (!category) return null;
  const open = (value: boolean) => !value && !busy && close();
  const hasQuizzes =
    category.quizCount > 0 ? t.hasQuizzes.message(category.nameUz, category.quizCount) : null;
  const reason = refusal ?? hasQuizzes;
  if (reason !== null) {
    const canDeactivate = category.isActive;
    return (
      <ConfirmDialog
        open
        onOpenChange={open}
        title={t.hasQuizzes.title}
        description={reason}
        cancelLabel={t.hasQuizzes.close}
        {...(canDeactivate && {
          confirmLabel: t.hasQuizzes.deactivate,
          onConfirm: () => onDeactivate(category),
        })}
        busy={busy}
      >
        <p className="text-sm text-muted-foreground">
          {canDeactivate ? t.hasQuizzes.deactivateHint : t.hasQuizzes.alreadyInactive}
        </p>
      </ConfirmDialog>
    );
  }
  return (
    <ConfirmDialog
      open
      onOpenChange={open}
      title={t.deleteConfirm.title}
      description={t.deleteConfirm.message(category.nameUz)}
      confirmLabel={t.deleteConfirm.confirm}
      onConfirm={() => onDelete(category)}
      destructive
      busy={busy}
    />
  );
}
