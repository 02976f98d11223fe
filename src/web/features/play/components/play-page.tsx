import { uz } from '@shared/i18n/uz';
import { PageLoading } from '@web/components/page-loading';
import { SectionError } from '@web/components/section-state';
import { useParams, useSearchParams } from 'react-router';
import { usePlaySession } from '../use-play-session';
import { GuestClosedView, GuestPlayNotice } from './guest-play';
import { InterruptedView } from './interrupted-view';
import { IntroScreen } from './intro-screen';
import { ResultDetails } from './result-details';
import { ResultView } from './result-view';
import { RunningScreen } from './running-screen';

/** Shows the play machine's phase; `usePlaySession` decides what happens. */
function PlayScreen({ quizId, resultId }: { quizId: string; resultId: string | null }) {
  const play = usePlaySession(quizId, resultId);
  const { state, send } = play.machine;

  switch (state.phase) {
    case 'running':
      return (
        <RunningScreen
          key={state.session.sessionId}
          session={state.session}
          machine={play.machine}
          events={play.runnerEvents}
        />
      );
    case 'interrupted':
      // a guest's attempt that ran past its own time after the access ended: say why play stopped
      if (play.closedGuest) return <GuestClosedView guest={play.closedGuest} quizId={quizId} />;
      return (
        <InterruptedView
          reason={state.reason}
          quizId={quizId}
          busy={state.pending}
          onTakeBack={play.takeBack}
          onIntro={play.toIntro}
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
          onReplay={play.toIntro}
        />
      ) : (
        <ResultDetails detail={state.detail} onBack={() => send({ type: 'VIEW_CHANGED', view: 'summary' })} />
      );
    case 'intro':
      break;
  }

  if (play.closedGuest) return <GuestClosedView guest={play.closedGuest} quizId={quizId} />;

  return (
    <IntroScreen
      intro={play.intro}
      loading={play.viewerPending}
      signedIn={play.player}
      fresh={play.fresh}
      deviceId={play.deviceId}
      pending={state.pending}
      dismissed={play.dismissed}
      onDismissedChange={play.setDismissed}
      onAction={play.choose}
      onCancel={play.cancel}
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
