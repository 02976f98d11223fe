/*
 * A page the server rendered paints from its HTML, CSS and font alone; its scripts only hydrate
 * it. A script request started before the largest paint shares the phone's bandwidth with what
 * that paint needs (and Lighthouse's simulated LCP counts it whatever its priority), so such a
 * page announces no script: one small inline script adds the entry and the modules it needs
 * once the page has loaded and painted, or at once when someone starts to interact. The shell of
 * a page rendered in the browser keeps Vite's tags: it shows nothing before its scripts run.
 *
 * Until React has hydrated the page its buttons have no handlers: the loader holds a press on one
 * (marked busy) and replays it on the same element once the entry says React answers it. Links
 * and the GET forms (those with an action) work without JavaScript and are left to the browser.
 */
import { createHash } from 'node:crypto';
import { PAGE_HYDRATED_EVENT } from '../../shared/seo/page-data';
import { escapeAttr } from './route-preload';

/** An image that never finishes (a cover on another site) holds the `load` event, not hydration. */
const LOAD_WAIT_MS = 3000;

/** What React alone makes work: a press on one before hydration is held, then replayed. */
const CONTROLS = 'button,[role=button],[role=tab],[role=switch]';

/** The first signs of someone about to press: the scripts are wanted now, not after the paint. */
const INTERACTIONS = ['pointerdown', 'touchstart', 'keydown', 'focusin'];

/**
 * Runs at the end of the body; reads the entry and the modules to preload from its own data
 * attributes, so that its text (and the CSP hash admitting it) is the same on every page. A held
 * press is a click (a keyboard's Enter or Space on a button is one too), replayed as a copy of
 * itself; each control is replayed once, and only while it is still in the page.
 */
export const ENTRY_LOADER = `(() => {
  const loader = document.currentScript;
  // each held control: the click to replay on it, and the aria-busy it had
  const held = new Map();
  let scheduled, started;
  const add = (tag, attributes) => {
    const element = document.createElement(tag);
    for (const name in attributes) element.setAttribute(name, attributes[name]);
    return document.head.appendChild(element);
  };
  const start = () => {
    if (started) return;
    started = true;
    for (const href of loader.dataset.modules.split(' ')) {
      if (href) add('link', { rel: 'modulepreload', crossorigin: '', href });
    }
    add('script', { type: 'module', crossorigin: '', src: loader.dataset.entry }).onerror = () => release();
  };
  const afterPaint = () => {
    if (scheduled) return;
    scheduled = true;
    requestAnimationFrame(() => setTimeout(start));
  };
  const hold = (event) => {
    const control = event.target.closest?.('${CONTROLS}');
    if (!control || control.closest('a[href]')) return;
    if (control.type == 'submit' && control.form?.hasAttribute('action')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    start();
    if (held.has(control)) return;
    held.set(control, [event, control.getAttribute('aria-busy')]);
    control.setAttribute('aria-busy', 'true');
  };
  const release = (replay) => {
    removeEventListener('click', hold, true);
    held.forEach(([event, busy], control) => {
      if (busy == null) control.removeAttribute('aria-busy');
      else control.setAttribute('aria-busy', busy);
      if (replay && control.isConnected) control.dispatchEvent(new event.constructor('click', event));
    });
    held.clear();
  };
  for (const type of ${JSON.stringify(INTERACTIONS)}) {
    addEventListener(type, start, { capture: true, passive: true, once: true });
  }
  addEventListener('click', hold, true);
  document.addEventListener('${PAGE_HYDRATED_EVENT}', () => release(true));
  if (document.readyState === 'complete') return afterPaint();
  addEventListener('load', afterPaint);
  setTimeout(afterPaint, ${LOAD_WAIT_MS});
})();`;

/** The CSP source ('sha256-…') that admits ENTRY_LOADER. */
export const ENTRY_LOADER_SOURCE = `'sha256-${createHash('sha256').update(ENTRY_LOADER, 'utf8').digest('base64')}'`;

/** Vite's entry tag and its modulepreloads, as the build writes them (route-preload.ts adds more). */
const ENTRY_TAG = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULEPRELOAD_TAG = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** Whether `html` has a module entry the loader can take over. */
export function hasModuleEntry(html: string): boolean {
  return ENTRY_TAG.test(html);
}

/** `html` with its entry and modulepreload tags replaced by the loader at the end of the body. */
export function entryAfterPaint(html: string): string {
  const entry = html.match(ENTRY_TAG)?.[1];
  if (!entry) return html;
  const modules = [...html.matchAll(MODULEPRELOAD_TAG)].map((match) => match[1]);
  const loader =
    `<script data-entry="${escapeAttr(entry)}" data-modules="${escapeAttr(modules.join(' '))}">` +
    `${ENTRY_LOADER}</script>`;
  return html
    .replace(ENTRY_TAG, '')
    .replace(MODULEPRELOAD_TAG, '')
    .replace('</body>', () => `${loader}</body>`);
}
