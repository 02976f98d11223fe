import { useSyncExternalStore } from 'react';

export type AuthTab = 'signin' | 'signup';
/** How the learner signs in: a phone and an SMS code (offered first), or an email. */
export type AuthMethod = 'phone' | 'email';
export type AuthDialogState = { open: boolean; tab: AuthTab; method: AuthMethod };

let state: AuthDialogState = { open: false, tab: 'signin', method: 'phone' };
const listeners = new Set<() => void>();

function set(next: AuthDialogState): void {
  state = next;
  for (const listener of listeners) listener();
}

/** Opens the sign-in / sign-up dialog from anywhere, without importing the auth feature. */
export function openAuthDialog(tab: AuthTab = 'signin', method: AuthMethod = 'phone'): void {
  set({ open: true, tab, method });
}

export function closeAuthDialog(): void {
  set({ ...state, open: false });
}

export function setAuthDialogTab(tab: AuthTab): void {
  set({ ...state, tab });
}

export function setAuthDialogMethod(method: AuthMethod): void {
  set({ ...state, method });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => state;

export function useAuthDialog(): AuthDialogState {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
