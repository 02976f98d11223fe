import { difficultyLabel } from '@shared/domain/difficulty';
import { formatDate, formatMinutes, formatQuestionCount } from '@shared/i18n/format';
import { uz } from '@shared/i18n/uz';
import { StatusPanel } from '@web/components/status-panel';
import { Button } from '@web/components/ui/button';
import { BookOpen, Play } from 'lucide-react';
import { Link } from 'react-router';
import { useMyQuizzes } from '../api/get-my-quizzes';
import { ListState } from './list-state';

export function MyQuizzesTab() {
  const query = useMyQuizzes();
  return (
    <ListState query={query}>
      {() =>
        !query.data || query.data.quizzes.length === 0 ? (
          <StatusPanel icon={BookOpen} title={uz.profile.noQuizzes}>
            <Button asChild variant="outline">
              <Link to="/quizzes">{uz.profile.browse}</Link>
            </Button>
          </StatusPanel>
        ) : (
          <ul className="grid gap-3 md:grid-cols-2">
            {query.data.quizzes.map(({ quiz, purchasedAt, amount }) => (
              <li key={quiz.id} className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm">
                <div className="flex flex-col gap-1">
                  <Link
                    to={`/quiz/${encodeURIComponent(quiz.id)}`}
                    className="rounded-sm font-semibold break-words hover:text-primary hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
                  >
                    {quiz.title}
                  </Link>
                  <p className="text-sm text-muted-foreground">
                    {quiz.categoryName ?? uz.quiz.uncategorized} · {difficultyLabel(quiz.difficultyLevel)} ·{' '}
                    {formatMinutes(quiz.durationMinutes)} · {formatQuestionCount(quiz.totalQuestions)}
                  </p>
                  <p className="text-xs text-muted-foreground">
                    <time dateTime={purchasedAt}>
                      {(amount === 0 ? uz.profile.claimedAt : uz.profile.purchasedAt)(
                        formatDate(purchasedAt),
                      )}
                    </time>
                  </p>
                </div>
                <Button asChild size="sm" className="self-start">
                  <Link
                    to={`/play/${encodeURIComponent(quiz.id)}`}
                    aria-label={`${uz.profile.play}: ${quiz.title}`}
                  >
                    <Play aria-hidden="true" />
                    {uz.profile.play}
                  </Link>
                </Button>
              </li>
            ))}
          </ul>
        )
      }
    </ListState>
  );
}
