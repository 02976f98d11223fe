import { QUESTION_TITLE_PREVIEW_LENGTH } from '@shared/domain/authoring';
import { uzAdmin } from '@shared/i18n/admin';
import { SectionEmpty, SectionError } from '@web/components/section-state';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { FilePenLine } from 'lucide-react';
import { Link } from 'react-router';
import { useQuizModules } from '../api/get-quiz-modules';
import { useQuizQuestions } from '../api/get-quiz-questions';

/** The list cuts a question's text at 50 characters (docs/product/admin-and-pages.md section 2). */
export function questionTitlePreview(text: string): string {
  const chars = [...text];
  return chars.length > QUESTION_TITLE_PREVIEW_LENGTH
    ? `${chars.slice(0, QUESTION_TITLE_PREVIEW_LENGTH).join('')}…`
    : text;
}

/** The quiz's questions, read-only, and the way to the editor where they are changed. */
export function QuestionsTab({ quizId }: { quizId: string }) {
  const questions = useQuizQuestions(quizId);
  const modules = useQuizModules(quizId);
  const moduleNames = new Map((modules.data?.modules ?? []).map((module) => [module.id, module.name]));

  let list: React.ReactNode;
  if (questions.isPending) {
    list = (
      <div className="grid gap-2" aria-busy="true">
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    );
  } else if (questions.isError) {
    list = (
      <SectionError
        message={uzAdmin.questions.errors.questionsLoad}
        onRetry={() => void questions.refetch()}
        retrying={questions.isFetching}
      />
    );
  } else if (questions.data.questions.length === 0) {
    list = <SectionEmpty message={uzAdmin.catalog.manage.noQuestions} />;
  } else {
    list = (
      <ol className="grid gap-2" aria-label={uzAdmin.catalog.manage.questionsTab}>
        {questions.data.questions.map((question, index) => (
          <li key={question.id} className="flex gap-3 rounded-lg border p-3">
            <span className="w-6 shrink-0 text-right text-sm text-muted-foreground tabular-nums">
              {index + 1}.
            </span>
            <div className="grid min-w-0 flex-1 gap-1">
              <p className="text-sm font-medium break-words" title={question.questionText}>
                {questionTitlePreview(question.questionText)}
              </p>
              <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                <span>
                  {(question.moduleId && moduleNames.get(question.moduleId)) ||
                    uzAdmin.catalog.unassignedModule}
                </span>
                <span aria-hidden="true">·</span>
                <span>{uzAdmin.catalog.manage.questionPoints(question.points)}</span>
                {question.isPreview ? (
                  <Badge variant="outline">{uzAdmin.catalog.manage.preview}</Badge>
                ) : null}
              </div>
            </div>
          </li>
        ))}
      </ol>
    );
  }

  return (
    <div className="grid gap-3">
      <div className="flex justify-end">
        <Button size="sm" asChild>
          <Link to={`/admin/question-editor?quizId=${encodeURIComponent(quizId)}`}>
            <FilePenLine aria-hidden="true" />
            {uzAdmin.catalog.manage.questionEditor}
          </Link>
        </Button>
      </div>
      {list}
    </div>
  );
}
