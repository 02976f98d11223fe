import type { PlaySession, ResultDetail } from '@shared/schemas/play';
import type { IntroAction } from './components/intro-view';

/**
 * The phases of playing one quiz on this device, as one pure state machine. The play page and the
 * runner send it events and show the state; toasts, requests and navigation stay in the hooks.
 * Keeping the phases here makes every transition testable without a browser
 * (play-machine.test.ts), and makes an impossible one (finishing twice, answering after a takeover)
 * a no-op instead of a race between two components.
 */

export type { IntroAction };
export type Interruption = 'taken_over' | 'ended';
/** What the learner's device does while a session runs here. */
export type Activity = 'playing' | 'finishing' | 'exiting' | 'paused';

export type PlayState =
  | { phase: 'intro'; pending: IntroAction | null }
  | { phase: 'running'; session: PlaySession; activity: Activity; timeUp: boolean }
  | { phase: 'interrupted'; reason: Interruption; pending: boolean }
  /** loading a finished attempt's result: this one, or the quiz's last when not known */
  | { phase: 'settling'; timeUp: boolean; resultId?: string }
  | { phase: 'settleFailed'; timeUp: boolean; resultId?: string }
  | { phase: 'result'; detail: ResultDetail; view: 'summary' | 'details'; timeUp: boolean }
  | { phase: 'exited' };

export type PlayEvent =
  | { type: 'ACTION_REQUESTED'; action: IntroAction }
  | { type: 'SESSION_STARTED'; session: PlaySession }
  | { type: 'START_REFUSED' }
  | { type: 'ACTION_FAILED' }
  | { type: 'FINISH_REQUESTED' }
  | { type: 'TIME_UP' }
  | { type: 'FINISH_DEFERRED' }
  | { type: 'FINISHED'; detail: ResultDetail }
  | { type: 'FINISH_FAILED' }
  | { type: 'EXIT_REQUESTED' }
  | { type: 'EXIT_FAILED' }
  | { type: 'EXITED' }
  | { type: 'PAUSED' }
  | { type: 'REFUSED'; code: string }
  | { type: 'LIVE'; event: 'taken_over' | 'ended' | 'finished'; resultId?: string }
  | { type: 'RESULT_REQUESTED'; timeUp?: boolean; resultId?: string }
  | { type: 'RESULT_LOADED'; detail: ResultDetail }
  | { type: 'RESULT_FAILED' }
  | { type: 'VIEW_CHANGED'; view: 'summary' | 'details' }
  | { type: 'INTRO_REQUESTED' };

/** /play/{id}?result={id} opens a stored result (from the profile); otherwise the intro. */
export const initialPlayState = (storedResultId: string | null): PlayState =>
  storedResultId
    ? { phase: 'settling', timeUp: false, resultId: storedResultId }
    : { phase: 'intro', pending: null };

/** How a refusal of the server ends play here: elsewhere finished attempts show their stored result. */
export function refusalOutcome(code: string): PlayState {
  if (code === 'SESSION_TAKEN_OVER') return { phase: 'interrupted', reason: 'taken_over', pending: false };
  if (code === 'TIME_UP') return { phase: 'settling', timeUp: true };
  if (code === 'SESSION_FINISHED') return { phase: 'settling', timeUp: false };
  return { phase: 'interrupted', reason: 'ended', pending: false };
}

/** Whether answers, heartbeats and the countdown still belong to this device. */
export const isPlaying = (state: PlayState): boolean =>
  state.phase === 'running' && (state.activity === 'playing' || state.activity === 'finishing');

type Running = Extract<PlayState, { phase: 'running' }>;

function whileRunning(state: PlayState, event: PlayEvent): PlayState {
  const running = state as Running;
  const { activity } = running;
  switch (event.type) {
    case 'FINISH_REQUESTED':
      return activity === 'playing' ? { ...running, activity: 'finishing' } : state;
    case 'TIME_UP':
      return activity === 'playing' ? { ...running, activity: 'finishing', timeUp: true } : state;
    case 'FINISH_DEFERRED':
    case 'FINISH_FAILED':
      return activity === 'finishing' ? { ...running, activity: 'playing', timeUp: false } : state;
    case 'FINISHED':
      return { phase: 'result', detail: event.detail, view: 'summary', timeUp: running.timeUp };
    case 'EXIT_REQUESTED':
      return activity === 'playing' ? { ...running, activity: 'exiting' } : state;
    case 'EXIT_FAILED':
      return activity === 'exiting' ? { ...running, activity: 'playing' } : state;
    case 'EXITED':
      return { phase: 'exited' };
    case 'PAUSED':
      return activity === 'playing' ? { ...running, activity: 'paused' } : state;
    case 'REFUSED':
      return activity === 'exiting' ? state : refusalOutcome(event.code);
    case 'LIVE':
      // while finishing or leaving, the live event is the echo of this device's own step
      if (activity !== 'playing') return state;
      if (event.event === 'finished') return { phase: 'settling', timeUp: false, resultId: event.resultId };
      return { phase: 'interrupted', reason: event.event, pending: false };
    case 'RESULT_REQUESTED':
      // the time ran out and the finish could not be confirmed: the server finishes by itself
      return { phase: 'settling', timeUp: event.timeUp ?? running.timeUp, resultId: event.resultId };
    default:
      return state;
  }
}

export function playTransition(state: PlayState, event: PlayEvent): PlayState {
  if (state.phase === 'running') return whileRunning(state, event);
  switch (event.type) {
    case 'ACTION_REQUESTED':
      if (state.phase === 'intro') return { phase: 'intro', pending: event.action };
      if (state.phase === 'interrupted') return { ...state, pending: true };
      return state;
    case 'SESSION_STARTED':
      return state.phase === 'intro' || state.phase === 'interrupted'
        ? { phase: 'running', session: event.session, activity: 'playing', timeUp: false }
        : state;
    case 'ACTION_FAILED':
      if (state.phase === 'intro') return { phase: 'intro', pending: null };
      if (state.phase === 'interrupted') return { ...state, pending: false };
      return state;
    case 'START_REFUSED':
    case 'INTRO_REQUESTED':
      return { phase: 'intro', pending: null };
    case 'RESULT_REQUESTED':
      return { phase: 'settling', timeUp: event.timeUp ?? false, resultId: event.resultId };
    case 'RESULT_LOADED':
      return state.phase === 'settling'
        ? { phase: 'result', detail: event.detail, view: 'summary', timeUp: state.timeUp }
        : state;
    case 'RESULT_FAILED':
      return state.phase === 'settling' ? { ...state, phase: 'settleFailed' } : state;
    case 'VIEW_CHANGED':
      return state.phase === 'result' ? { ...state, view: event.view } : state;
    default:
      return state;
  }
}
