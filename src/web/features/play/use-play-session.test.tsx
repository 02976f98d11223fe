// @vitest-environment happy-dom

import { uz } from '@shared/i18n/uz';
import type { PlayIntro } from '@shared/schemas/play';
import { playIntroSchema, playSessionSchema, resultDetailSchema } from '@shared/schemas/play';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { STORAGE_KEYS } from '@web/lib/storage-keys';
import { toast } from '@web/lib/toast';
import { type FakeCall, type FakeReply, fakeApi, refuse, reply } from '@web/test/fake-api';
import { FakeEventSource, fakeLiveFeedPerTest } from '@web/test/fake-event-source';
import { PLAY_QUIZ_ID, PLAY_SESSION_ID, playIntro, playSession, resultDetail } from '@web/test/play-session';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePlaySession } from './use-play-session';

vi.mock('@web/lib/auth-client', () => ({
  useSessionUser: () => ({ user: { id: 'learner' }, isPending: false }),
}));
vi.mock('@web/lib/toast', () => ({
  toast: { info: vi.fn(), error: vi.fn(), success: vi.fn(), warning: vi.fn(), dismiss: vi.fn() },
}));

const DEVICE = 'this-device';
const OTHER_SESSION = '00000000-0000-4000-8000-000000000021';
const INTRO = `GET /api/play/${PLAY_QUIZ_ID}`;
const elsewhere = (deviceId: string): PlayIntro['activeSession'] => ({
  sessionId: PLAY_SESSION_ID,
  deviceId,
  currentQuestionIndex: 1,
  answeredCount: 1,
  totalQuestions: 2,
  timeRemaining: 300,
  startedAt: '2026-11-27T10:00:00.000Z',
});
const introReply = (changes: Partial<PlayIntro> = {}) => reply(playIntroSchema, playIntro(changes));

/** The hook on /play/:id (optionally with a query), with a router the test can read. */
async function openSession(routes: Record<string, FakeReply>, search = '', resultId: string | null = null) {
  const calls = fakeApi(routes);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  let router: ReturnType<typeof createMemoryRouter> | undefined;
  const wrapper = ({ children }: { children: ReactNode }) => {
    router ??= createMemoryRouter(
      [
        { path: '/play/:id', element: children },
        { path: '*', element: null },
      ],
      { initialEntries: [`/play/${PLAY_QUIZ_ID}${search}`] },
    );
    return (
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    );
  };
  const hook = renderHook(() => usePlaySession(PLAY_QUIZ_ID, resultId), { wrapper });
  await waitFor(() => expect(hook.result.current.fresh).toBe(true));
  return { ...hook, calls, path: () => router?.state.location.pathname };
}

const sent = (calls: FakeCall[], route: string) =>
  calls.filter((call) => `${call.method} ${call.url}` === route);

beforeEach(() => {
  localStorage.setItem(STORAGE_KEYS.deviceId, DEVICE);
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

fakeLiveFeedPerTest();

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  localStorage.clear();
});

