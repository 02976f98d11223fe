// @vitest-environment happy-dom

import { uz } from '@shared/i18n/uz';
import { resultDetailSchema, timerResponseSchema } from '@shared/schemas/play';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { STORAGE_KEYS } from '@web/lib/storage-keys';
import { toast } from '@web/lib/toast';
import { type FakeReply, fakeApi, refuse, reply } from '@web/test/fake-api';
import { FakeEventSource, fakeLiveFeedPerTest } from '@web/test/fake-event-source';
import {
  PLAY_QUIZ_ID,
  PLAY_SESSION_ID,
  playQuestion,
  playSession,
  resultDetail,
} from '@web/test/play-session';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePlayMachine } from './use-play-machine';
import { type RunnerEvents, usePlayRunner } from './use-play-runner';

vi.mock('@web/lib/toast', () => ({
  toast: { info: vi.fn(), error: vi.fn(), success: vi.fn(), warning: vi.fn(), dismiss: vi.fn() },
}));

const SESSION_ID = PLAY_SESSION_ID;
const base = `/api/play/sessions/${SESSION_ID}`;
const ANSWER = `PUT ${base}/answers`;
const FINISH = `POST ${base}/finish`;
const session = playSession();
const detail = resultDetail();
const question = playQuestion;

const timer = (timeRemaining: number) => reply(timerResponseSchema, { timeRemaining, running: true });
/** No answer at all, as when the device is offline. */
const offline: FakeReply = () => {
  throw new TypeError('Failed to fetch');
};
/** A route whose answer the test changes as the network comes and goes. */
const switchable = (first: FakeReply) => {
  const route = { current: first, reply: () => route.current() };
  return route;
};

const events = (): RunnerEvents => ({ onFinished: vi.fn(), onInterrupted: vi.fn(), onExited: vi.fn() });

/** Renders the runner and lets its start-up (the queue's first drain) settle, as a browser would. */
async function started(routes: Record<string, FakeReply>, on = events()) {
  const calls = fakeApi({ [`POST ${base}/heartbeat`]: timer(600), ...routes });
  const hook = renderHook(() => {
    const machine = usePlayMachine(() => ({ phase: 'running', session, activity: 'playing', timeUp: false }));
    return { state: machine.state, runner: usePlayRunner(session, machine, on) };
  });
  await act(async () => undefined);
  return { ...hook, calls, on };
}

const pendingStored = () => localStorage.getItem(STORAGE_KEYS.pendingAnswers(SESSION_ID));

fakeLiveFeedPerTest();

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  localStorage.clear();
});

describe('usePlayRunner', () => {
  it('keeps an answer chosen offline in the queue and storage until the server acknowledges it', async () => {
    const answers = switchable(offline);
    const { result, calls } = await started({ [ANSWER]: answers.reply });

    act(() => result.current.runner.choose(1));
    expect(result.current.runner.answers).toEqual({ [question(1).id]: 1 });
    await waitFor(() => expect(result.current.runner.queueStatus).toEqual({ pending: 1, failing: true }));
    expect(JSON.parse(pendingStored() ?? '[]')).toEqual([
      { questionId: question(1).id, optionIndex: 1, currentQuestionIndex: 0 },
    ]);

    answers.current = timer(420);
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(result.current.runner.queueStatus).toEqual({ pending: 0, failing: false }));
    expect(pendingStored()).toBeNull();
    // the acknowledgement carries the server's clock
    expect(result.current.runner.remaining).toBe(420);
    expect(calls.filter((call) => `${call.method} ${call.url}` === ANSWER)).toHaveLength(2);
  });

  it('ends play here when the server answers 409: the session was taken over on another device', async () => {
    const { result, on } = await started({
      [ANSWER]: refuse(409, 'SESSION_TAKEN_OVER', 'Boshqa qurilmada davom etdi'),
    });

    act(() => result.current.runner.choose(0));
    await waitFor(() =>
      expect(result.current.state).toMatchObject({ phase: 'interrupted', reason: 'taken_over' }),
    );
    expect(on.onInterrupted).toHaveBeenCalledWith('taken_over');
    expect(pendingStored()).toBeNull();
    // later choices go nowhere
    act(() => result.current.runner.choose(1));
    expect(result.current.runner.answers).toEqual({ [question(1).id]: 0 });
  });

  it('ends play when the live feed says another device took the session over', async () => {
    const { result, on } = await started({});
    act(() =>
      FakeEventSource.last!.serverSends(
        'quiz_session',
        JSON.stringify({ sessionId: SESSION_ID, quizId: PLAY_QUIZ_ID, event: 'taken_over' }),
      ),
    );
    expect(result.current.state).toMatchObject({ phase: 'interrupted', reason: 'taken_over' });
    expect(on.onInterrupted).toHaveBeenCalledWith('taken_over');
  });

  it('finishes by itself when the server says the time is up, and shows the result as time up', async () => {
    const { result, calls, on } = await started({
      [ANSWER]: timer(0),
      [FINISH]: reply(resultDetailSchema, { ...detail, timeUp: true }),
    });

    act(() => result.current.runner.choose(1));
    await waitFor(() => expect(result.current.state).toMatchObject({ phase: 'result', timeUp: true }));
    expect(toast.info).toHaveBeenCalledWith(uz.play.timeUp, expect.objectContaining({ id: 'time-up' }));
    expect(calls.filter((call) => `${call.method} ${call.url}` === FINISH)).toHaveLength(1);
    expect(on.onFinished).toHaveBeenCalledWith({ ...detail, timeUp: true });
  });

  it('defers a finish while answers are unsent, and finishes once they are acknowledged', async () => {
    const answers = switchable(offline);
    const { result, calls, on } = await started({
      [ANSWER]: answers.reply,
      [FINISH]: reply(resultDetailSchema, detail),
    });

    act(() => result.current.runner.choose(1));
    await waitFor(() => expect(result.current.runner.queueStatus.failing).toBe(true));
    await act(() => result.current.runner.finish('user'));

    expect(toast.error).toHaveBeenCalledWith(uz.toast.error, { description: uz.play.finishOffline });
    expect(result.current.state).toMatchObject({ phase: 'running', activity: 'playing' });
    expect(calls.some((call) => `${call.method} ${call.url}` === FINISH)).toBe(false);
    expect(result.current.runner.queueStatus.pending).toBe(1);

    answers.current = timer(500);
    await act(() => result.current.runner.finish('user'));
    expect(result.current.state).toMatchObject({ phase: 'result', detail });
    expect(on.onFinished).toHaveBeenCalledWith(detail);
    expect(pendingStored()).toBeNull();
  });
});
