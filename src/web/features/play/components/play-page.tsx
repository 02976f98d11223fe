import { uz } from '@shared/i18n/uz';
import { useQueryClient } from '@tanstack/react-query';
import { PageLoading } from '@web/components/page-loading';
import { SectionError } from '@web/components/section-state';
import { isApiError } from '@web/lib/api-client';
import { useSessionUser } from '@web/lib/auth-client';
import { openAuthDialog } from '@web/lib/auth-dialog';
import { getDeviceId } from '@web/lib/device-id';
import { RESUME_PARAM } from '@web/lib/play-links';
import { queryKeys } from '@web/lib/query-keys';
import { useLiveEvent } from '@web/lib/realtime';
import { refetchChanged } from '@web/lib/refetch-changed';
import { toast } from '@web/lib/toast';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { playIntroQueryOptions, usePlayIntro } from '../api/get-play-intro';
import { resultQueryOptions } from '../api/get-result';
import { resumeSession } from '../api/resume-session';
import { startSession } from '../api/start-session';
import { takeOverSession } from '../api/takeover-session';
import { initialPlayState } from '../play-machine';
import { useGuestLiveFeed } from '../use-guest-live-feed';
import { usePlayMachine } from '../use-play-machine';
import type { RunnerEvents } from '../use-play-runner';
import { useResumeRequest } from '../use-resume-request';
import { GuestClosedView, GuestPlayNotice } from './guest-play';
import { InterruptedView } from './interrupted-view';
import { IntroScreen } from './intro-screen';
import type { IntroAction } from './intro-view';
import { ResultDetails } from './result-details';
import { ResultView } from './result-view';
import { RunningScreen } from './running-screen';

