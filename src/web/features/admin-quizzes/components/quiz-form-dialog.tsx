import { uzAdmin } from '@shared/i18n/admin';
import type { AdminQuiz, QuizInput } from '@shared/schemas/admin-catalog';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { notifyError, notifySuccess } from '@web/lib/notify';
import { writeErrorText } from '@web/lib/write-error';
import { useCreateQuiz } from '../api/create-quiz';
import { useQuizDefaults } from '../api/get-quiz-defaults';
import { useUpdateQuiz } from '../api/update-quiz';
import { QuizForm } from './quiz-form';

/** Create ("new") or edit a quiz; the form mounts afresh each time the dialog opens. */
export function QuizFormDialog({
  target,
  onClose,
}: {
  target: AdminQuiz | 'new' | null;
  onClose: () => void;
}) {
  const create = useCreateQuiz();
  const update = useUpdateQuiz();
  // loaded with the page, so a new quiz's form opens with the settings' price and duration
  useQuizDefaults();
  const quiz = target === 'new' ? null : target;

  async function save(input: QuizInput) {
    try {
      if (quiz) await update.mutateAsync({ id: quiz.id, input });
      else await create.mutateAsync(input);
    } catch (error) {
      notifyError(
        writeErrorText(error, quiz ? uzAdmin.catalog.errors.quizUpdate : uzAdmin.catalog.errors.quizCreate),
      );
      throw error;
    }
    notifySuccess(quiz ? uzAdmin.catalog.quizzes.updated : uzAdmin.catalog.quizzes.created);
    onClose();
  }

  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>
            {quiz ? uzAdmin.catalog.quizForm.editTitle : uzAdmin.catalog.quizForm.createTitle}
          </DialogTitle>
          <DialogDescription>{uzAdmin.catalog.quizForm.intro}</DialogDescription>
        </DialogHeader>
        {target !== null ? <QuizForm quiz={quiz} onSave={save} onCancel={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}
