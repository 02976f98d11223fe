import { adminCatalog } from '@shared/i18n/admin/catalog';
import { adminQuestions } from '@shared/i18n/admin/questions';
import { NotFoundPanel } from '@web/components/not-found-panel';
import { SectionError } from '@web/components/section-state';
import { Skeleton } from '@web/components/ui/skeleton';
import { isApiError } from '@web/lib/api-client';
import { notifyError } from '@web/lib/notify';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useModules } from '../api/get-modules';
import { useQuestions } from '../api/get-questions';
import { useQuiz } from '../api/get-quiz';
import { EditorScreen } from './editor-screen';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /admin/question-editor?quizId=<uuid> */
export function QuestionEditorPage() {
  const [searchParams] = useSearchParams();
  const quizId = searchParams.get('quizId') ?? '';
  return (
    <div className="mx-auto w-full max-w-6xl p-4 sm:p-6 lg:p-8">
      {UUID.test(quizId) ? (
        // keyed: another quiz starts a fresh editor
        <QuestionEditorLoader key={quizId} quizId={quizId} />
      ) : (
        <NotFoundPanel
          title={adminQuestions.editor.missingQuiz}
          message={adminQuestions.editor.missingQuizMessage}
          to="/admin/quizzes"
          label={adminQuestions.editor.back}
        />
      )}
    </div>
  );
}

function QuestionEditorLoader({ quizId }: { quizId: string }) {
  const quiz = useQuiz(quizId);
  const questions = useQuestions(quizId);
  const modules = useModules(quizId);
  const questionsFailed = questions.isError && !isNotFound(questions.error);
  const modulesFailed = modules.isError && !isNotFound(modules.error);

  useEffect(() => {
    if (questionsFailed) notifyError(adminQuestions.errors.questionsLoad);
  }, [questionsFailed]);
  useEffect(() => {
    if (modulesFailed) notifyError(adminCatalog.errors.modulesLoad);
  }, [modulesFailed]);

  if ([quiz, questions, modules].some((query) => query.isError && isNotFound(query.error))) {
    return (
      <NotFoundPanel
        title={adminQuestions.editor.quizNotFound}
        message={adminQuestions.editor.quizNotFoundMessage}
        to="/admin/quizzes"
        label={adminQuestions.editor.back}
      />
    );
  }
  const failed = [quiz, questions, modules].find((query) => query.isError);
  if (failed) {
    const message =
      failed === modules ? adminCatalog.errors.modulesLoad : adminQuestions.errors.questionsLoad;
    return (
      <SectionError
        message={message}
        retrying={failed.isFetching}
        onRetry={() => void Promise.all([quiz.refetch(), questions.refetch(), modules.refetch()])}
      />
    );
  }
  if (!quiz.data || !questions.data || !modules.data) return <EditorSkeleton />;
  return <EditorScreen quiz={quiz.data} modules={modules.data.modules} initial={questions.data} />;
}

function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

function EditorSkeleton() {
  return (
    <div className="grid gap-6" role="status" aria-label={adminQuestions.editor.title}>
      <Skeleton className="h-8 w-40" />
      <Skeleton className="h-10 w-2/3" />
      <div className="flex flex-wrap gap-2">
        {Array.from({ length: 5 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
          <Skeleton key={i} className="h-9 w-36" />
        ))}
      </div>
      {Array.from({ length: 4 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
        <Skeleton key={i} className="h-16 w-full" />
      ))}
    </div>
  );
}
