// @vitest-environment happy-dom

import { act, cleanup, render } from '@testing-library/react';
import { toast as lazyToast } from '@web/lib/toast';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from './providers';
import { NARROW_SCREEN, ThemedToaster } from './toaster';

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
  it("sit at the bottom on a phone, clear of the header and the running quiz's timer", async () => {
    screenWidth(true);
    expect(await toasterPosition()).toBe('bottom-center');
  });

  it('sit at the bottom right on a wider screen', async () => {
    screenWidth(false);
    expect(await toasterPosition()).toBe('bottom-right');
  });
});

describe("a toast's close button", () => {
  it('is named in Uzbek and is a 24 px touch target', async () => {
    screenWidth(true);
    await toasterPosition();
    const close = await vi.waitFor(() => {
      const found = document.querySelector('[data-close-button]');
      if (!found) throw new Error('no close button yet');
      return found;
    });
    expect(close.getAttribute('aria-label')).toBe('Xabarni yopish');
    expect(close.className).toContain('!size-6');
  });
});

describe('the lazily loaded toaster', () => {
  it('shows a toast asked for before sonner and the Toaster were loaded', async () => {
    screenWidth(false);
    render(<AppProviders>page</AppProviders>);
    expect(document.querySelector('[data-sonner-toaster]')).toBeNull();
    lazyToast.success('Birinchi xabar', { description: 'tafsilot' });
    await vi.waitFor(() => {
      if (!document.body.textContent?.includes('Birinchi xabar')) throw new Error('no toast yet');
    });
    expect(document.body.textContent).toContain('tafsilot');
  });

  it('keeps the order of calls: a toast dismissed right after it was asked for is not shown', async () => {
    screenWidth(false);
    render(<AppProviders>page</AppProviders>);
    lazyToast.warning('Ogohlantirish', { id: 'w' });
    lazyToast.dismiss('w');
    lazyToast.info('Keyingi xabar');
    await vi.waitFor(() => {
      if (!document.body.textContent?.includes('Keyingi xabar')) throw new Error('no toast yet');
    });
    expect(document.body.textContent).not.toContain('Ogohlantirish');
  });
});
