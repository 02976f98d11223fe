import { useSyncExternalStore } from 'react';

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

const snapshot = () => (typeof navigator === 'undefined' ? true : navigator.onLine);

/** Whether the browser believes it is online (a failed request is the other half of the truth). */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => true);
}
