import { uz } from '@shared/i18n/uz';
import type { PlaySession, ResultDetail } from '@shared/schemas/play';
import { useQueryClient } from '@tanstack/react-query';
import { PageLoading } from '@web/components/page-loading';
import { SectionError } from '@web/components/section-state';
import { isApiError } from '@web/lib/api-client';
import { useSessionUser } from '@web/lib/auth-client';
import { openAuthDialog } from '@web/lib/auth-dialog';
import { getDeviceId } from '@web/lib/device-id';
import { queryKeys } from '@web/lib/query-keys';
import { useLiveEvent } from '@web/lib/realtime';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { playIntroQueryOptions, usePlayIntro } from '../api/get-play-intro';
import { resultQueryOptions } from '../api/get-result';
import { resumeSession } from '../api/resume-session';
import { startSession } from '../api/start-session';
import { takeOverSession } from '../api/takeover-session';
import type { Interruption, RunnerEvents } from '../use-play-runner';
import { InterruptedView } from './interrupted-view';
import { IntroScreen } from './intro-screen';
import type { IntroAction } from './intro-view';
import { ResultDetails } from './result-details';
import { ResultView } from './result-view';
import { RunningView } from './running-view';

type Phase =
  | { name: 'intro' }
  | { name: 'running'; session: PlaySession }
  | { name: 'interrupted'; reason: Interruption }
  | { name: 'settling' }
  | { name: 'settleFailed' }
  | { name: 'result'; detail: ResultDetail; view: 'summary' | 'details'; timeUp?: boolean };

