import { uzAdmin } from '@shared/i18n/admin';
import type { AdminModule, ModuleInput } from '@shared/schemas/admin-catalog';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { SectionEmpty, SectionError } from '@web/components/section-state';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { notifyError, notifySuccess } from '@web/lib/notify';
import { writeErrorText } from '@web/lib/write-error';
import { Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useCreateModule } from '../api/create-module';
import { useDeleteModule } from '../api/delete-module';
import { useQuizModules } from '../api/get-quiz-modules';
import { useReorderModules } from '../api/reorder-modules';
import { useUpdateModule } from '../api/update-module';
import { ModuleFormDialog } from './module-form-dialog';
import { ModuleRow, type MoveDirection } from './module-row';

/** The quiz's modules in order: create, edit, delete (questions go unassigned), move up and down. */
export function ModulesTab({ quizId }: { quizId: string }) {
  const { data, isPending, isError, isFetching, refetch } = useQuizModules(quizId);
  const [editing, setEditing] = useState<AdminModule | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminModule | null>(null);
  const [focus, setFocus] = useState<{ id: string; direction: MoveDirection; index: number } | null>(null);
  const create = useCreateModule();
  const update = useUpdateModule();
  const remove = useDeleteModule();
  const reorder = useReorderModules(quizId);
  const modules = data?.modules ?? [];

  // the moved row's arrow keeps the focus, so it can be pressed again: once the row is in its new
  // place (moving a DOM node drops its focus), and only then, so a later refetch steals nothing
  useEffect(() => {
    if (!focus || modules[focus.index]?.id !== focus.id) return;
    const preferred = document.getElementById(
      `module-${focus.id}-${focus.direction}`,
    ) as HTMLButtonElement | null;
    const other = document.getElementById(`module-${focus.id}-${focus.direction === 'up' ? 'down' : 'up'}`);
    (preferred && !preferred.disabled ? preferred : other)?.focus();
    setFocus(null);
  }, [focus, modules]);

  async function save(input: ModuleInput) {
    const module = editing === 'new' ? null : editing;
    try {
      if (module) await update.mutateAsync({ id: module.id, input });
      else await create.mutateAsync({ quizId, input });
    } catch (error) {
      notifyError(
        writeErrorText(
          error,
          module ? uzAdmin.catalog.errors.moduleUpdate : uzAdmin.catalog.errors.moduleCreate,
        ),
      );
      throw error;
    }
    notifySuccess(module ? uzAdmin.catalog.manage.moduleUpdated : uzAdmin.catalog.manage.moduleCreated);
    setEditing(null);
  }

  function move(index: number, direction: MoveDirection) {
    const target = direction === 'up' ? index - 1 : index + 1;
    const next = [...modules];
    const [moved] = next.splice(index, 1);
    if (!moved || target < 0 || target > modules.length - 1) return;
    next.splice(target, 0, moved);
    setFocus({ id: moved.id, direction, index: target });
    reorder.mutate(
      { quizId, modules: next },
      { onError: (error) => notifyError(writeErrorText(error, uzAdmin.catalog.errors.moduleUpdate)) },
    );
  }

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => notifySuccess(uzAdmin.catalog.manage.moduleDeleted),
      onError: (error) => notifyError(writeErrorText(error, uzAdmin.catalog.errors.moduleDelete)),
      onSettled: () => setDeleting(null),
    });
  }

  let list: React.ReactNode;
  if (isPending) {
    list = (
      <div className="grid gap-2" aria-busy="true">
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-full" />
      </div>
    );
  } else if (isError && !data) {
    list = (
      <SectionError
        message={uzAdmin.catalog.errors.modulesLoad}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  } else if (modules.length === 0) {
    list = <SectionEmpty message={uzAdmin.catalog.manage.noModules} />;
  } else {
    list = (
      <ol className="grid gap-2" aria-label={uzAdmin.catalog.manage.modulesTab}>
        {modules.map((module, index) => (
          <ModuleRow
            key={module.id}
            module={module}
            first={index === 0}
            last={index === modules.length - 1}
            onMove={(direction) => move(index, direction)}
            onEdit={() => setEditing(module)}
            onDelete={() => setDeleting(module)}
          />
        ))}
      </ol>
    );
  }

  return (
    <div className="grid gap-3">
      <div className="flex justify-end">
        <Button size="sm" onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" />
          {uzAdmin.catalog.manage.addModule}
        </Button>
      </div>
      {list}
      <ModuleFormDialog target={editing} onSave={save} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && !remove.isPending && setDeleting(null)}
        title={uzAdmin.catalog.manage.deleteModuleTitle}
        description={
          deleting
            ? uzAdmin.catalog.manage.deleteModuleDescription(deleting.name, deleting.questionCount)
            : ''
        }
        confirmLabel={uzAdmin.catalog.quizzes.delete}
        destructive
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
