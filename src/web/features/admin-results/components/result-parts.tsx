import { formatClock } from '@shared/domain/timer';
import { adminResults } from '@shared/i18n/admin/results';
import { formatDateTime, formatNumber, formatPercent } from '@shared/i18n/format';
import type { AdminResult, Person } from '@shared/schemas/admin-results';
import { PassBadge } from '@web/components/pass-badge';
import { Link } from 'react-router';

const t = adminResults;

/** The learner as two lines: the name (or the email) and the email; guests and deleted users say so. */
export function LearnerCell({ person }: { person: Person }) {
  if (person.type === 'deleted') return <span className="text-muted-foreground italic">{t.deletedUser}</span>;
  const name = person.name?.trim() || person.email || '';
  const showEmail = person.email && person.email !== name;
  return (
    <span className="flex min-w-0 flex-col">
      <span className="truncate font-medium">
        {name}
        {person.type === 'guest' ? (
          <span className="font-normal text-muted-foreground"> ({t.guest})</span>
        ) : null}
      </span>
      {showEmail ? <span className="truncate text-xs text-muted-foreground">{person.email}</span> : null}
    </span>
  );
}

export function ResultPassBadge({ passed }: { passed: boolean }) {
  return <PassBadge passed={passed}>{passed ? t.passed : t.failed}</PassBadge>;
}

/** m:ss, and when the clock ran out, a note beside it. */
export function TimeTaken({ result }: { result: AdminResult }) {
  return (
    <span className="tabular-nums">
      {formatClock(result.timeTaken)}
      {result.timeUp ? <span className="block text-xs text-muted-foreground">{t.timeUp}</span> : null}
    </span>
  );
}

/** The certificate's public code, linking to its verification page. */
export function CertificateCode({ code }: { code: string | null }) {
  if (!code) return <span className="text-muted-foreground">{t.noCertificate}</span>;
  return (
    <Link
      to={`/certificates/verify/${encodeURIComponent(code)}`}
      target="_blank"
      rel="noopener"
      className="font-mono text-xs underline-offset-2 hover:underline"
    >
      {code}
    </Link>
  );
}

export const resultFigures = (result: AdminResult) => ({
  percentage: formatPercent(result.percentage),
  correct: t.correctOf(result.correctAnswers, result.totalQuestions),
  score: formatNumber(result.score),
  completedAt: formatDateTime(result.completedAt),
});
