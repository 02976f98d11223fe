import { uz } from '@shared/i18n/uz';
import type { PlaySession } from '@shared/schemas/play';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@web/lib/api-client';
import { useSessionUser } from '@web/lib/auth-client';
import { openAuthDialog } from '@web/lib/auth-dialog';
import { getDeviceId } from '@web/lib/device-id';
import { RESUME_PARAM } from '@web/lib/play-links';
import { queryKeys } from '@web/lib/query-keys';
import { useLiveEvent } from '@web/lib/realtime';
import { refetchChanged } from '@web/lib/refetch-changed';
import { toast } from '@web/lib/toast';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { playIntroQueryOptions, usePlayIntro } from './api/get-play-intro';
import { resultQueryOptions } from './api/get-result';
import { resumeSession } from './api/resume-session';
import { startSession } from './api/start-session';
import { takeOverSession } from './api/takeover-session';
import { type IntroAction, initialPlayState } from './play-machine';
import { useGuestLiveFeed } from './use-guest-live-feed';
import { usePlayMachine } from './use-play-machine';
import type { RunnerEvents } from './use-play-runner';
import { useResumeRequest } from './use-resume-request';

/** How each action of the intro opens a session on this device. */
const openSession: Record<
  IntroAction,
  (ids: { quizId: string; sessionId: string; deviceId: string }) => Promise<PlaySession>
> = {
  start: ({ quizId, deviceId }) => startSession(quizId, deviceId),
  resume: ({ sessionId, deviceId }) => resumeSession(sessionId, deviceId),
  takeover: ({ sessionId, deviceId }) => takeOverSession(sessionId, deviceId),
};

/**
 * The play page's orchestration around the play machine: who may play, opening a session (start,
 * resume, takeover), loading a finished attempt's result, and what the runner's outcomes do to
 * the caches and the route. The page only shows the machine's state.
 */
