import { transformSync } from 'esbuild';
import { Window } from 'happy-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { PAGE_HYDRATED_EVENT } from '../../shared/seo/page-data';
import { ENTRY_LOADER, entryAfterPaint } from './entry-after-paint';

type Callback = () => void;

const windows: Window[] = [];
afterEach(async () => {
  await Promise.all(windows.splice(0).map((window) => window.happyDOM.close()));
});

/**
 * ENTRY_LOADER run at the end of a page's body (happy-dom), with the page's `load` event, frames
 * and timers held in queues the test flushes, and the page's own clicks (what React would see
 * through its listener on the root) recorded below the loader's.
 */
function runLoader(readyState: 'loading' | 'complete', modules: string, body = '') {
  const window = new Window({
    url: 'https://bilimdon.test/',
    // the module the loader adds "loads" at once and runs nothing
    settings: { disableJavaScriptFileLoading: true, handleDisabledFileLoadingAsSuccess: true },
  });
  windows.push(window);
  const document = window.document;
  document.body.innerHTML = body;
  const loader = document.createElement('script');
  loader.dataset.entry = '/assets/index-1.js';
  loader.dataset.modules = modules;
  document.body.appendChild(loader);
  Object.defineProperty(document, 'currentScript', { value: loader });
  Object.defineProperty(document, 'readyState', { value: readyState });

  const pending = { load: [] as Callback[], frame: [] as Callback[], timer: [] as Callback[] };
  const pageClicks: { target: { id: string }; detail: number; defaultPrevented: boolean }[] = [];
  document.body.addEventListener('click', (event) => {
    const { target, detail, defaultPrevented } = event as unknown as MouseEvent;
    pageClicks.push({ target: target as HTMLElement, detail, defaultPrevented });
    // what the browser would do next (navigate, submit) is not this test's
    event.preventDefault();
  });
  const listen = (type: string, callback: Callback, options?: { capture?: boolean; once?: boolean }) =>
    type === 'load' ? pending.load.push(callback) : window.addEventListener(type, callback, options);
  new Function(
    'document',
    'addEventListener',
    'removeEventListener',
    'requestAnimationFrame',
    'setTimeout',
    ENTRY_LOADER,
  )(
    document,
    listen,
    window.removeEventListener.bind(window),
    (callback: Callback) => pending.frame.push(callback),
    (callback: Callback) => pending.timer.push(callback),
  );

  const flush = (queue: Callback[]) => {
    for (const callback of queue.splice(0)) callback();
  };
  const added = () =>
    [...document.head.children].map((element) =>
      Object.fromEntries([
        ['tag', element.localName],
        ...[...element.attributes].map((attribute) => [attribute.name, attribute.value]),
      ]),
    );
  const click = (selector: string, detail = 1) =>
    document
      .querySelector(selector)!
      .dispatchEvent(new window.MouseEvent('click', { bubbles: true, cancelable: true, detail }));
  const hydrated = () => document.dispatchEvent(new window.Event(PAGE_HYDRATED_EVENT));
  return { window, document, added, pending, flush, pageClicks, click, hydrated };
}

const ENTRY = { tag: 'script', type: 'module', crossorigin: '', src: '/assets/index-1.js' };

