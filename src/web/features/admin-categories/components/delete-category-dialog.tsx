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
const errors = adminCatalog.errors;

/**
 * Delete after a confirmation. A category that still has quizzes is refused by the server (409
 * CATEGORY_HAS_QUIZZES): the dialog then shows the server's message and offers deactivation in place.
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
        if (isApiError(error) && error.code === 'CATEGORY_HAS_QUIZZES' && target.isActive) {
          setRefusal(error.message);
          return;
        }
        notifyError(writeErrorMessage(error, errors.categoryDelete));
        close();
      },
    });

  const onDeactivate = (target: AdminCategory) =>
    update.mutate(
      { id: target.id, input: { ...toCategoryInput(target), isActive: false } },
      {
        onSuccess: () => notifySuccess(t.success.deactivated),
        onError: (error) => notifyError(writeErrorMessage(error, errors.categorySave)),
        onSettled: close,
      },
    );

  if (!category) return null;
  const open = (value: boolean) => !value && !busy && close();
  if (refusal !== null) {
    return (
      <ConfirmDialog
        open
        onOpenChange={open}
        title={t.hasQuizzes.title}
        description={refusal}
        confirmLabel={t.hasQuizzes.deactivate}
        cancelLabel={t.hasQuizzes.close}
        onConfirm={() => onDeactivate(category)}
        busy={busy}
      >
        <p className="text-sm text-muted-foreground">{t.hasQuizzes.deactivateHint}</p>
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
