// @vitest-environment happy-dom
import { PAGE_HYDRATED_EVENT } from '@shared/seo/page-data';
import { act, StrictMode, startTransition, useId } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HydrationSignal } from './hydration-signal';

const onClick = vi.fn();

/** A rendered page's button, with an id from useId as a Radix trigger has. */
function Page() {
  const id = useId();
  return (
    <button type="button" id={id} onClick={onClick}>
      Kirish
    </button>
  );
}

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  vi.restoreAllMocks();
});

describe('HydrationSignal', () => {
  it('tells the page once, when React has hydrated it: a click is answered from then on', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);
    // what the page's loader does on the signal: replay its held press
    const answeredAtSignal: number[] = [];
    const replay = () => {
      container.querySelector('button')!.click();
      answeredAtSignal.push(onClick.mock.calls.length);
    };
    document.addEventListener(PAGE_HYDRATED_EVENT, replay);
    cleanups.push(
      () => document.removeEventListener(PAGE_HYDRATED_EVENT, replay),
      () => container.remove(),
    );
    // a mismatch (the ids of useId among them) is a console error in development
    const consoleError = vi.spyOn(console, 'error');

    await act(async () => {
      startTransition(() => {
        const root = hydrateRoot(
          container,
          <StrictMode>
            <HydrationSignal>
              <Page />
            </HydrationSignal>
          </StrictMode>,
        );
        cleanups.push(() => root.unmount());
      });
    });
    await vi.waitFor(() => expect(answeredAtSignal).toEqual([1]));
    // StrictMode runs the effect twice in development: the page still hears it once
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(answeredAtSignal).toEqual([1]);
    expect(consoleError).not.toHaveBeenCalled();
  });
});
