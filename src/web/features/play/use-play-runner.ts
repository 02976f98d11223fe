import { uz } from '@shared/i18n/uz';
import type { PlaySession, ResultDetail } from '@shared/schemas/play';
import { type ApiError, isApiError } from '@web/lib/api-client';
import { useLeaveGuard } from '@web/lib/leave-guard';
import { showNotificationToast } from '@web/lib/notification-toasts';
import { useLiveEvent } from '@web/lib/realtime';
import { toast } from '@web/lib/toast';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { AnswerQueue, isRetryable } from './answer-queue';
import { exitSession } from './api/exit-session';
import { finishSession } from './api/finish-session';
import { sendHeartbeat } from './api/heartbeat';
import { pauseSession } from './api/pause-session';
import { saveAnswer } from './api/save-answer';
import { type Interruption, isPlaying } from './play-machine';
import { useCountdown } from './use-countdown';
import { useKeepAlive } from './use-keepalive';
import type { PlayMachine } from './use-play-machine';

/** "Vaqt tugadi" while the result is being computed; the result screen dismisses it. */
export const TIME_UP_TOAST = 'time-up';
const announceTimeUp = () =>
  toast.info(uz.play.timeUp, { id: TIME_UP_TOAST, description: uz.play.timeUpMessage });

/** Kept the same for the whole session: the answer queue made at its start holds them. */
export interface RunnerEvents {
  /** this device finished the attempt: the page keeps the result for the profile */
  onFinished: (detail: ResultDetail) => void;
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
export function usePlayRunner(session: PlaySession, machine: PlayMachine, events: RunnerEvents) {
  const { sessionId, questions } = session;
  const last = Math.max(0, questions.length - 1);
  const [index, setIndex] = useState(() => Math.min(session.currentQuestionIndex, last));
  const [answers, setAnswers] = useState(() => initialAnswers(session));
  const { state, send, current } = machine;
  const activity = state.phase === 'running' ? state.activity : null;
  const live = activity === 'playing' || activity === 'finishing';
  const playing = useCallback(() => isPlaying(current()), [current]);
  // written where the question changes (goTo), read by heartbeats and pauses that fire later
  const indexRef = useRef(index);
  const countdown = useCountdown(session.timeRemaining, live);
  const { sync } = countdown;

  /** A refusal of the server that ends play on this device. */
  const refused = useCallback(
    (error: ApiError) => {
      if (!playing()) return;
      const next = send({ type: 'REFUSED', code: error.code });
      if (next.phase === 'interrupted') events.onInterrupted(next.reason);
      else if (next.phase === 'settling' && next.timeUp) announceTimeUp();
    },
    [playing, send, events],
  );

  // one queue per session, made once: sync, send and the events stay the same while it runs
  const [queue] = useState(
    () =>
      new AnswerQueue({
        sessionId,
        send: (answer) => saveAnswer(sessionId, answer),
        onAck: (timer) => sync(timer.timeRemaining),
        onRefused: refused,
      }),
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
      if (!playing()) return;
      sendHeartbeat(sessionId, at).then(
        (timer) => {
          if (playing()) sync(timer.timeRemaining);
        },
        (error: unknown) => {
          if (isApiError(error) && !isRetryable(error)) refused(error);
        },
      );
    },
    [sessionId, playing, sync, refused],
  );

  useKeepAlive(sessionId, live, indexRef, beat);

  useLiveEvent('quiz_session', (data) => {
    if (data.sessionId !== sessionId) return;
    if (data.event !== 'taken_over' && data.event !== 'ended' && data.event !== 'finished') return;
    const resultId = typeof data.resultId === 'string' ? data.resultId : undefined;
    const before = current();
    const next = send({ type: 'LIVE', event: data.event, resultId });
    if (next === before) return;
    queue.stop();
    if (next.phase === 'interrupted') events.onInterrupted(next.reason);
  });

  const finish = useCallback(
    async (reason: 'user' | 'time') => {
      const before = current();
      if (send({ type: reason === 'time' ? 'TIME_UP' : 'FINISH_REQUESTED' }) === before) return;
      if (reason === 'time') announceTimeUp();
      await withTimeout(queue.flush(), 5000);
      if (reason === 'user' && queue.getStatus().pending > 0) {
        toast.error(uz.toast.error, { description: uz.play.finishOffline });
        send({ type: 'FINISH_DEFERRED' });
        return;
      }
      try {
        const detail = await finishSession(sessionId);
        queue.clear();
        events.onFinished(detail);
        send({ type: 'FINISHED', detail });
      } catch (error) {
        if (isApiError(error) && !isRetryable(error)) {
          const next = send({ type: 'REFUSED', code: error.code });
          if (next.phase === 'interrupted') events.onInterrupted(next.reason);
        } else if (reason === 'time') {
          send({ type: 'RESULT_REQUESTED', timeUp: true });
        } else {
          send({ type: 'FINISH_FAILED' });
          toast.error(uz.toast.error, {
            description: isApiError(error) ? error.message : uz.clientErrors.INTERNAL,
          });
        }
      }
    },
    [queue, sessionId, current, send, events],
  );

  // at zero the quiz finishes by itself; the server decides the result
  useEffect(() => {
    if (countdown.remaining === 0) void finish('time');
  }, [countdown.remaining, finish]);

  const exit = useCallback(async () => {
    const before = current();
    if (send({ type: 'EXIT_REQUESTED' }) === before) return;
    try {
      await exitSession(sessionId);
      queue.clear();
      send({ type: 'EXITED' });
      events.onExited();
    } catch (error) {
      send({ type: 'EXIT_FAILED' });
      toast.error(uz.toast.error, {
        description: isApiError(error) ? error.message : uz.clientErrors.INTERNAL,
      });
    }
  }, [queue, sessionId, current, send, events]);

  const choose = useCallback(
    (optionIndex: number) => {
      const question = questions[indexRef.current];
      if (!question || !playing()) return;
      setAnswers((current) => ({ ...current, [question.id]: optionIndex }));
      queue.enqueue({ questionId: question.id, optionIndex, currentQuestionIndex: indexRef.current });
    },
    [questions, queue, playing],
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
    !live
      ? null
      : {
          message: uz.play.leaveConfirm,
          save: async () => {
            await withTimeout(queue.flush(), 3000);
            beat(indexRef.current);
          },
          leave: async (targetPage) => {
            send({ type: 'PAUSED' });
            try {
              await pauseSession(sessionId, {
                reason: 'navigation',
                currentQuestionIndex: indexRef.current,
                fromPage: window.location.pathname,
                targetPage,
              });
            } catch (error) {
              // the server records navigation_warning and its live event brings the toast; when that
              // fails the learner is still told (docs/product/learner-side.md: the toast shows even if the record fails)
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
    busy: activity === 'finishing' || activity === 'exiting' ? activity : null,
    choose,
    goTo,
    finish,
    exit,
  };
}
