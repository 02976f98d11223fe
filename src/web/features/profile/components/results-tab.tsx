import { formatDateTime, formatPercent } from '@shared/i18n/format';
import { uz } from '@shared/i18n/uz';
import { PassBadge } from '@web/components/pass-badge';
import { StatusPanel } from '@web/components/status-panel';
import { ChartNoAxesColumn } from 'lucide-react';
import { Link } from 'react-router';
import { useMyResults } from '../api/get-my-results';
import { ListState } from './list-state';

export function ResultsTab() {
  const query = useMyResults();
  return (
    <ListState query={query}>
      {() =>
        !query.data || query.data.results.length === 0 ? (
          <StatusPanel icon={ChartNoAxesColumn} title={uz.profile.noResults} />
        ) : (
          <ul className="flex flex-col gap-3">
            {query.data.results.map((result) => (
              <li
                key={result.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-xl border bg-card p-4 shadow-sm"
              >
                <div className="flex min-w-0 flex-col gap-1">
                  <Link
                    to={`/quiz/${encodeURIComponent(result.quizId)}`}
                    className="rounded-sm font-semibold break-words hover:text-primary hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
                  >
                    {result.quizTitle}
                  </Link>
                  <p className="text-sm text-muted-foreground">
                    {uz.profile.correct(result.correctAnswers, result.totalQuestions)}
                  </p>
                  <p className="text-xs text-muted-foreground">
                    <time dateTime={result.completedAt}>{formatDateTime(result.completedAt)}</time>
                  </p>
                  <Link
                    to={`/play/${encodeURIComponent(result.quizId)}?result=${encodeURIComponent(result.id)}`}
                    className="w-fit rounded-sm text-sm font-medium text-primary hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
                  >
                    {uz.profile.resultDetails}
                  </Link>
                </div>
                <div className="flex items-center gap-3">
                  <span className="text-xl font-bold">{formatPercent(result.percentage)}</span>
                  <PassBadge passed={result.passed}>
                    {result.passed ? uz.profile.passed : uz.profile.failed}
                  </PassBadge>
                </div>
              </li>
            ))}
          </ul>
        )
      }
    </ListState>
  );
}
