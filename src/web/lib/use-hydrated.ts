import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the server's HTML and while the browser hydrates it, true once the app runs: a form
 * that needs the app's code keeps its button disabled until then, so an early click is not sent
 * by the browser itself (a GET with the fields in the address).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
