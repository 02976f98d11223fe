import { describe, expect, it } from 'vitest';
import { ENTRY_LOADER, entryAfterPaint } from './entry-after-paint';

type Callback = () => void;

/** ENTRY_LOADER run against a stand-in page: what it adds to <head>, and its pending callbacks. */
function runLoader(readyState: 'loading' | 'complete', modules: string) {
  const added: Record<string, string>[] = [];
  const pending = { load: [] as Callback[], frame: [] as Callback[], timer: [] as Callback[] };
  const document = {
    readyState,
    currentScript: { dataset: { entry: '/assets/index-1.js', modules } },
    createElement: (tag: string) => {
      const attributes: Record<string, string> = { tag };
      return { attributes, setAttribute: (name: string, value: string) => (attributes[name] = value) };
    },
    head: {
      appendChild: (element: { attributes: Record<string, string> }) => added.push(element.attributes),
    },
  };
  const run = new Function(
    'document',
    'addEventListener',
    'requestAnimationFrame',
    'setTimeout',
    ENTRY_LOADER,
  );
  run(
    document,
    (type: string, callback: Callback) => type === 'load' && pending.load.push(callback),
    (callback: Callback) => pending.frame.push(callback),
    (callback: Callback) => pending.timer.push(callback),
  );
  const flush = (queue: Callback[]) => {
    for (const callback of queue.splice(0)) callback();
  };
  return { added, pending, flush };
}

describe('the entry loader of a rendered page', () => {
  it('adds the modulepreloads and the entry only after the load, the next frame and a task', () => {
    const { added, pending, flush } = runLoader('loading', '/assets/framework-1.js /assets/home-1.js');
    expect(added).toEqual([]);
    const fallback = pending.timer.splice(0);
    flush(pending.load);
    expect(added).toEqual([]);
    flush(pending.frame);
    expect(added).toEqual([]);
    flush(pending.timer);
    expect(added).toEqual([
      { tag: 'link', rel: 'modulepreload', crossorigin: '', href: '/assets/framework-1.js' },
      { tag: 'link', rel: 'modulepreload', crossorigin: '', href: '/assets/home-1.js' },
      { tag: 'script', type: 'module', crossorigin: '', src: '/assets/index-1.js' },
    ]);
    // the fallback timer, when it fires, adds nothing more
    flush(fallback);
    expect(pending.frame).toEqual([]);
  });

  it('does not wait for a load that never comes (an image that hangs) longer than its timer', () => {
    const { added, pending, flush } = runLoader('loading', '');
    flush(pending.timer);
    flush(pending.frame);
    flush(pending.timer);
    expect(added).toEqual([{ tag: 'script', type: 'module', crossorigin: '', src: '/assets/index-1.js' }]);
    flush(pending.load);
    expect(pending.frame).toEqual([]);
  });

  it('on a page already loaded it waits for the next frame only; no modules: only the entry', () => {
    const { added, pending, flush } = runLoader('complete', '');
    expect(pending.load).toEqual([]);
    flush(pending.frame);
    flush(pending.timer);
    expect(added).toEqual([{ tag: 'script', type: 'module', crossorigin: '', src: '/assets/index-1.js' }]);
  });

  it('leaves a page without a module entry as it is', () => {
    const html = '<head><script src="/x.js"></script></head><body></body>';
    expect(entryAfterPaint(html)).toBe(html);
  });
});