export function usePlaySession(quizId: string, resultId: string | null) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const resumeRequested = searchParams.has(RESUME_PARAM);
  const viewer = useSessionUser();
  const intro = usePlayIntro(quizId, !viewer.isPending);
  const [deviceId] = useState(getDeviceId);
  const machine = usePlayMachine(() => initialPlayState(resultId));
  const { state, send, current } = machine;
  // a link that asked to resume hides the dialog until the intro says whether there is one to ask
  const [dismissed, setDismissed] = useState(resumeRequested);
  const [redirected, setRedirected] = useState(false);
  // a browser holding a guest's 24-hour access plays like a signed-in learner (the server decides);
  // an attempt started before the access ended is still the guest's to finish
  const guest = intro.data?.guest ?? null;
  const guestPlaying =
    guest?.state === 'active' || (guest?.state === 'expired' && !!intro.data?.activeSession);
  const player = viewer.user !== null || guestPlaying;
  const closedGuest = guestPlaying ? null : guest;
  useGuestLiveFeed(guestPlaying, viewer.user !== null);
  // the data this screen decides on must be fresh from the server, not a cached earlier answer
  const fresh = intro.isFetchedAfterMount && !intro.isFetching && intro.data !== undefined;

  const refreshIntro = useCallback(
    () => refetchChanged(queryClient, queryKeys.playIntro(quizId)),
    [queryClient, quizId],
  );
  const freshIntro = useCallback(
    () => queryClient.fetchQuery({ ...playIntroQueryOptions(quizId), staleTime: 0 }),
    [queryClient, quizId],
  );
  const toQuiz = useCallback(
    (replace: boolean) => navigate(`/quiz/${encodeURIComponent(quizId)}`, { replace }),
    [navigate, quizId],
  );
  const refuseAccess = useCallback(() => {
    toast.error(uz.play.noAccessTitle, { description: uz.play.noAccessMessage });
    void toQuiz(true);
  }, [toQuiz]);

  // a finished attempt's result: the one named, or the quiz's last one (finished by the server)
  useEffect(() => {
    if (state.phase !== 'settling') return;
    const settling = state;
    const load = async () => {
      const id = settling.resultId ?? (await freshIntro()).lastResult?.id;
      if (!id) throw new Error('no result yet');
      return queryClient.fetchQuery(resultQueryOptions(id));
    };
    load().then(
      (detail) => current() === settling && send({ type: 'RESULT_LOADED', detail }),
      () => current() === settling && send({ type: 'RESULT_FAILED' }),
    );
    void queryClient.invalidateQueries({ queryKey: queryKeys.myResults });
    void queryClient.invalidateQueries({ queryKey: queryKeys.myCertificates });
  }, [state, current, send, freshIntro, queryClient]);

  // each view starts at the top of the page
  const view = state.phase;
  useEffect(() => {
    if (view) window.scrollTo({ top: 0 });
  }, [view]);

  // playing without a purchase says "Ruxsat yo'q" and returns to the quiz page
  const unowned = fresh && viewer.user !== null && state.phase === 'intro' && intro.data?.owned === false;
  useEffect(() => {
    if (!unowned || redirected) return;
    setRedirected(true);
    refuseAccess();
  }, [unowned, redirected, refuseAccess]);

  // another device starting, ending or taking over this quiz changes what the intro offers
  useLiveEvent('quiz_session', (data) => {
    if (data.quizId === quizId && current().phase === 'intro') void refreshIntro();
  });

  const begin = async (action: IntroAction, sessionId = '') => {
    send({ type: 'ACTION_REQUESTED', action });
    try {
      const session = await openSession[action]({ quizId, sessionId, deviceId });
      if (action === 'takeover') toast.success(uz.play.takeoverDone);
      send({ type: 'SESSION_STARTED', session });
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (error.code === 'PURCHASE_REQUIRED') return refuseAccess();
      if (error.status === 401) openAuthDialog('signin');
      else toast.error(uz.play.cannotStart, { description: error.message });
      setDismissed(false);
      send({ type: 'START_REFUSED' });
      void refreshIntro();
    }
  };

  const choose = (action: IntroAction) => {
    setDismissed(true);
    void begin(action, intro.data?.activeSession?.sessionId);
  };

  useResumeRequest({
    requested: resumeRequested,
    intro: intro.data,
    ready: fresh && player && state.phase === 'intro',
    deviceId,
    resume: () => choose('resume'),
    ask: () => setDismissed(false),
  });

  /** After a takeover elsewhere: this device takes the session back, or resumes its own. */
  const takeBack = async () => {
    send({ type: 'ACTION_REQUESTED', action: 'takeover' });
    try {
      const active = (await freshIntro()).activeSession;
      if (!active) return void send({ type: 'INTRO_REQUESTED' });
      await begin(active.deviceId === deviceId ? 'resume' : 'takeover', active.sessionId);
    } catch {
      send({ type: 'ACTION_FAILED' });
      toast.error(uz.toast.error, { description: uz.play.loadFailed });
    }
  };

  const toIntro = () => {
    setDismissed(false);
    setRedirected(false);
    if (resultId) setSearchParams({}, { replace: true });
    send({ type: 'INTRO_REQUESTED' });
    void refreshIntro();
  };

  const runnerEvents = useMemo<RunnerEvents>(
    () => ({
      onFinished: (detail) => {
        queryClient.setQueryData(queryKeys.playResult(detail.result.id), detail);
        void queryClient.invalidateQueries({ queryKey: queryKeys.myResults });
        void queryClient.invalidateQueries({ queryKey: queryKeys.myCertificates });
        void refreshIntro();
      },
      onInterrupted: (reason) => {
        // a toast as well as the panel: the toast is what a learner looking away notices
        if (reason === 'taken_over') toast.warning(uz.play.takenOverToast);
        void refreshIntro();
      },
      onExited: () => {
        void refreshIntro();
        void toQuiz(false);
      },
    }),
    [queryClient, refreshIntro, toQuiz],
  );

  return {
    machine,
    intro,
    viewerPending: viewer.isPending,
    player,
    closedGuest,
    fresh,
    deviceId,
    dismissed,
    setDismissed,
    runnerEvents,
    choose,
    takeBack: () => void takeBack(),
    toIntro,
    cancel: () => void toQuiz(false),
  };
}
