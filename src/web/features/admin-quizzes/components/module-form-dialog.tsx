import { zodResolver } from '@hookform/resolvers/zod';
import { uzAdmin } from '@shared/i18n/admin';
import { formatNumber, parseDecimal } from '@shared/i18n/format';
import { uz } from '@shared/i18n/uz';
import { type AdminModule, type ModuleInput, moduleInputSchema } from '@shared/schemas/admin-catalog';
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
import { serverFieldErrors } from '@web/lib/write-error';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

const FIELDS = new Set(Object.keys(moduleInputSchema.shape));
/** The points field is text written with the Uzbek decimal comma ("1,5"); a point is read too. */
const moduleFormSchema = moduleInputSchema.extend({
  pointsPerQuestion: z.preprocess(parseDecimal, moduleInputSchema.shape.pointsPerQuestion),
});
const NEW_MODULE = { name: '', description: '', pointsPerQuestion: '1' };

/** Create ("new") or edit a module: name, description, points per question (min 0,1, step 0,1). */
export function ModuleFormDialog({
  target,
  onSave,
  onClose,
}: {
  target: AdminModule | 'new' | null;
  onSave: (input: ModuleInput) => Promise<void>;
  onClose: () => void;
}) {
  const module = target === 'new' ? null : target;
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>
            {module ? uzAdmin.catalog.manage.moduleEditTitle : uzAdmin.catalog.manage.moduleCreateTitle}
          </DialogTitle>
          <DialogDescription>{uzAdmin.catalog.manage.modulePointsHint}</DialogDescription>
        </DialogHeader>
        {target !== null ? <ModuleForm module={module} onSave={onSave} onCancel={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ModuleForm({
  module,
  onSave,
  onCancel,
}: {
  module: AdminModule | null;
  onSave: (input: ModuleInput) => Promise<void>;
  onCancel: () => void;
}) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(moduleFormSchema),
    defaultValues: module
      ? {
          name: module.name,
          description: module.description ?? '',
          pointsPerQuestion: formatNumber(module.pointsPerQuestion),
        }
      : NEW_MODULE,
  });

  const onSubmit = handleSubmit(async (input) => {
    try {
      await onSave(input);
    } catch (error) {
      for (const [field, message] of Object.entries(serverFieldErrors(error))) {
        if (FIELDS.has(field)) setError(field as keyof ModuleInput, { message });
      }
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField id="module-name" label={uzAdmin.catalog.manage.moduleName} error={errors.name?.message}>
        {(c) => <Input {...c} {...register('name')} maxLength={200} autoFocus />}
      </FormField>
      <FormField
        id="module-description"
        label={uzAdmin.catalog.manage.moduleDescription}
        error={errors.description?.message}
      >
        {(c) => <Input {...c} {...register('description')} maxLength={1000} />}
      </FormField>
      <FormField
        id="module-points"
        label={uzAdmin.catalog.manage.modulePoints}
        error={errors.pointsPerQuestion?.message}
      >
        {(c) => <Input {...c} {...register('pointsPerQuestion')} inputMode="decimal" />}
      </FormField>
      <DialogFooter>
        <Button variant="outline" onClick={onCancel} disabled={isSubmitting}>
          {uz.common.cancel}
        </Button>
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting ? uzAdmin.catalog.quizForm.saving : uzAdmin.catalog.quizForm.save}
        </Button>
      </DialogFooter>
    </form>
  );
}
