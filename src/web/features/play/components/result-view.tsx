import { formatClock } from '@shared/domain/timer';
import { formatNumber, formatPercent } from '@shared/i18n/format';
import { uz } from '@shared/i18n/uz';
import type { ResultDetail } from '@shared/schemas/play';
import { PassBadge } from '@web/components/pass-badge';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { toast } from '@web/lib/toast';
import { Award, Download, FileText, ListChecks, RotateCcw, ShieldCheck, TimerOff } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { TIME_UP_TOAST } from '../use-play-runner';
import { BackToQuiz } from './intro-view';

const downloadUrl = (id: string, format: 'png' | 'pdf') =>
  `/api/certificates/${encodeURIComponent(id)}/download?format=${format}`;

function CertificateBlock({ certificate }: { certificate: NonNullable<ResultDetail['certificate']> }) {
  return (
    <section
      aria-labelledby="certificate-title"
      className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 dark:border-amber-700 dark:bg-amber-950/40"
    >
      <h2 id="certificate-title" className="flex items-center gap-2 text-lg font-semibold">
        <Award className="size-5 text-amber-500" aria-hidden="true" />
        {uz.play.result.certificateTitle}
      </h2>
      <p className="text-sm">{uz.play.result.certificateText}</p>
      <p className="font-mono text-sm break-all">{uz.play.result.certificateCode(certificate.code)}</p>
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <a href={downloadUrl(certificate.id, 'png')} download>
            <Download aria-hidden="true" />
            {uz.play.result.downloadPng}
          </a>
        </Button>
        <Button asChild variant="outline">
          <a href={downloadUrl(certificate.id, 'pdf')} download>
            <FileText aria-hidden="true" />
            {uz.play.result.downloadPdf}
          </a>
        </Button>
        <Button asChild variant="ghost">
          <Link to={`/certificates/verify/${encodeURIComponent(certificate.code)}`}>
            <ShieldCheck aria-hidden="true" />
            {uz.play.result.verify}
          </Link>
        </Button>
      </div>
    </section>
  );
}

/** The time-up note says what the toast of the countdown's end said: that toast goes. */
function useTimeUpToastDismissed(noted: boolean) {
  useEffect(() => {
    if (noted) toast.dismiss(TIME_UP_TOAST);
  }, [noted]);
}

/** The result view: the server's grade, the certificate when passed, and where to go next. */
export function ResultView({
  detail,
  timeUp,
  onDetails,
  onReplay,
}: {
  detail: ResultDetail;
  /** this device saw its countdown reach zero (and has said so) */
  timeUp: boolean;
  onDetails: () => void;
  onReplay: () => void;
}) {
  const { result, certificate } = detail;
  const timeUpNoted = timeUp || detail.timeUp;
  useTimeUpToastDismissed(timeUpNoted);
  const facts: [string, string][] = [
    [uz.play.result.score, formatNumber(result.score)],
    [uz.play.result.correct, `${result.correctAnswers} / ${result.totalQuestions}`],
    [uz.play.result.timeTaken, formatClock(result.timeTaken)],
  ];
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-5" data-testid="result-view">
      {timeUpNoted ? (
        <Alert data-testid="time-up-note">
          <TimerOff aria-hidden="true" />
          <AlertDescription>{uz.play.result.timeUpNote}</AlertDescription>
        </Alert>
      ) : null}
      <div className="flex flex-col items-center gap-3 rounded-xl border bg-card p-6 text-center shadow-sm">
        <p className="text-sm text-muted-foreground">{result.quizTitle}</p>
        <h1 className="text-xl font-bold sm:text-2xl">
          {result.passed ? uz.play.result.passed : uz.play.result.failed}
        </h1>
        <p
          className={cn(
            'text-5xl font-extrabold tabular-nums',
            result.passed ? 'text-emerald-600' : 'text-red-600',
          )}
          data-testid="result-percentage"
        >
          {formatPercent(result.percentage)}
        </p>
        <PassBadge passed={result.passed}>
          {result.passed ? uz.play.result.passedBadge : uz.play.result.failedBadge}
        </PassBadge>
        {result.passed ? null : (
          <p className="text-sm text-muted-foreground">{uz.play.result.failedHint(detail.passPercentage)}</p>
        )}
        {result.passed && !certificate && !detail.certificatesEnabled ? (
          <p className="text-sm text-muted-foreground">{uz.play.result.certificatesOff}</p>
        ) : null}
        <dl className="grid w-full grid-cols-3 gap-2 pt-2">
          {facts.map(([term, value]) => (
            <div key={term} className="rounded-lg border px-2 py-2">
              <dt className="text-xs text-muted-foreground">{term}</dt>
              <dd className="font-semibold tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      {certificate ? <CertificateBlock certificate={certificate} /> : null}
      <div className="flex flex-wrap gap-2">
        <Button onClick={onDetails}>
          <ListChecks aria-hidden="true" />
          {uz.play.result.details}
        </Button>
        <Button variant="outline" onClick={onReplay}>
          <RotateCcw aria-hidden="true" />
          {uz.play.result.replay}
        </Button>
        <BackToQuiz quizId={result.quizId} />
      </div>
    </div>
  );
}
