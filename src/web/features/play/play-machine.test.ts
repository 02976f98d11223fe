import type { PlaySession, ResultDetail } from '@shared/schemas/play';
import { describe, expect, it } from 'vitest';
import {
  type Activity,
  initialPlayState,
  isPlaying,
  type PlayEvent,
  type PlayState,
  playTransition,
  refusalOutcome,
} from './play-machine';

// the machine only passes these along: their shape is checked where they are built
const session = { sessionId: 's1' } as PlaySession;
const detail = { result: { id: 'r1' } } as ResultDetail;

const intro: PlayState = { phase: 'intro', pending: null };
const running = (activity: Activity = 'playing', timeUp = false): PlayState => ({
  phase: 'running',
  session,
  activity,
  timeUp,
});
const run = (state: PlayState, ...events: PlayEvent[]) => events.reduce(playTransition, state);

describe('play machine: loading and the intro', () => {
  it('starts at the intro, or loads the stored result the address names', () => {
    expect(initialPlayState(null)).toEqual(intro);
    expect(initialPlayState('r9')).toEqual({ phase: 'settling', timeUp: false, resultId: 'r9' });
  });

  it('start, resume and takeover wait on the server, then run the session', () => {
    for (const action of ['start', 'resume', 'takeover'] as const) {
      const waiting = run(intro, { type: 'ACTION_REQUESTED', action });
      expect(waiting).toEqual({ phase: 'intro', pending: action });
      expect(run(waiting, { type: 'SESSION_STARTED', session })).toEqual(running());
    }
  });

  it('a refused start returns to the intro with nothing pending', () => {
    const waiting = run(intro, { type: 'ACTION_REQUESTED', action: 'start' });
    expect(run(waiting, { type: 'START_REFUSED' })).toEqual(intro);
    expect(run(waiting, { type: 'ACTION_FAILED' })).toEqual(intro);
  });
});

describe('play machine: running', () => {
  it('the learner finishes: finishing, then the result', () => {
    const finishing = run(running(), { type: 'FINISH_REQUESTED' });
    expect(finishing).toEqual(running('finishing'));
    expect(isPlaying(finishing)).toBe(true);
    expect(run(finishing, { type: 'FINISHED', detail })).toEqual({
      phase: 'result',
      detail,
      view: 'summary',
      timeUp: false,
    });
  });

  it('a second finish, or time up during a finish, changes nothing', () => {
    const finishing = running('finishing');
    expect(run(finishing, { type: 'FINISH_REQUESTED' })).toBe(finishing);
    expect(run(finishing, { type: 'TIME_UP' })).toBe(finishing);
    expect(run(finishing, { type: 'EXIT_REQUESTED' })).toBe(finishing);
  });

  it('unsent answers or a failed finish return to playing', () => {
    expect(run(running('finishing'), { type: 'FINISH_DEFERRED' })).toEqual(running());
    expect(run(running('finishing'), { type: 'FINISH_FAILED' })).toEqual(running());
    expect(run(running(), { type: 'FINISH_FAILED' })).toEqual(running());
  });

  it('time up finishes with the time-up flag on the result', () => {
    const finishing = run(running(), { type: 'TIME_UP' });
    expect(finishing).toEqual(running('finishing', true));
    expect(run(finishing, { type: 'FINISHED', detail })).toMatchObject({ phase: 'result', timeUp: true });
  });

  it('time up with an unconfirmed finish loads the result the server made', () => {
    const finishing = run(running(), { type: 'TIME_UP' });
    expect(run(finishing, { type: 'RESULT_REQUESTED', timeUp: true })).toEqual({
      phase: 'settling',
      timeUp: true,
      resultId: undefined,
    });
  });

  it('exit: exiting, then gone; a failed exit plays on', () => {
    const exiting = run(running(), { type: 'EXIT_REQUESTED' });
    expect(exiting).toEqual(running('exiting'));
    expect(isPlaying(exiting)).toBe(false);
    expect(run(exiting, { type: 'EXITED' })).toEqual({ phase: 'exited' });
    expect(run(exiting, { type: 'EXIT_FAILED' })).toEqual(running());
    expect(run(exiting, { type: 'FINISH_REQUESTED' })).toBe(exiting);
    expect(run(exiting, { type: 'REFUSED', code: 'SESSION_TAKEN_OVER' })).toBe(exiting);
  });

  it('leaving through the logo pauses: nothing more is sent from here', () => {
    const paused = run(running(), { type: 'PAUSED' });
    expect(paused).toEqual(running('paused'));
    expect(isPlaying(paused)).toBe(false);
    expect(run(paused, { type: 'FINISH_REQUESTED' })).toBe(paused);
    expect(run(paused, { type: 'TIME_UP' })).toBe(paused);
    expect(run(paused, { type: 'LIVE', event: 'taken_over' })).toBe(paused);
  });
});