function PlayScreen({ quizId, resultId }: { quizId: string; resultId: string | null }) {
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
  const redirected = useRef(false);
  // a browser holding a guest's 24-hour access plays like a signed-in learner (the server decides);
  // an attempt started before the access ended is still the guest's to finish
  const guest = intro.data?.guest ?? null;
  const guestPlaying =
    guest?.state === 'active' || (guest?.state === 'expired' && !!intro.data?.activeSession);
  const player = viewer.user !== null || guestPlaying;
  const closedGuest = guestPlaying ? null : guest;
  useGuestLiveFeed(guestPlaying, viewer.user !== null);

  const refreshIntro = useCallback(
    () => refetchChanged(queryClient, queryKeys.playIntro(quizId)),
    [queryClient, quizId],
  );
  const freshIntro = useCallback(
    () => queryClient.fetchQuery({ ...playIntroQueryOptions(quizId), staleTime: 0 }),
    [queryClient, quizId],
  );

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

  // the data this screen decides on must be fresh from the server, not a cached earlier answer
  const fresh = intro.isFetchedAfterMount && !intro.isFetching && intro.data !== undefined;

  // the spec: playing without a purchase says "Ruxsat yo'q" and returns to the quiz page
  useEffect(() => {
    if (!fresh || !viewer.user || state.phase !== 'intro' || redirected.current) return;
    if (intro.data?.owned === false) {
      redirected.current = true;
      toast.error(uz.play.noAccessTitle, { description: uz.play.noAccessMessage });
      navigate(`/quiz/${encodeURIComponent(quizId)}`, { replace: true });
    }
  }, [fresh, viewer.user, state.phase, intro.data, navigate, quizId]);

  // another device starting, ending or taking over this quiz changes what the intro offers
  useLiveEvent('quiz_session', (data) => {
    if (data.quizId === quizId && current().phase === 'intro') void refreshIntro();
  });

  const begin = async (action: IntroAction, sessionId?: string) => {
    send({ type: 'ACTION_REQUESTED', action });
    try {
      const session =
        action === 'start'
          ? await startSession(quizId, deviceId)
          : action === 'resume'
            ? await resumeSession(sessionId ?? '', deviceId)
            : await takeOverSession(sessionId ?? '', deviceId);
      if (action === 'takeover') toast.success(uz.play.takeoverDone);
      send({ type: 'SESSION_STARTED', session });
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (error.code === 'PURCHASE_REQUIRED') {
        toast.error(uz.play.noAccessTitle, { description: uz.play.noAccessMessage });
        navigate(`/quiz/${encodeURIComponent(quizId)}`, { replace: true });
        return;
      }
      if (error.status === 401) openAuthDialog('signin');
      else toast.error(uz.play.cannotStart, { description: error.message });
      setDismissed(false);
      send({ type: 'START_REFUSED' });
      void refreshIntro();
    }
  };

  const onAction = (action: IntroAction) => {
    const active = intro.data?.activeSession;
    setDismissed(true);
    void begin(action, active?.sessionId);
  };

  useResumeRequest({
    requested: resumeRequested,
    intro: intro.data,
    ready: fresh && player && state.phase === 'intro',
    deviceId,
    resume: () => onAction('resume'),
    ask: () => setDismissed(false),
  });

  const takeBack = async () => {
    send({ type: 'ACTION_REQUESTED', action: 'takeover' });
    try {
      const active = (await freshIntro()).activeSession;
      if (!active) {
        send({ type: 'INTRO_REQUESTED' });
        return;
      }
      await begin(active.deviceId === deviceId ? 'resume' : 'takeover', active.sessionId);
    } catch {
      send({ type: 'ACTION_FAILED' });
      toast.error(uz.toast.error, { description: uz.play.loadFailed });
    }
  };

  const toIntro = () => {
    setDismissed(false);
    redirected.current = false;
    if (resultId) setSearchParams({}, { replace: true });
    send({ type: 'INTRO_REQUESTED' });
    void refreshIntro();
  };

  const events: RunnerEvents = {
    onFinished: (detail) => {
      queryClient.setQueryData(queryKeys.playResult(detail.result.id), detail);
      void queryClient.invalidateQueries({ queryKey: queryKeys.myResults });
      void queryClient.invalidateQueries({ queryKey: queryKeys.myCertificates });
      void refreshIntro();
    },
    onInterrupted: (reason) => {
      // the spec's toast as well as the panel: the toast is what a learner looking away notices
      if (reason === 'taken_over') toast.warning(uz.play.takenOverToast);
      void refreshIntro();
    },
    onExited: () => {
      void refreshIntro();
      navigate(`/quiz/${encodeURIComponent(quizId)}`);
    },
  };

  switch (state.phase) {
    case 'running':
      return (
        <RunningScreen
          key={state.session.sessionId}
          session={state.session}
          machine={machine}
          events={events}
        />
      );
    case 'interrupted':
      // a guest's attempt that ran past its own time after the access ended: say why play stopped
      if (closedGuest) return <GuestClosedView guest={closedGuest} quizId={quizId} />;
      return (
        <InterruptedView
          reason={state.reason}
          quizId={quizId}
          busy={state.pending}
          onTakeBack={() => void takeBack()}
          onIntro={toIntro}
        />
      );
    case 'settling':
    case 'exited':
      return <PageLoading />;
    case 'settleFailed':
      return (
        <SectionError
          message={uz.play.result.loadFailed}
          onRetry={() => send({ type: 'RESULT_REQUESTED', timeUp: state.timeUp, resultId: state.resultId })}
          retrying={false}
        />
      );
    case 'result':
      return state.view === 'summary' ? (
        <ResultView
          detail={state.detail}
          timeUp={state.timeUp}
          onDetails={() => send({ type: 'VIEW_CHANGED', view: 'details' })}
          onReplay={toIntro}
        />
      ) : (
        <ResultDetails detail={state.detail} onBack={() => send({ type: 'VIEW_CHANGED', view: 'summary' })} />
      );
    case 'intro':
      break;
  }

  if (closedGuest) return <GuestClosedView guest={closedGuest} quizId={quizId} />;

  return (
    <IntroScreen
      intro={intro}
      loading={viewer.isPending}
      signedIn={player}
      fresh={fresh}
      deviceId={deviceId}
      pending={state.pending}
      dismissed={dismissed}
      onDismissedChange={setDismissed}
      onAction={onAction}
      onCancel={() => navigate(`/quiz/${encodeURIComponent(quizId)}`)}
    />
  );
}

/** /play/{id} and /quiz/{id}/play: intro, running, result and detailed result of one quiz. */
export function PlayPage() {
  const { id = '' } = useParams();
  const [searchParams] = useSearchParams();
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-10">
      <GuestPlayNotice quizId={id} />
      <PlayScreen key={id} quizId={id} resultId={searchParams.get('result')} />
    </div>
  );
}
