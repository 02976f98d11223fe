import { uz } from '@shared/i18n/uz';
import type { PlaySession, ResultDetail } from '@shared/schemas/play';
import { type ApiError, isApiError } from '@web/lib/api-client';
import { useLeaveGuard } from '@web/lib/leave-guard';
import { showNotificationToast } from '@web/lib/notification-toasts';
import { useLiveEvent } from '@web/lib/realtime';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { toast } from 'sonner';
import { AnswerQueue, isRetryable } from './answer-queue';
import { exitSession } from './api/exit-session';
import { finishSession } from './api/finish-session';
import { sendHeartbeat } from './api/heartbeat';
import { pauseSession } from './api/pause-session';
import { saveAnswer } from './api/save-answer';
import { useCountdown } from './use-countdown';
import { useKeepAlive } from './use-keepalive';

export type Interruption = 'taken_over' | 'ended';

export interface RunnerEvents {
  onFinished: (detail: ResultDetail, timeUp: boolean) => void;
  /** the attempt was finished by the server (time up, or elsewhere): show its stored result */
  onFinishedElsewhere: (resultId: string | undefined, timeUp: boolean) => void;
  onInterrupted: (reason: Interruption) => void;
  onExited: () => void;
}

const withTimeout = (promise: Promise<void>, ms: number) =>
  Promise.race([promise, new Promise<void>((resolve) => setTimeout(resolve, ms))]);

/** Answers chosen before a reload and not yet acknowledged count as chosen. */
function initialAnswers(session: PlaySession): Record<string, number> {
  const answers = { ...session.answers };
  for (const entry of AnswerQueue.stored(session.sessionId)) answers[entry.questionId] = entry.optionIndex;
  return answers;
}

/**
 * One running session on this device: optimistic answers saved through the offline queue, the
 * local countdown corrected by the server, heartbeats, pause on leaving, takeover and time-up.
 */