function PlayScreen({ quizId, resultId }: { quizId: string; resultId: string | null }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [, setSearchParams] = useSearchParams();
  const viewer = useSessionUser();
  const intro = usePlayIntro(quizId, !viewer.isPending);
  const [deviceId] = useState(getDeviceId);
  const [phase, setPhase] = useState<Phase>(resultId ? { name: 'settling' } : { name: 'intro' });
  const [pending, setPending] = useState<IntroAction | null>(null);
  const [dismissed, setDismissed] = useState(false);
  const redirected = useRef(false);
  const settleRef = useRef<() => Promise<ResultDetail>>(() => Promise.reject(new Error('nothing to load')));

  const refreshIntro = useCallback(
    () => queryClient.invalidateQueries({ queryKey: queryKeys.playIntro(quizId) }),
    [queryClient, quizId],
  );
  const freshIntro = useCallback(
    () => queryClient.fetchQuery({ ...playIntroQueryOptions(quizId), staleTime: 0 }),
    [queryClient, quizId],
  );

  const showResult = useCallback(async (load: () => Promise<ResultDetail>, timeUp = false) => {
    settleRef.current = load;
    setPhase({ name: 'settling' });
    try {
      setPhase({ name: 'result', detail: await load(), view: 'summary', timeUp });
    } catch {
      setPhase({ name: 'settleFailed' });
    }
  }, []);

  // /play/{id}?result={id}: a stored result (from the profile)
  useEffect(() => {
    if (resultId) void showResult(() => queryClient.fetchQuery(resultQueryOptions(resultId)));
  }, [resultId, showResult, queryClient]);

  // each view starts at the top of the page
  const view = phase.name;
  useEffect(() => {
    if (view) window.scrollTo({ top: 0 });
  }, [view]);

  // the data this screen decides on must be fresh from the server, not a cached earlier answer
  const fresh = intro.isFetchedAfterMount && !intro.isFetching && intro.data !== undefined;

  // the spec: playing without a purchase says "Ruxsat yo'q" and returns to the quiz page
  useEffect(() => {
    if (!fresh || !viewer.user || phase.name !== 'intro' || redirected.current) return;
    if (intro.data?.owned === false) {
      redirected.current = true;
      toast.error(uz.play.noAccessTitle, { description: uz.play.noAccessMessage });
      navigate(`/quiz/${encodeURIComponent(quizId)}`, { replace: true });
    }
  }, [fresh, viewer.user, phase.name, intro.data, navigate, quizId]);

  // another device starting, ending or taking over this quiz changes what the intro offers
  useLiveEvent('quiz_session', (data) => {
    if (data.quizId === quizId && phase.name === 'intro') void refreshIntro();
  });

  const begin = async (action: IntroAction, sessionId?: string) => {
    setPending(action);
    try {
      const session =
        action === 'start'
          ? await startSession(quizId, deviceId)
          : action === 'resume'
            ? await resumeSession(sessionId ?? '', deviceId)
            : await takeOverSession(sessionId ?? '', deviceId);
      if (action === 'takeover') toast.success(uz.play.takeoverDone);
      setPhase({ name: 'running', session });
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
      setPhase({ name: 'intro' });
      void refreshIntro();
    } finally {
      setPending(null);
    }
  };

  const onAction = (action: IntroAction) => {
    const active = intro.data?.activeSession;
    setDismissed(true);
    void begin(action, active?.sessionId);
  };

  const takeBack = async () => {
    setPending('takeover');
    try {
      const active = (await freshIntro()).activeSession;
      setPending(null);
      if (!active) {
        setPhase({ name: 'intro' });
        return;
      }
      await begin(active.deviceId === deviceId ? 'resume' : 'takeover', active.sessionId);
    } catch {
      setPending(null);
      toast.error(uz.toast.error, { description: uz.play.loadFailed });
    }
  };

  const toIntro = () => {
    setDismissed(false);
    redirected.current = false;
    if (resultId) setSearchParams({}, { replace: true });
    setPhase({ name: 'intro' });
    void refreshIntro();
  };

  const events: RunnerEvents = {
    onFinished: (detail, timeUp) => {
      queryClient.setQueryData(queryKeys.playResult(detail.result.id), detail);
      void queryClient.invalidateQueries({ queryKey: queryKeys.myResults });
      void queryClient.invalidateQueries({ queryKey: queryKeys.myCertificates });
      void refreshIntro();
      setPhase({ name: 'result', detail, view: 'summary', timeUp });
    },
    onFinishedElsewhere: (finishedId, timeUp) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.myResults });
      void queryClient.invalidateQueries({ queryKey: queryKeys.myCertificates });
      void showResult(async () => {
        const id = finishedId ?? (await freshIntro()).lastResult?.id;
        if (!id) throw new Error('no result yet');
        return queryClient.fetchQuery(resultQueryOptions(id));
      }, timeUp);
    },
    onInterrupted: (reason) => {
      setPhase({ name: 'interrupted', reason });
      // the spec's toast as well as the panel: the toast is what a learner looking away notices
      if (reason === 'taken_over') toast.warning(uz.play.takenOverToast);
      void refreshIntro();
    },
    onExited: () => {
      void refreshIntro();
      navigate(`/quiz/${encodeURIComponent(quizId)}`);
    },
  };

  switch (phase.name) {
    case 'running':
      return <RunningView key={phase.session.sessionId} session={phase.session} events={events} />;
    case 'interrupted':
      return (
        <InterruptedView
          reason={phase.reason}
          quizId={quizId}
          busy={pending !== null}
          onTakeBack={() => void takeBack()}
          onIntro={toIntro}
        />
      );
    case 'settling':
      return <PageLoading />;
    case 'settleFailed':
      return (
        <SectionError
          message={uz.play.result.loadFailed}
          onRetry={() => void showResult(settleRef.current)}
          retrying={false}
        />
      );
    case 'result':
      return phase.view === 'summary' ? (
        <ResultView
          detail={phase.detail}
          timeUp={phase.timeUp ?? false}
          onDetails={() => setPhase({ ...phase, view: 'details' })}
          onReplay={toIntro}
        />
      ) : (
        <ResultDetails detail={phase.detail} onBack={() => setPhase({ ...phase, view: 'summary' })} />
      );
    case 'intro':
      break;
  }

  return (
    <IntroScreen
      intro={intro}
      loading={viewer.isPending}
      signedIn={viewer.user !== null}
      fresh={fresh}
      deviceId={deviceId}
      pending={pending}
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
      <PlayScreen key={id} quizId={id} resultId={searchParams.get('result')} />
    </div>
  );
}