describe('the entry loader of a rendered page', () => {
  it('adds the modulepreloads and the entry only after the load, the next frame and a task', () => {
    const { added, pending, flush } = runLoader('loading', '/assets/framework-1.js /assets/home-1.js');
    expect(added()).toEqual([]);
    const fallback = pending.timer.splice(0);
    flush(pending.load);
    expect(added()).toEqual([]);
    flush(pending.frame);
    expect(added()).toEqual([]);
    flush(pending.timer);
    expect(added()).toEqual([
      { tag: 'link', rel: 'modulepreload', crossorigin: '', href: '/assets/framework-1.js' },
      { tag: 'link', rel: 'modulepreload', crossorigin: '', href: '/assets/home-1.js' },
      ENTRY,
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
    expect(added()).toEqual([ENTRY]);
    flush(pending.load);
    expect(pending.frame).toEqual([]);
  });

  it('on a page already loaded it waits for the next frame only; no modules: only the entry', () => {
    const { added, pending, flush } = runLoader('complete', '');
    expect(pending.load).toEqual([]);
    flush(pending.frame);
    flush(pending.timer);
    expect(added()).toEqual([ENTRY]);
  });

  it.each(['pointerdown', 'touchstart', 'keydown', 'focusin'])(
    'adds the scripts at once on the first %s, before the page has loaded, and once only',
    (type) => {
      const { window, document, added, pending, flush } = runLoader('loading', '/assets/framework-1.js');
      document.body.dispatchEvent(new window.Event(type, { bubbles: true }));
      expect(added()).toEqual([
        { tag: 'link', rel: 'modulepreload', crossorigin: '', href: '/assets/framework-1.js' },
        ENTRY,
      ]);
      flush(pending.load);
      flush(pending.frame);
      flush(pending.timer);
      document.body.dispatchEvent(new window.Event('pointerdown', { bubbles: true }));
      expect(added()).toHaveLength(2);
    },
  );

  it('leaves a page without a module entry as it is', () => {
    const html = '<head><script src="/x.js"></script></head><body></body>';
    expect(entryAfterPaint(html)).toBe(html);
  });

  it('stays under 1.5 KB once minified (it is inline in every rendered page)', () => {
    expect(transformSync(ENTRY_LOADER, { minify: true }).code.length).toBeLessThan(1500);
  });
});

describe('a press before hydration', () => {
  const PAGE =
    '<button id="sign-in" type="button">Kirish</button>' +
    '<button id="add" aria-busy="false"><svg id="icon"></svg>Savatga</button>';

  it('is held (the page sees nothing, the control is busy) and starts the scripts at once', () => {
    const { document, added, pageClicks, click } = runLoader('loading', '', PAGE);
    expect(click('#sign-in')).toBe(false);
    expect(pageClicks).toEqual([]);
    expect(document.querySelector('#sign-in')!.getAttribute('aria-busy')).toBe('true');
    expect(added()).toEqual([ENTRY]);
  });

  it('is replayed once on the same control after hydration, as it was, and the busy mark goes', () => {
    const { document, pageClicks, click, hydrated } = runLoader('loading', '', PAGE);
    click('#sign-in', 1);
    click('#sign-in', 1);
    click('#icon', 0);
    expect(document.querySelector('#add')!.getAttribute('aria-busy')).toBe('true');
    hydrated();
    expect(pageClicks.map(({ target, detail }) => [target.id, detail])).toEqual([
      ['sign-in', 1],
      ['add', 0],
    ]);
    expect(document.querySelector('#sign-in')!.hasAttribute('aria-busy')).toBe(false);
    expect(document.querySelector('#add')!.getAttribute('aria-busy')).toBe('false');
    // hydrated: React answers presses itself, the loader no longer holds or replays any
    click('#sign-in');
    hydrated();
    expect(pageClicks.map(({ target, defaultPrevented }) => [target.id, defaultPrevented])).toEqual([
      ['sign-in', false],
      ['add', false],
      ['sign-in', false],
    ]);
  });

  it('is not replayed on a control that left the page before hydration', () => {
    const { document, pageClicks, click, hydrated } = runLoader('loading', '', PAGE);
    click('#sign-in');
    document.querySelector('#sign-in')!.remove();
    hydrated();
    expect(pageClicks).toEqual([]);
  });

  it('leaves links and the GET forms that work without JavaScript to the browser', () => {
    const { document, pageClicks, click, hydrated } = runLoader(
      'loading',
      '',
      '<a id="faq" href="/faq"><span id="label">FAQ</span></a>' +
        '<form action="/quizzes" method="get"><button id="apply">Qo‘llash</button></form>' +
        '<form><button id="send">Yuborish</button></form>',
    );
    click('#label');
    click('#apply');
    click('#send');
    expect(pageClicks.map(({ target, defaultPrevented }) => [target.id, defaultPrevented])).toEqual([
      ['label', false],
      ['apply', false],
    ]);
    expect(document.querySelector('[aria-busy]')?.id).toBe('send');
    hydrated();
    expect(pageClicks.map(({ target }) => target.id)).toEqual(['label', 'apply', 'send']);
  });

  it('is let go, not replayed, when the entry fails to load: the page is as it was without it', () => {
    const { window, document, pageClicks, click, hydrated } = runLoader('loading', '', PAGE);
    click('#sign-in');
    document.head.querySelector('script')!.dispatchEvent(new window.Event('error'));
    expect(document.querySelector('#sign-in')!.hasAttribute('aria-busy')).toBe(false);
    click('#sign-in');
    hydrated();
    expect(pageClicks.map(({ target, defaultPrevented }) => [target.id, defaultPrevented])).toEqual([
      ['sign-in', false],
    ]);
  });
});