describe('usePlaySession', () => {
  it('starts an attempt on this device and runs it', async () => {
    const session = playSession({ deviceId: DEVICE });
    const { result, calls } = await openSession({
      [INTRO]: introReply(),
      [`POST /api/play/${PLAY_QUIZ_ID}/start`]: reply(playSessionSchema, session),
    });

    act(() => result.current.choose('start'));
    expect(result.current.dismissed).toBe(true);
    await waitFor(() => expect(result.current.machine.state).toMatchObject({ phase: 'running', session }));
    expect(sent(calls, `POST /api/play/${PLAY_QUIZ_ID}/start`)[0]?.body).toEqual({ deviceId: DEVICE });
  });

  it('goes back to the intro with its dialog when the server refuses to resume (409)', async () => {
    const resume = `POST /api/play/sessions/${PLAY_SESSION_ID}/resume`;
    const { result, calls } = await openSession({
      [INTRO]: introReply({ activeSession: elsewhere(DEVICE) }),
      [resume]: refuse(409, 'SESSION_ON_OTHER_DEVICE', 'Sessiya boshqa qurilmada'),
    });
    const introLoads = sent(calls, INTRO).length;

    act(() => result.current.choose('resume'));
    await waitFor(() => expect(result.current.machine.state).toEqual({ phase: 'intro', pending: null }));
    expect(toast.error).toHaveBeenCalledWith(uz.play.cannotStart, {
      description: 'Sessiya boshqa qurilmada',
    });
    expect(result.current.dismissed).toBe(false);
    await waitFor(() => expect(sent(calls, INTRO).length).toBeGreaterThan(introLoads));
  });

  it('takes a session taken over elsewhere back to this device', async () => {
    const takenBack = playSession({ sessionId: OTHER_SESSION, deviceId: DEVICE });
    const { result, calls } = await openSession({
      [INTRO]: introReply({ activeSession: elsewhere('device-b') }),
      [`POST /api/play/sessions/${PLAY_SESSION_ID}/takeover`]: reply(playSessionSchema, takenBack),
    });
    act(() => void result.current.machine.send({ type: 'SESSION_STARTED', session: playSession() }));
    act(() => void result.current.machine.send({ type: 'LIVE', event: 'taken_over' }));
    act(() => result.current.runnerEvents.onInterrupted('taken_over'));
    expect(toast.warning).toHaveBeenCalledWith(uz.play.takenOverToast);

    act(() => result.current.takeBack());
    await waitFor(() =>
      expect(result.current.machine.state).toMatchObject({ phase: 'running', session: takenBack }),
    );
    expect(toast.success).toHaveBeenCalledWith(uz.play.takeoverDone);
    expect(sent(calls, `POST /api/play/sessions/${PLAY_SESSION_ID}/takeover`)[0]?.body).toEqual({
      deviceId: DEVICE,
    });
  });

  it('resumes this device’s session straight away when the link asked to resume', async () => {
    const session = playSession({ deviceId: DEVICE });
    const { result, calls } = await openSession(
      {
        [INTRO]: introReply({ activeSession: elsewhere(DEVICE) }),
        [`POST /api/play/sessions/${PLAY_SESSION_ID}/resume`]: reply(playSessionSchema, session),
      },
      '?resume',
    );
    await waitFor(() => expect(result.current.machine.state).toMatchObject({ phase: 'running', session }));
    expect(sent(calls, `POST /api/play/sessions/${PLAY_SESSION_ID}/resume`)).toHaveLength(1);
  });

  it('sends a signed-in learner without a purchase back to the quiz page', async () => {
    const { path } = await openSession({
      [INTRO]: introReply({ owned: false, access: { allowed: true } }),
    });
    await waitFor(() => expect(path()).toBe(`/quiz/${PLAY_QUIZ_ID}`));
    expect(toast.error).toHaveBeenCalledWith(uz.play.noAccessTitle, { description: uz.play.noAccessMessage });
  });

  it('refreshes the intro when another device starts or ends this quiz', async () => {
    const { calls } = await openSession({ [INTRO]: introReply() });
    const introLoads = sent(calls, INTRO).length;
    const feed = FakeEventSource.last!;
    act(() => feed.serverSends('quiz_session', JSON.stringify({ quizId: 'another-quiz', event: 'started' })));
    act(() => feed.serverSends('quiz_session', JSON.stringify({ quizId: PLAY_QUIZ_ID, event: 'started' })));
    await waitFor(() => expect(sent(calls, INTRO)).toHaveLength(introLoads + 1));
  });

  it('opens a stored result named in the link', async () => {
    const detail = resultDetail();
    const { result } = await openSession(
      {
        [INTRO]: introReply(),
        [`GET /api/play/results/${detail.result.id}`]: reply(resultDetailSchema, detail),
      },
      `?result=${detail.result.id}`,
      detail.result.id,
    );
    await waitFor(() => expect(result.current.machine.state).toMatchObject({ phase: 'result', detail }));
  });
});
