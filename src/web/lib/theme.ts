import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS, safeStorage } from './storage-keys';

export type ThemePreference = 'light' | 'dark' | 'system';
export type ResolvedTheme = 'light' | 'dark';

export const THEME_PREFERENCES: readonly ThemePreference[] = ['light', 'dark', 'system'];
const DARK_QUERY = '(prefers-color-scheme: dark)';

function isPreference(value: unknown): value is ThemePreference {
  return value === 'light' || value === 'dark' || value === 'system';
}

function readPreference(): ThemePreference {
  const stored = safeStorage.get(STORAGE_KEYS.theme);
  return isPreference(stored) ? stored : 'system';
}

function systemPrefersDark(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(DARK_QUERY).matches
    : false;
}

type ThemeState = { preference: ThemePreference; resolved: ResolvedTheme };

let state: ThemeState = resolve(readPreference());
const listeners = new Set<() => void>();
let mediaCleanup: (() => void) | null = null;

function resolve(preference: ThemePreference): ThemeState {
  const dark = preference === 'dark' || (preference === 'system' && systemPrefersDark());
  return { preference, resolved: dark ? 'dark' : 'light' };
}

function applyToDocument(resolved: ResolvedTheme): void {
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  root.classList.toggle('dark', resolved === 'dark');
  root.style.colorScheme = resolved;
}

function emit(next: ThemeState): void {
  state = next;
  applyToDocument(next.resolved);
  for (const listener of listeners) listener();
}

/** While the preference is "system", follow the OS setting live. */
function watchSystem(preference: ThemePreference): void {
  mediaCleanup?.();
  mediaCleanup = null;
  if (preference !== 'system' || typeof window === 'undefined' || typeof window.matchMedia !== 'function') {
    return;
  }
  const media = window.matchMedia(DARK_QUERY);
  const onChange = () => emit(resolve('system'));
  media.addEventListener('change', onChange);
  mediaCleanup = () => media.removeEventListener('change', onChange);
}

export function getTheme(): ThemeState {
  return state;
}

/** Saves the preference in localStorage ('quiz-theme') and applies it at once. */
export function setTheme(preference: ThemePreference): void {
  safeStorage.set(STORAGE_KEYS.theme, preference);
  watchSystem(preference);
  emit(resolve(preference));
}

/** Applies the stored preference and starts following the OS when it is "system". */
export function initTheme(): () => void {
  const preference = readPreference();
  watchSystem(preference);
  emit(resolve(preference));
  return () => {
    mediaCleanup?.();
    mediaCleanup = null;
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** What the server renders (it knows no stored preference): hydration starts from it, then shows the stored one. */
const SERVER_THEME: ThemeState = { preference: 'system', resolved: 'light' };
const getServerTheme = () => SERVER_THEME;

export function useTheme(): ThemeState & { setTheme: typeof setTheme } {
  const current = useSyncExternalStore(subscribe, getTheme, getServerTheme);
  return { ...current, setTheme };
}
