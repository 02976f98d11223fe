import { zodResolver } from '@hookform/resolvers/zod';
import { adminCatalog } from '@shared/i18n/admin/catalog';
import { adminCategories } from '@shared/i18n/admin/categories';
import { type AdminCategory, type CategoryInput, categoryInputSchema } from '@shared/schemas/admin-catalog';
import { FormField } from '@web/components/form-field';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Input } from '@web/components/ui/input';
import { Textarea } from '@web/components/ui/textarea';
import { isApiError } from '@web/lib/api-client';
import { notifyError, notifySuccess } from '@web/lib/notify';
import { Controller, type UseFormSetError, useForm } from 'react-hook-form';
import { useCreateCategory } from '../api/create-category';
import { useUpdateCategory } from '../api/update-category';
import { categoryFormIssue, writeErrorMessage } from '../category-form-values';
import { IconPicker } from './icon-picker';

const FIELDS = Object.keys(categoryInputSchema.shape) as (keyof CategoryInput)[];

/** A 400's field errors go under their fields; true when there was one to show. */
function showFieldErrors(error: unknown, setError: UseFormSetError<CategoryInput>): boolean {
  if (!isApiError(error) || error.status !== 400 || !error.fields) return false;
  const known = FIELDS.filter((field) => error.fields?.[field]);
  for (const field of known) setError(field, { message: error.fields[field] });
  return known.length > 0;
}

export type CategoryFormTarget =
  | { mode: 'create'; values: CategoryInput }
  | { mode: 'edit'; category: AdminCategory; values: CategoryInput };

function CategoryForm({ target, onDone }: { target: CategoryFormTarget; onDone: () => void }) {
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(categoryInputSchema, { error: categoryFormIssue }),
    defaultValues: target.values,
  });

  const onSubmit = handleSubmit(async (input) => {
    try {
      if (target.mode === 'create') await create.mutateAsync(input);
      else await update.mutateAsync({ id: target.category.id, input });
    } catch (error) {
      if (!showFieldErrors(error, setError))
        notifyError(writeErrorMessage(error, adminCatalog.errors.categorySave));
      return;
    }
    notifySuccess(
      target.mode === 'create' ? adminCategories.success.created : adminCategories.success.updated,
    );
    onDone();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="category-name-uz" label={adminCategories.form.nameUz} error={errors.nameUz?.message}>
          {(field) => <Input {...field} {...register('nameUz')} maxLength={100} autoComplete="off" />}
        </FormField>
        <FormField id="category-name-en" label={adminCategories.form.nameEn} error={errors.nameEn?.message}>
          {(field) => (
            <Input {...field} {...register('nameEn')} maxLength={100} autoComplete="off" lang="en" />
          )}
        </FormField>
      </div>
      <FormField
        id="category-description"
        label={adminCategories.form.description}
        error={errors.description?.message}
      >
        {(field) => <Textarea {...field} {...register('description')} maxLength={500} rows={3} />}
      </FormField>
      <div className="grid gap-2">
        <p id="category-icon-label" className="text-sm leading-none font-medium">
          {adminCategories.form.icon}
        </p>
        <Controller
          control={control}
          name="icon"
          render={({ field }) => (
            <IconPicker labelId="category-icon-label" value={field.value} onChange={field.onChange} />
          )}
        />
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField
          id="category-display-order"
          label={adminCategories.form.displayOrder}
          error={errors.displayOrder?.message}
        >
          {(field) => (
            <>
              <Input
                {...field}
                {...register('displayOrder', { valueAsNumber: true })}
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
              />
              <p className="text-xs text-muted-foreground">{adminCategories.form.displayOrderHint}</p>
            </>
          )}
        </FormField>
        <label className="flex items-center gap-2 text-sm font-medium sm:mt-7">
          <input type="checkbox" {...register('isActive')} className="size-4 accent-primary" />
          {adminCategories.form.isActive}
        </label>
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={isSubmitting}>
          {adminCategories.form.cancel}
        </Button>
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting
            ? adminCategories.form.saving
            : target.mode === 'create'
              ? adminCategories.form.create
              : adminCategories.form.save}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** Add or edit a category (docs/product/admin-and-pages.md: name_uz and name_en required, icon from a list, active, order). */
export function CategoryFormDialog({
  target,
  onClose,
}: {
  target: CategoryFormTarget | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>
            {target?.mode === 'edit' ? adminCategories.form.editTitle : adminCategories.form.createTitle}
          </DialogTitle>
          <DialogDescription>{adminCategories.form.hint}</DialogDescription>
        </DialogHeader>
        {target ? <CategoryForm target={target} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}
