import { useCallback, useRef, useState } from 'react';
import { type PlayEvent, type PlayState, playTransition } from './play-machine';

export interface PlayMachine {
  state: PlayState;
  /** the state after every event sent so far, also before React renders it */
  current: () => PlayState;
  send: (event: PlayEvent) => PlayState;
}

/**
 * Holds the play machine's state for the page and its runner. Callbacks of requests and live
 * events read `current()` because they must see an event sent a moment ago (a takeover that
 * arrives while a finish is on its way), not the state of the last render.
 */
export function usePlayMachine(initial: () => PlayState): PlayMachine {
  const [state, setState] = useState(initial);
  const latest = useRef(state);
  const current = useCallback(() => latest.current, []);
  const send = useCallback((event: PlayEvent) => {
    latest.current = playTransition(latest.current, event);
    setState(latest.current);
    return latest.current;
  }, []);
  return { state, current, send };
}
