import { difficultyLabel } from '@shared/domain/difficulty';
import { uzAdmin } from '@shared/i18n/admin';
import { formatMinutes, formatPrice, formatQuestionCount } from '@shared/i18n/format';
import type { AdminQuiz } from '@shared/schemas/admin-catalog';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';
import { Layers, Pencil, Power, PowerOff, Trash2 } from 'lucide-react';
import { AdminQuizImage } from './admin-quiz-image';

export type QuizCardActions = {
  onEdit: (quiz: AdminQuiz) => void;
  onManage: (quiz: AdminQuiz) => void;
  onToggleActive: (quiz: AdminQuiz) => void;
  onDelete: (quiz: AdminQuiz) => void;
  /** the quiz whose activation is being saved */
  togglingId: string | null;
};

/** One quiz in the admin grid: what it is, whether learners see it, and what can be done with it. */
export function AdminQuizCard({ quiz, actions }: { quiz: AdminQuiz; actions: QuizCardActions }) {
  const titleId = `admin-quiz-${quiz.id}-title`;
  const toggling = actions.togglingId === quiz.id;
  return (
    <li
      aria-labelledby={titleId}
      className="flex flex-col overflow-hidden rounded-xl border bg-card shadow-sm md:flex-row"
    >
      {/* from 768 px a row with a small cover: admins scan the list, the cover only helps find a quiz */}
      <div className="relative md:w-40 md:shrink-0 md:self-start md:p-3 md:pr-0">
        <AdminQuizImage quiz={quiz} />
        <Badge
          variant={quiz.isActive ? 'default' : 'secondary'}
          className={cn(
            'absolute top-2 right-2 shadow-sm md:static md:mt-2 md:w-full',
            quiz.isActive && 'bg-emerald-700 text-white',
          )}
        >
          {quiz.isActive ? uzAdmin.catalog.quizzes.active : uzAdmin.catalog.quizzes.inactive}
        </Badge>
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-3 p-4 md:gap-2 md:p-3">
        <div className="grid gap-1">
          <h3 id={titleId} className="line-clamp-2 leading-tight font-semibold break-words">
            {quiz.title}
          </h3>
          <p className="text-sm text-muted-foreground">
            {quiz.categoryName ?? uzAdmin.catalog.quizzes.uncategorized}
          </p>
        </div>
        <ul className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-muted-foreground">
          <li className="font-medium text-foreground">{formatPrice(quiz.price)}</li>
          <li>{formatMinutes(quiz.durationMinutes)}</li>
          <li>{difficultyLabel(quiz.difficultyLevel)}</li>
          <li lang={quiz.language}>
            <span className="sr-only">{uzAdmin.catalog.quizLanguage.label}: </span>
            {uzAdmin.catalog.quizLanguage.names[quiz.language]}
          </li>
          <li>{formatQuestionCount(quiz.totalQuestions)}</li>
          <li>{uzAdmin.catalog.quizzes.modules(quiz.moduleCount)}</li>
        </ul>
        <div className="mt-auto flex flex-wrap gap-2 pt-1">
          <Button variant="outline" size="sm" aria-describedby={titleId} onClick={() => actions.onEdit(quiz)}>
            <Pencil aria-hidden="true" />
            {uzAdmin.catalog.quizzes.edit}
          </Button>
          <Button
            variant="outline"
            size="sm"
            aria-describedby={titleId}
            onClick={() => actions.onManage(quiz)}
          >
            <Layers aria-hidden="true" />
            {uzAdmin.catalog.quizzes.manage}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            aria-describedby={titleId}
            onClick={() => actions.onToggleActive(quiz)}
            disabled={toggling}
            aria-busy={toggling}
          >
            {quiz.isActive ? <PowerOff aria-hidden="true" /> : <Power aria-hidden="true" />}
            {quiz.isActive ? uzAdmin.catalog.quizzes.deactivate : uzAdmin.catalog.quizzes.activate}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="text-destructive hover:text-destructive"
            aria-describedby={titleId}
            onClick={() => actions.onDelete(quiz)}
          >
            <Trash2 aria-hidden="true" />
            {uzAdmin.catalog.quizzes.delete}
          </Button>
        </div>
      </div>
    </li>
  );
}

/** Placeholders of the cards' size while the first page loads. */
export function AdminQuizCardSkeletons({ count, className }: { count: number; className: string }) {
  return (
    <ul className={className} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <li key={index} className="flex flex-col overflow-hidden rounded-xl border bg-card md:flex-row">
          <Skeleton className="aspect-video w-full rounded-none md:m-3 md:w-37 md:shrink-0 md:rounded-md" />
          <div className="grid gap-3 p-4">
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-4 w-full" />
            <div className="flex gap-2">
              <Skeleton className="h-8 w-24" />
              <Skeleton className="h-8 w-32" />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
