// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Listener = () => void;

function stubMatchMedia(initiallyDark: boolean) {
  const listeners = new Set<Listener>();
  const media = {
    matches: initiallyDark,
    addEventListener: (_: string, fn: Listener) => listeners.add(fn),
    removeEventListener: (_: string, fn: Listener) => listeners.delete(fn),
  };
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => media),
  );
  return {
    setDark(dark: boolean) {
      media.matches = dark;
      for (const fn of listeners) fn();
    },
  };
}

async function freshTheme() {
  vi.resetModules();
  return import('./theme');
}

beforeEach(() => {
  localStorage.clear();
  document.documentElement.className = '';
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('theme store', () => {
  it("defaults to 'system' and follows the OS setting live", async () => {
    const os = stubMatchMedia(false);
    const theme = await freshTheme();
    const stop = theme.initTheme();
    expect(theme.getTheme()).toEqual({ preference: 'system', resolved: 'light' });
    expect(document.documentElement.classList.contains('dark')).toBe(false);

    os.setDark(true);
    expect(theme.getTheme().resolved).toBe('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    stop();
  });

  it("persists the choice in localStorage 'quiz-theme' and applies the dark class", async () => {
    stubMatchMedia(false);
    const theme = await freshTheme();
    theme.setTheme('dark');
    expect(localStorage.getItem('quiz-theme')).toBe('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);

    theme.setTheme('light');
    expect(localStorage.getItem('quiz-theme')).toBe('light');
    expect(document.documentElement.classList.contains('dark')).toBe(false);

    theme.setTheme('system');
    expect(localStorage.getItem('quiz-theme')).toBe('system');
  });

  it('reads the stored preference on load and ignores OS changes when it is explicit', async () => {
    localStorage.setItem('quiz-theme', 'dark');
    const os = stubMatchMedia(false);
    const theme = await freshTheme();
    theme.initTheme();
    expect(theme.getTheme()).toEqual({ preference: 'dark', resolved: 'dark' });
    os.setDark(false);
    expect(theme.getTheme().resolved).toBe('dark');
  });

  it('falls back to system for an unknown stored value', async () => {
    localStorage.setItem('quiz-theme', 'purple');
    stubMatchMedia(true);
    const theme = await freshTheme();
    expect(theme.getTheme()).toEqual({ preference: 'system', resolved: 'dark' });
  });
});
