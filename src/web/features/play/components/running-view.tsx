import type { PlaySession } from '@shared/schemas/play';
import { useOnline } from '../use-online';
import { type RunnerEvents, usePlayRunner } from '../use-play-runner';
import { RunningScreen } from './running-screen';

/** A session being played on this device (keyed by session id: a takeover starts a fresh one). */
export function RunningView({ session, events }: { session: PlaySession; events: RunnerEvents }) {
  const runner = usePlayRunner(session, events);
  const online = useOnline();
  return (
    <RunningScreen
      title={session.quizTitle}
      questions={session.questions}
      index={runner.index}
      answers={runner.answers}
      remaining={runner.remaining}
      durationSeconds={session.durationSeconds}
      queueStatus={runner.queueStatus}
      online={online}
      busy={runner.busy}
      onChoose={runner.choose}
      onGoTo={runner.goTo}
      onFinish={() => void runner.finish('user')}
      onExit={() => void runner.exit()}
    />
  );
}
