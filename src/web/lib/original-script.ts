import { ORIGINAL_SCRIPT } from '@shared/domain/content-script';
import { useSyncExternalStore } from 'react';

/** This browser's choice to read quizzes as their authors wrote them, not in the reader's script. */
const KEY = 'bilimdon_original_script';
const listeners = new Set<() => void>();

export function prefersOriginal(): boolean {
  try {
    return localStorage.getItem(KEY) === '1';
  } catch {
    // storage off (private mode, the server): the reader's script
    return false;
  }
}

export function setPrefersOriginal(original: boolean): void {
  try {
    if (original) localStorage.setItem(KEY, '1');
    else localStorage.removeItem(KEY);
  } catch {
    // not remembered; the page still switches for this visit
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => event.key === KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The choice, kept in step across components and tabs; false while the page hydrates. */
export function useOriginalScript(): boolean {
  return useSyncExternalStore(subscribe, prefersOriginal, () => false);
}

/** An API path asking for the original script when `original` (the query the content routes take). */
export function inChosenScript(path: string, original = prefersOriginal()): string {
  if (!original) return path;
  return `${path}${path.includes('?') ? '&' : '?'}script=${ORIGINAL_SCRIPT}`;
}
