// @vitest-environment happy-dom

import { ApiError } from '@web/lib/api-client';
import { STORAGE_KEYS } from '@web/lib/storage-keys';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AnswerQueue } from './answer-queue';
import type { PlayTimer } from './api/heartbeat';
import type { AnswerSave } from './api/save-answer';

const SESSION = 'b6f1c3a2-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const KEY = STORAGE_KEYS.pendingAnswers(SESSION);
const Q1 = '11111111-1111-4111-8111-111111111111';
const Q2 = '22222222-2222-4222-8222-222222222222';
const answer = (questionId: string, optionIndex: number): AnswerSave => ({
  questionId,
  optionIndex,
  currentQuestionIndex: 0,
});
const stored = () => JSON.parse(localStorage.getItem(KEY) ?? '[]') as AnswerSave[];
const networkDown = () => new ApiError(0, 'NETWORK', 'offline');

/** A server whose answers the test decides, one call at a time. */
function server() {
  const calls: AnswerSave[] = [];
  let reply: (answer: AnswerSave) => Promise<PlayTimer> = async () => ({ timeRemaining: 100, running: true });
  return {
    calls,
    send: (a: AnswerSave) => {
      calls.push(a);
      return reply(a);
    },
    set: (next: typeof reply) => {
      reply = next;
    },
  };
}

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('AnswerQueue', () => {
  it('keeps an answer in storage until the server acknowledges it, then drops it', async () => {
    const api = server();
    let release: (timer: PlayTimer) => void = () => undefined;
    api.set(() => new Promise((resolve) => (release = resolve)));
    const acks: number[] = [];
    const queue = new AnswerQueue({
      sessionId: SESSION,
      send: api.send,
      onAck: (t) => acks.push(t.timeRemaining),
    });

    queue.enqueue(answer(Q1, 2));
    expect(stored()).toEqual([answer(Q1, 2)]);
    expect(queue.getStatus()).toEqual({ pending: 1, failing: false });

    release({ timeRemaining: 250, running: true });
    await queue.flush();
    expect(stored()).toEqual([]);
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(queue.getStatus()).toEqual({ pending: 0, failing: false });
    expect(acks).toEqual([250]);
    expect(api.calls).toEqual([answer(Q1, 2)]);
  });

  it('retries with a growing delay while the network is down, and flushes at once when back online', async () => {
    const api = server();
    api.set(async () => {
      throw networkDown();
    });
    const queue = new AnswerQueue({
      sessionId: SESSION,
      send: api.send,
      baseDelayMs: 1000,
      maxDelayMs: 8000,
    });
    queue.enqueue(answer(Q1, 1));
    await queue.flush();
    expect(queue.getStatus()).toEqual({ pending: 1, failing: true });
    expect(api.calls).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(999);
    expect(api.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1); // 1 s after the first failure
    expect(api.calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(api.calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1); // then 2 s
    expect(api.calls).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(4000); // then 4 s
    expect(api.calls).toHaveLength(4);
    expect(stored()).toEqual([answer(Q1, 1)]);

    api.set(async () => ({ timeRemaining: 90, running: true }));
    await queue.retryNow();
    expect(api.calls).toHaveLength(5);
    expect(queue.getStatus()).toEqual({ pending: 0, failing: false });
    expect(stored()).toEqual([]);
  });

  it('back online while a send made offline is still failing: the next send goes at once, not after a backoff', async () => {
    const api = server();
    let fail: (error: ApiError) => void = () => undefined;
    api.set(() => new Promise((_, reject) => (fail = reject)));
    const queue = new AnswerQueue({ sessionId: SESSION, send: api.send, baseDelayMs: 1000 });
    queue.enqueue(answer(Q1, 3));
    expect(api.calls).toHaveLength(1); // in flight when the network comes back

    api.set(async () => ({ timeRemaining: 80, running: true }));
    const retried = queue.retryNow();
    fail(networkDown());
    await retried;
    expect(api.calls).toHaveLength(2);
    expect(queue.getStatus()).toEqual({ pending: 0, failing: false });

    // the next failure waits its backoff again
    api.set(async () => {
      throw networkDown();
    });
    queue.enqueue(answer(Q2, 0));
    await queue.flush();
    expect(api.calls).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(999);
    expect(api.calls).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(api.calls).toHaveLength(4);
  });

  it('survives a reload: a new queue for the session finds the stored answers and sends them', async () => {
    const api = server();
    api.set(async () => {
      throw networkDown();
    });
    const first = new AnswerQueue({ sessionId: SESSION, send: api.send });
    first.enqueue(answer(Q1, 0));
    first.enqueue(answer(Q2, 3));
    first.enqueue(answer(Q1, 2)); // a changed mind replaces the unsent choice
    await first.flush();
    first.stop();
    expect(stored()).toEqual([answer(Q1, 2), answer(Q2, 3)]);

    expect(AnswerQueue.stored(SESSION)).toEqual([answer(Q1, 2), answer(Q2, 3)]);
    const ok = server();
    const second = new AnswerQueue({ sessionId: SESSION, send: ok.send });
    expect(second.getStatus().pending).toBe(2);
    second.start();
    await second.flush();
    expect(ok.calls).toEqual([answer(Q1, 2), answer(Q2, 3)]);
    expect(stored()).toEqual([]);
  });

  it('keeps a choice made while its previous value was in flight', async () => {
    const api = server();
    const releases: ((t: PlayTimer) => void)[] = [];
    api.set(() => new Promise((resolve) => releases.push(resolve)));
    const queue = new AnswerQueue({ sessionId: SESSION, send: api.send });
    queue.enqueue(answer(Q1, 0));
    queue.enqueue(answer(Q1, 1));
    releases[0]!({ timeRemaining: 10, running: true });
    await vi.waitFor(() => expect(releases).toHaveLength(2));
    expect(stored()).toEqual([answer(Q1, 1)]);
    releases[1]!({ timeRemaining: 9, running: true });
    await queue.flush();
    expect(api.calls.map((c) => c.optionIndex)).toEqual([0, 1]);
    expect(stored()).toEqual([]);
  });

  it('stops for good when the server refuses the session (taken over), and says so once', async () => {
    const api = server();
    api.set(async () => {
      throw new ApiError(409, 'SESSION_TAKEN_OVER', 'taken over');
    });
    const refused: string[] = [];
    const queue = new AnswerQueue({
      sessionId: SESSION,
      send: api.send,
      onRefused: (e) => refused.push(e.code),
    });
    queue.enqueue(answer(Q1, 0));
    queue.enqueue(answer(Q2, 1));
    await queue.flush();
    expect(refused).toEqual(['SESSION_TAKEN_OVER']);
    expect(stored()).toEqual([]);
    queue.enqueue(answer(Q1, 3));
    await queue.flush();
    expect(api.calls).toHaveLength(1);
  });

  it('drops only an answer the server rejects as invalid and goes on with the rest', async () => {
    const api = server();
    api.set(async (a) => {
      if (a.questionId === Q1) throw new ApiError(400, 'QUESTION_NOT_IN_QUIZ', 'no');
      return { timeRemaining: 5, running: true };
    });
    const queue = new AnswerQueue({ sessionId: SESSION, send: api.send });
    queue.enqueue(answer(Q1, 0));
    queue.enqueue(answer(Q2, 1));
    await queue.flush();
    expect(api.calls.map((c) => c.questionId)).toEqual([Q1, Q2]);
    expect(queue.getStatus()).toEqual({ pending: 0, failing: false });
  });
});