export function usePlayRunner(session: PlaySession, events: RunnerEvents) {
  const { sessionId, questions } = session;
  const last = Math.max(0, questions.length - 1);
  const [index, setIndex] = useState(() => Math.min(session.currentQuestionIndex, last));
  const [answers, setAnswers] = useState(() => initialAnswers(session));
  const [halted, setHalted] = useState(false);
  const [busy, setBusy] = useState<'finishing' | 'exiting' | null>(null);
  const haltedRef = useRef(false);
  const finishingRef = useRef(false);
  const indexRef = useRef(index);
  indexRef.current = index;
  const eventsRef = useRef(events);
  eventsRef.current = events;
  const countdown = useCountdown(session.timeRemaining, !halted);
  const syncRef = useRef(countdown.sync);
  syncRef.current = countdown.sync;

  const halt = useCallback((value = true) => {
    haltedRef.current = value;
    setHalted(value);
  }, []);

  /** A refusal of the server that ends play on this device. */
  const refusedRef = useRef<(error: ApiError) => void>(() => undefined);
  refusedRef.current = (error: ApiError) => {
    if (haltedRef.current) return;
    halt();
    if (error.code === 'SESSION_TAKEN_OVER') eventsRef.current.onInterrupted('taken_over');
    else if (error.code === 'TIME_UP') {
      toast.info(uz.play.timeUp, { description: uz.play.timeUpMessage });
      eventsRef.current.onFinishedElsewhere(undefined, true);
    } else if (error.code === 'SESSION_FINISHED') eventsRef.current.onFinishedElsewhere(undefined, false);
    else eventsRef.current.onInterrupted('ended');
  };

  const queue = useMemo(
    () =>
      new AnswerQueue({
        sessionId,
        send: (answer) => saveAnswer(sessionId, answer),
        onAck: (timer) => syncRef.current(timer.timeRemaining),
        onRefused: (error) => refusedRef.current(error),
      }),
    [sessionId],
  );
  const queueStatus = useSyncExternalStore(queue.subscribe, queue.getStatus, queue.getStatus);

  useEffect(() => {
    queue.start();
    const online = () => void queue.retryNow();
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      queue.stop();
    };
  }, [queue]);

  const beat = useCallback(
    (at: number) => {
      if (haltedRef.current) return;
      sendHeartbeat(sessionId, at).then(
        (timer) => {
          if (!haltedRef.current) syncRef.current(timer.timeRemaining);
        },
        (error: unknown) => {
          if (isApiError(error) && !isRetryable(error)) refusedRef.current(error);
        },
      );
    },
    [sessionId],
  );

  useKeepAlive(sessionId, !halted, indexRef, beat);

  useLiveEvent('quiz_session', (data) => {
    if (data.sessionId !== sessionId || haltedRef.current) return;
    if (data.event === 'taken_over' || data.event === 'ended') {
      halt();
      queue.stop();
      eventsRef.current.onInterrupted(data.event === 'taken_over' ? 'taken_over' : 'ended');
    } else if (data.event === 'finished') {
      halt();
      const resultId = typeof data.resultId === 'string' ? data.resultId : undefined;
      eventsRef.current.onFinishedElsewhere(resultId, false);
    }
  });

  const finish = useCallback(
    async (reason: 'user' | 'time') => {
      if (haltedRef.current || finishingRef.current) return;
      finishingRef.current = true;
      if (reason === 'time') toast.info(uz.play.timeUp, { description: uz.play.timeUpMessage });
      setBusy('finishing');
      await withTimeout(queue.flush(), 5000);
      if (reason === 'user' && queue.getStatus().pending > 0) {
        toast.error(uz.toast.error, { description: uz.play.finishOffline });
        finishingRef.current = false;
        setBusy(null);
        return;
      }
      halt();
      try {
        const detail = await finishSession(sessionId);
        queue.clear();
        eventsRef.current.onFinished(detail, reason === 'time');
      } catch (error) {
        if (isApiError(error) && !isRetryable(error)) {
          halt(false);
          refusedRef.current(error);
        } else if (reason === 'time') {
          eventsRef.current.onFinishedElsewhere(undefined, true);
        } else {
          halt(false);
          toast.error(uz.toast.error, {
            description: isApiError(error) ? error.message : uz.errors.INTERNAL,
          });
        }
      } finally {
        finishingRef.current = false;
        setBusy(null);
      }
    },
    [queue, sessionId, halt],
  );

  // at zero the quiz finishes by itself; the server decides the result
  useEffect(() => {
    if (countdown.remaining === 0 && !haltedRef.current) void finish('time');
  }, [countdown.remaining, finish]);

  const exit = useCallback(async () => {
    setBusy('exiting');
    halt();
    try {
      await exitSession(sessionId);
      queue.clear();
      eventsRef.current.onExited();
    } catch (error) {
      halt(false);
      toast.error(uz.toast.error, { description: isApiError(error) ? error.message : uz.errors.INTERNAL });
    } finally {
      setBusy(null);
    }
  }, [queue, sessionId, halt]);

  const choose = useCallback(
    (optionIndex: number) => {
      const question = questions[indexRef.current];
      if (!question || haltedRef.current) return;
      setAnswers((current) => ({ ...current, [question.id]: optionIndex }));
      queue.enqueue({ questionId: question.id, optionIndex, currentQuestionIndex: indexRef.current });
    },
    [questions, queue],
  );

  const goTo = useCallback(
    (target: number) => {
      const next = Math.max(0, Math.min(last, target));
      if (next === indexRef.current) return;
      indexRef.current = next;
      setIndex(next);
      beat(next);
    },
    [last, beat],
  );

  // the logo asks before leaving: progress is saved, then the clock pauses
  useLeaveGuard(
    halted
      ? null
      : {
          message: uz.play.leaveConfirm,
          save: async () => {
            await withTimeout(queue.flush(), 3000);
            beat(indexRef.current);
          },
          leave: async (targetPage) => {
            halt();
            try {
              await pauseSession(sessionId, {
                reason: 'navigation',
                currentQuestionIndex: indexRef.current,
                fromPage: window.location.pathname,
                targetPage,
              });
            } catch (error) {
              // the server records navigation_warning and its live event brings the toast; when that
              // fails the learner is still told (spec: the toast shows even if the record fails)
              showNotificationToast({
                type: 'navigation_warning',
                title: uz.notifications.navigationWarningTitle,
                message: uz.notifications.navigationWarning(session.quizTitle),
              });
              throw error;
            }
          },
        },
  );

  return {
    index,
    answers,
    remaining: countdown.remaining,
    queueStatus,
    busy,
    halted,
    choose,
    goTo,
    finish,
    exit,
  };
}
