import { uzAdmin } from '@shared/i18n/admin';
import type { AdminQuiz } from '@shared/schemas/admin-catalog';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { Button } from '@web/components/ui/button';
import { notifyError, notifySuccess } from '@web/lib/notify';
import { writeErrorText } from '@web/lib/write-error';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useDeleteQuiz } from '../api/delete-quiz';
import { useSetQuizActive } from '../api/set-quiz-active';
import { ManageQuizDialog } from './manage-quiz-dialog';
import { QuizFilters } from './quiz-filters';
import { QuizFormDialog } from './quiz-form-dialog';
import { QuizGrid } from './quiz-grid';

/** /admin/quizzes: the card grid with its filters, and the create, edit, manage and delete dialogs. */
export function AdminQuizzesPage() {
  const [editing, setEditing] = useState<AdminQuiz | 'new' | null>(null);
  const [managing, setManaging] = useState<AdminQuiz | null>(null);
  const [deleting, setDeleting] = useState<AdminQuiz | null>(null);
  const setActive = useSetQuizActive();
  const remove = useDeleteQuiz();

  function toggleActive(quiz: AdminQuiz) {
    setActive.mutate(
      { id: quiz.id, isActive: !quiz.isActive },
      {
        onSuccess: (_data, { isActive }) =>
          notifySuccess(isActive ? uzAdmin.catalog.quizzes.activated : uzAdmin.catalog.quizzes.deactivated),
        onError: (error) => notifyError(writeErrorText(error, uzAdmin.catalog.errors.quizUpdate)),
      },
    );
  }

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      // deleted, or kept and deactivated: the server's message says which and why
      onSuccess: ({ message }) => notifySuccess(message),
      onError: (error) => notifyError(writeErrorText(error, uzAdmin.catalog.errors.quizDelete)),
      onSettled: () => setDeleting(null),
    });
  }

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 p-4 sm:p-6 lg:p-8">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{uzAdmin.catalog.quizzes.title}</h1>
          <p className="text-muted-foreground">{uzAdmin.catalog.quizzes.subtitle}</p>
        </div>
        <Button onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" />
          {uzAdmin.catalog.quizzes.create}
        </Button>
      </div>
      <QuizFilters />
      <QuizGrid
        onCreate={() => setEditing('new')}
        actions={{
          onEdit: setEditing,
          onManage: setManaging,
          onToggleActive: toggleActive,
          onDelete: setDeleting,
          togglingId: setActive.isPending ? (setActive.variables?.id ?? null) : null,
        }}
      />
      <QuizFormDialog target={editing} onClose={() => setEditing(null)} />
      <ManageQuizDialog quiz={managing} onClose={() => setManaging(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && !remove.isPending && setDeleting(null)}
        title={uzAdmin.catalog.quizzes.deleteTitle}
        description={deleting ? uzAdmin.catalog.quizzes.deleteDescription(deleting.title) : ''}
        confirmLabel={uzAdmin.catalog.quizzes.delete}
        destructive
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
