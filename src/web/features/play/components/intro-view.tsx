import { formatClock } from '@shared/domain/timer';
import { formatMinutes, formatNumber, formatQuestionCount } from '@shared/i18n/format';
import { uz } from '@shared/i18n/uz';
import type { PlayIntro } from '@shared/schemas/play';
import { FactList } from '@web/components/fact-list';
import { OriginalScriptToggle } from '@web/components/original-script-toggle';
import { TimerRule } from '@web/components/timer-rule';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { openAuthDialog } from '@web/lib/auth-dialog';
import { ArrowLeft, CircleAlert, MonitorSmartphone, Play, RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export type IntroAction = 'start' | 'resume' | 'takeover';

/** The real attempt rules: one attempt without retakes, else attempts used of those allowed. */
function attemptsFact(intro: PlayIntro): string {
  if (!intro.quiz.allowRetakes) return uz.play.attemptsOnce;
  if (intro.attemptsLimit === null) return uz.play.attemptsUnlimited;
  return uz.play.attemptsUsed(intro.attemptsUsed, intro.attemptsLimit);
}

function Facts({ intro }: { intro: PlayIntro }) {
  const facts: [string, string][] = [
    [uz.play.facts.questions, formatQuestionCount(intro.quiz.totalQuestions)],
    [uz.play.facts.duration, formatMinutes(intro.quiz.durationMinutes)],
    [uz.play.facts.attempts, attemptsFact(intro)],
  ];
  return <FactList facts={facts} className="grid-cols-1 min-[420px]:grid-cols-3" />;
}

export function BackToQuiz({ quizId }: { quizId: string }) {
  return (
    <Button asChild variant="outline">
      <Link to={`/quiz/${encodeURIComponent(quizId)}`}>
        <ArrowLeft aria-hidden="true" />
        {uz.play.backToQuiz}
      </Link>
    </Button>
  );
}

/** The intro view: what the quiz is, whether it can be played, and how to begin or go on. */
export function IntroView({
  intro,
  signedIn,
  deviceId,
  pending,
  onAction,
}: {
  intro: PlayIntro;
  signedIn: boolean;
  deviceId: string;
  pending: IntroAction | null;
  onAction: (action: IntroAction) => void;
}) {
  const { quiz, access, activeSession, lastResult } = intro;
  const busy = pending !== null;
  const mine = activeSession !== null && activeSession.deviceId === deviceId;

  let actions: ReactNode;
  if (!signedIn) {
    actions = (
      <>
        {/* its own line above the buttons: inline it sat off their baseline */}
        <p className="basis-full text-sm text-muted-foreground">{uz.play.signInToPlay}</p>
        <Button size="lg" onClick={() => openAuthDialog('signin')}>
          {uz.play.signIn}
        </Button>
      </>
    );
  } else if (activeSession && mine) {
    actions = (
      <>
        <Button size="lg" onClick={() => onAction('resume')} disabled={busy} aria-busy={pending === 'resume'}>
          <Play aria-hidden="true" />
          {uz.play.resume}
        </Button>
        {access.allowed ? (
          <Button size="lg" variant="outline" onClick={() => onAction('start')} disabled={busy}>
            <RotateCcw aria-hidden="true" />
            {uz.play.restart}
          </Button>
        ) : null}
      </>
    );
  } else if (activeSession) {
    actions = (
      <Button
        size="lg"
        onClick={() => onAction('takeover')}
        disabled={busy}
        aria-busy={pending === 'takeover'}
      >
        <MonitorSmartphone aria-hidden="true" />
        {pending === 'takeover' ? uz.play.takingOver : uz.play.takeOver}
      </Button>
    );
  } else if (access.allowed) {
    actions = (
      <Button size="lg" onClick={() => onAction('start')} disabled={busy} aria-busy={pending === 'start'}>
        <Play aria-hidden="true" />
        {pending === 'start' ? uz.play.starting : uz.play.start}
      </Button>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-5" data-testid="play-intro">
      <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{quiz.title}</h1>
      <OriginalScriptToggle transliterable={intro.transliterable} />
      {quiz.description ? (
        <p className="break-words whitespace-pre-line text-muted-foreground">{quiz.description}</p>
      ) : null}
      <Facts intro={intro} />
      <p className="text-sm text-muted-foreground">{uz.play.passMark(intro.passPercentage)}</p>
      <TimerRule minutes={quiz.durationMinutes} strict={quiz.strictTimer} />
      {lastResult ? (
        <p className="text-sm font-medium">
          {uz.play.lastResult(formatNumber(lastResult.percentage), lastResult.passed)}
        </p>
      ) : null}
      {activeSession ? <SessionProgress summary={activeSession} /> : null}
      {signedIn && !access.allowed ? (
        // with an attempt in progress the refusal is of a restart only: the attempt goes on
        <Alert variant={activeSession ? 'default' : 'destructive'}>
          <CircleAlert aria-hidden="true" />
          <AlertDescription>{access.message}</AlertDescription>
        </Alert>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {actions}
        <BackToQuiz quizId={quiz.id} />
      </div>
    </div>
  );
}

/** A session in progress: answered X / total, the current question and the time left. */
export function SessionProgress({ summary }: { summary: NonNullable<PlayIntro['activeSession']> }) {
  const rows: [string, string][] = [
    [uz.play.resumeAnswered, `${summary.answeredCount} / ${summary.totalQuestions}`],
    [uz.play.resumeQuestion, `${summary.currentQuestionIndex + 1} / ${summary.totalQuestions}`],
    [uz.play.resumeTime, formatClock(summary.timeRemaining)],
  ];
  return (
    <dl
      className="grid grid-cols-3 gap-2 rounded-lg border bg-muted/40 p-3 text-sm"
      data-testid="session-progress"
    >
      {rows.map(([term, value]) => (
        <div key={term} className="flex flex-col">
          <dt className="text-xs text-muted-foreground">{term}</dt>
          <dd className="font-semibold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
