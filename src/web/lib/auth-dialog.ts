import { useSyncExternalStore } from 'react';

export type AuthTab = 'signin' | 'signup';
export type AuthDialogState = { open: boolean; tab: AuthTab };

let state: AuthDialogState = { open: false, tab: 'signin' };
const listeners = new Set<() => void>();

function set(next: AuthDialogState): void {
  state = next;
  for (const listener of listeners) listener();
}

/** Opens the sign-in / sign-up dialog from anywhere, without importing the auth feature. */
export function openAuthDialog(tab: AuthTab = 'signin'): void {
  set({ open: true, tab });
}

export function closeAuthDialog(): void {
  set({ ...state, open: false });
}

export function setAuthDialogTab(tab: AuthTab): void {
  set({ ...state, tab });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => state;

export function useAuthDialog(): AuthDialogState {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
