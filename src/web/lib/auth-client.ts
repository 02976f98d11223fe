import { useSyncExternalStore } from 'react';
import { getSessionState, type SessionState, subscribeSession } from './session-store';

/*
 * The light side of authentication that any page may import: who is signed in, and a way to read
 * the session again. The better-auth client itself (sign-in, sign-up, sign-out, password reset)
 * lives in ./auth-actions, which only the places performing those actions load.
 */

export type { SessionUser } from './session-store';
/** Reads the session again (what better-auth's `$store.notify('$sessionSignal')` did). */
export { refreshSession } from './session-store';

/** The server renders for nobody in particular: the session is read after hydration. */
const SERVER_SESSION: SessionState = { user: null, isPending: true };
const getServerSession = () => SERVER_SESSION;

/** The signed-in user, or null; `isPending` while the session is loading. */
export function useSessionUser(): SessionState {
  return useSyncExternalStore(subscribeSession, getSessionState, getServerSession);
}
