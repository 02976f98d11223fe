// @vitest-environment happy-dom

import { act, cleanup, render } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NARROW_SCREEN, ThemedToaster } from './providers';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A window whose width matches NARROW_SCREEN or not. */
function screenWidth(narrow: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === NARROW_SCREEN ? narrow : false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

async function toasterPosition() {
  render(<ThemedToaster />);
  act(() => {
    toast.success('Saqlandi');
  });
  const toaster = await vi.waitFor(() => {
    const found = document.querySelector('[data-sonner-toaster]');
    if (!found) throw new Error('no toaster yet');
    return found;
  });
  return `${toaster.getAttribute('data-y-position')}-${toaster.getAttribute('data-x-position')}`;
}

describe('toasts', () => {
  it('sit at the top on a phone, where they cover none of the play controls at the bottom', async () => {
    screenWidth(true);
    expect(await toasterPosition()).toBe('top-center');
  });

  it('sit at the bottom right on a wider screen', async () => {
    screenWidth(false);
    expect(await toasterPosition()).toBe('bottom-right');
  });
});
