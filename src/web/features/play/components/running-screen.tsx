import type { PlaySession } from '@shared/schemas/play';
import { useOnline } from '../use-online';
import type { PlayMachine } from '../use-play-machine';
import { type RunnerEvents, usePlayRunner } from '../use-play-runner';
import { RunningView } from './running-view';

/**
 * The running phase of the play page: a session played on this device (keyed by session id: a
 * takeover starts a fresh one). Screens are the page's phases; views are what they show.
 */
export function RunningScreen({
  session,
  machine,
  events,
}: {
  session: PlaySession;
  machine: PlayMachine;
  events: RunnerEvents;
}) {
  const runner = usePlayRunner(session, machine, events);
  const online = useOnline();
  return (
    <RunningView
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
