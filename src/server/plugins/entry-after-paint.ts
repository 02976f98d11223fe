/*
 * A page the server rendered paints from its HTML, CSS and font alone; its scripts only hydrate
 * it. A script request started before the largest paint shares the phone's bandwidth with what
 * that paint needs (and Lighthouse's simulated LCP counts it whatever its priority), so such a
 * page announces no script: one small inline script adds the entry and the modules it needs
 * once the page has loaded and painted. The shell of a page rendered in the browser keeps
 * Vite's tags: it shows nothing before its scripts run.
 */
import { createHash } from 'node:crypto';
import { escapeAttr } from './route-preload';

/** An image that never finishes (a cover on another site) holds the `load` event, not hydration. */
const LOAD_WAIT_MS = 3000;

/**
 * Runs at the end of the body; reads the entry and the modules to preload from its own data
 * attributes, so that its text (and the CSP hash admitting it) is the same on every page.
 */
export const ENTRY_LOADER = `(function () {
  var loader = document.currentScript;
  function add(tag, attributes) {
    var element = document.createElement(tag);
    for (var name in attributes) element.setAttribute(name, attributes[name]);
    document.head.appendChild(element);
  }
  var started = false;
  function loadEntry() {
    if (started) return;
    started = true;
    requestAnimationFrame(function () {
      setTimeout(function () {
        loader.dataset.modules.split(' ').filter(Boolean).forEach(function (href) {
          add('link', { rel: 'modulepreload', crossorigin: '', href: href });
        });
        add('script', { type: 'module', crossorigin: '', src: loader.dataset.entry });
      });
    });
  }
  if (document.readyState === 'complete') return loadEntry();
  addEventListener('load', loadEntry);
  setTimeout(loadEntry, ${LOAD_WAIT_MS});
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
