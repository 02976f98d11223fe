import { uz } from '@shared/i18n/uz';
import type { PlayQuestion } from '@shared/schemas/play';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { Button } from '@web/components/ui/button';
import { ArrowLeft, ArrowRight, Flag, LogOut } from 'lucide-react';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { QueueStatus } from '../answer-queue';
import { useQuestionInView } from '../use-question-in-view';
import { KeyboardHint } from './keyboard-hint';
import { QuestionCard } from './question-card';
import { QuestionNav } from './question-nav';
import { SaveStatus } from './save-status';
import { TimerRing } from './timer-ring';

export interface RunningViewProps {
  title: string;
  questions: PlayQuestion[];
  index: number;
  /** question id -> original option index */
  answers: Record<string, number>;
  remaining: number;
  durationSeconds: number;
  queueStatus: QueueStatus;
  online: boolean;
  busy: 'finishing' | 'exiting' | null;
  onChoose: (optionIndex: number) => void;
  onGoTo: (index: number) => void;
  onFinish: () => void;
  onExit: () => void;
}

/** 1-6 or A-F: the option at that position; -1 for any other key. */
export function optionKeyPosition(key: string): number {
  if (/^[1-6]$/.test(key)) return Number(key) - 1;
  if (/^[a-f]$/i.test(key)) return key.toLowerCase().charCodeAt(0) - 97;
  return -1;
}

const EDITABLE = 'input, textarea, select, [contenteditable="true"], [role="dialog"], [role="alertdialog"]';

/** What a running quiz shows: timer, progress, one question, the buttons and the navigation panel. */
export function RunningView(props: RunningViewProps) {
  const { questions, index, answers, onChoose, onGoTo, busy } = props;
  const [needAnswer, setNeedAnswer] = useState(false);
  const [confirm, setConfirm] = useState<'exit' | 'finish' | null>(null);
  const question = questions[index];
  const total = questions.length;
  const answeredCount = questions.filter((q) => answers[q.id] !== undefined).length;
  const answered = question ? answers[question.id] !== undefined : false;
  const isLast = index >= total - 1;
  const unanswered = total - answeredCount;

  const next = () => {
    if (!answered) {
      setNeedAnswer(true);
      return;
    }
    setNeedAnswer(false);
    if (!isLast) onGoTo(index + 1);
  };
  const previous = () => {
    setNeedAnswer(false);
    onGoTo(index - 1);
  };
  const choose = (optionIndex: number) => {
    setNeedAnswer(false);
    onChoose(optionIndex);
  };
  const askFinish = () => {
    if (unanswered > 0) setConfirm('finish');
    else props.onFinish();
  };

  const blocked = confirm !== null || busy !== null;
  const onKey = useEffectEvent((event: KeyboardEvent) => {
    if (!question || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target instanceof Element ? event.target : null;
    if (target?.closest(EDITABLE)) return;
    const position = optionKeyPosition(event.key);
    if (position >= 0) {
      const option = question.options[position];
      if (option) {
        event.preventDefault();
        choose(option.index);
      }
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      if (index > 0) previous();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      next();
    } else if (event.key === 'Enter') {
      // Enter on another button or link does what that control does
      if (target?.closest('button, a') && !target.closest('[data-option]')) return;
      event.preventDefault();
      next();
    }
  });
  const keysOn = !blocked && question !== undefined;
  useEffect(() => {
    if (!keysOn) return;
    const listener = (event: KeyboardEvent) => onKey(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, [keysOn]);

  const header = useRef<HTMLDivElement>(null);
  const questionStart = useRef<HTMLDivElement>(null);
  useQuestionInView(index, questionStart, header);

  if (!question) return null;
  const percent = total === 0 ? 0 : Math.round((answeredCount / total) * 100);
  return (
    <div className="flex flex-col gap-4 sm:gap-6">
      <div
        ref={header}
        className="sticky top-16 z-30 flex items-center gap-3 rounded-xl border bg-card p-3 shadow-sm sm:gap-4 sm:p-4"
      >
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <h1 className="line-clamp-2 text-base font-bold tracking-tight break-words sm:line-clamp-none sm:text-2xl">
            {props.title}
          </h1>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
            <span className="font-medium" data-testid="question-position">
              {uz.play.questionOf(index + 1, total)}
            </span>
            <span className="text-muted-foreground" data-testid="answered-count">
              {uz.play.answeredCount(answeredCount, total)}
            </span>
          </div>
          <div
            role="progressbar"
            aria-label={uz.play.progress}
            aria-valuemin={0}
            aria-valuemax={total}
            aria-valuenow={answeredCount}
            className="h-2 w-full overflow-hidden rounded-full bg-muted"
          >
            <div
              className="h-full rounded-full bg-primary transition-[width]"
              style={{ width: `${percent}%` }}
            />
          </div>
          <SaveStatus status={props.queueStatus} online={props.online} />
        </div>
        <TimerRing remaining={props.remaining} total={props.durationSeconds} />
      </div>

      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_280px] lg:gap-6">
        <div ref={questionStart} className="flex min-w-0 flex-col gap-4">
          <QuestionCard
            question={question}
            number={index + 1}
            chosen={answers[question.id]}
            onChoose={choose}
            disabled={busy !== null}
          />
          {needAnswer ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {uz.play.chooseAnswer}
            </p>
          ) : null}
          <div className="flex flex-wrap items-center gap-2">
            {index > 0 ? (
              <Button variant="outline" onClick={previous}>
                <ArrowLeft aria-hidden="true" />
                {uz.play.previous}
              </Button>
            ) : null}
            <Button variant="ghost" onClick={() => setConfirm('exit')} disabled={busy !== null}>
              <LogOut aria-hidden="true" />
              {uz.play.exit}
            </Button>
            <div className="ml-auto flex flex-wrap gap-2">
              {!isLast ? (
                <Button
                  onClick={next}
                  aria-disabled={!answered}
                  className={answered ? undefined : 'cursor-not-allowed opacity-50'}
                >
                  {uz.play.next}
                  <ArrowRight aria-hidden="true" />
                </Button>
              ) : null}
              {isLast || answeredCount > 0 ? (
                <Button
                  variant={isLast ? 'default' : 'secondary'}
                  onClick={askFinish}
                  disabled={busy !== null}
                  aria-busy={busy === 'finishing'}
                >
                  <Flag aria-hidden="true" />
                  {busy === 'finishing' ? uz.play.finishing : uz.play.finish}
                </Button>
              ) : null}
            </div>
          </div>
          <KeyboardHint />
        </div>
        <QuestionNav
          items={questions.map((q) => ({
            id: q.id,
            moduleName: q.moduleName,
            mark: answers[q.id] === undefined ? 'unanswered' : 'answered',
          }))}
          current={index}
          onSelect={(target) => {
            setNeedAnswer(false);
            onGoTo(target);
          }}
          legend={['unanswered', 'answered']}
        />
      </div>

      <ConfirmDialog
        open={confirm === 'exit'}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={uz.play.exitTitle}
        description={uz.play.exitDescription}
        confirmLabel={busy === 'exiting' ? uz.play.exiting : uz.play.exitConfirm}
        cancelLabel={uz.play.keepPlaying}
        destructive
        busy={busy === 'exiting'}
        onConfirm={props.onExit}
      />
      <ConfirmDialog
        open={confirm === 'finish'}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={uz.play.finishTitle}
        description={uz.play.finishUnanswered(unanswered)}
        confirmLabel={uz.play.finish}
        cancelLabel={uz.play.keepPlaying}
        onConfirm={props.onFinish}
      />
    </div>
  );
}