describe('play machine: refusals and live events', () => {
  it.each([
    ['SESSION_TAKEN_OVER', { phase: 'interrupted', reason: 'taken_over', pending: false }],
    ['TIME_UP', { phase: 'settling', timeUp: true }],
    ['SESSION_FINISHED', { phase: 'settling', timeUp: false }],
    ['SESSION_NOT_FOUND', { phase: 'interrupted', reason: 'ended', pending: false }],
  ])('a refusal %s while playing or finishing', (code, outcome) => {
    expect(refusalOutcome(code)).toEqual(outcome);
    expect(run(running(), { type: 'REFUSED', code })).toEqual(outcome);
    expect(run(running('finishing'), { type: 'REFUSED', code })).toEqual(outcome);
  });

  it('another device taking over or ending the session interrupts play', () => {
    expect(run(running(), { type: 'LIVE', event: 'taken_over' })).toEqual(
      refusalOutcome('SESSION_TAKEN_OVER'),
    );
    expect(run(running(), { type: 'LIVE', event: 'ended' })).toMatchObject({ reason: 'ended' });
  });

  it('finished elsewhere loads that result', () => {
    expect(run(running(), { type: 'LIVE', event: 'finished', resultId: 'r2' })).toEqual({
      phase: 'settling',
      timeUp: false,
      resultId: 'r2',
    });
  });

  it("the echo of this device's own finish does not cut the finish short", () => {
    const finishing = running('finishing');
    expect(run(finishing, { type: 'LIVE', event: 'finished', resultId: 'r1' })).toBe(finishing);
  });

  it('taken over: take back waits, then runs again, or fails and stays', () => {
    const interrupted = run(running(), { type: 'LIVE', event: 'taken_over' });
    const waiting = run(interrupted, { type: 'ACTION_REQUESTED', action: 'takeover' });
    expect(waiting).toMatchObject({ phase: 'interrupted', pending: true });
    expect(run(waiting, { type: 'SESSION_STARTED', session })).toEqual(running());
    expect(run(waiting, { type: 'ACTION_FAILED' })).toMatchObject({ phase: 'interrupted', pending: false });
    expect(run(waiting, { type: 'INTRO_REQUESTED' })).toEqual(intro);
  });

  it('events of a finished run are ignored after it stopped', () => {
    const interrupted = refusalOutcome('SESSION_TAKEN_OVER');
    expect(run(interrupted, { type: 'FINISHED', detail })).toBe(interrupted);
    expect(run(interrupted, { type: 'REFUSED', code: 'TIME_UP' })).toBe(interrupted);
    expect(run(intro, { type: 'LIVE', event: 'taken_over' })).toBe(intro);
  });
});

describe('play machine: the result', () => {
  const settling: PlayState = { phase: 'settling', timeUp: true, resultId: 'r1' };

  it('loads into the summary, keeping the time-up flag', () => {
    expect(run(settling, { type: 'RESULT_LOADED', detail })).toEqual({
      phase: 'result',
      detail,
      view: 'summary',
      timeUp: true,
    });
  });

  it('a failed load can be retried with the same result', () => {
    const failed = run(settling, { type: 'RESULT_FAILED' });
    expect(failed).toEqual({ phase: 'settleFailed', timeUp: true, resultId: 'r1' });
    expect(run(failed, { type: 'RESULT_REQUESTED', timeUp: true, resultId: 'r1' })).toEqual(settling);
    expect(run(failed, { type: 'RESULT_LOADED', detail })).toBe(failed);
  });

  it('summary and details switch; replay returns to the intro', () => {
    const summary = run(settling, { type: 'RESULT_LOADED', detail });
    const details = run(summary, { type: 'VIEW_CHANGED', view: 'details' });
    expect(details).toMatchObject({ view: 'details' });
    expect(run(details, { type: 'VIEW_CHANGED', view: 'summary' })).toEqual(summary);
    expect(run(details, { type: 'INTRO_REQUESTED' })).toEqual(intro);
    expect(run(intro, { type: 'VIEW_CHANGED', view: 'details' })).toBe(intro);
  });
});
