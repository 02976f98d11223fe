/*
 * The page's own chunk and first API request, announced in the HTML: Vite's
 * index.html modulepreloads only the entry's static imports, so without this the browser learns
 * of the page's lazy chunk after the main script ran, and of its data after that chunk ran.
 */

import { catalogQueryString, readCatalogParams } from '../../shared/domain/catalog-params';
import { CATALOGUE_PAGE_SIZE } from '../../shared/domain/storefront';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../shared/i18n/languages';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
export type ViteManifest = Record<string, ManifestChunk>;

interface PreloadRoute {
  pattern: RegExp;
  /** the route module's manifest key (relative to src/web), as lazily imported by router.tsx */
  chunk: string;
  /** the page's first API requests, exactly as the page's queries ask (reused, not repeated) */
  data?: (match: RegExpMatchArray, search: URLSearchParams) => string[];
  /** the groups of texts the route loads with its module, beyond the first page's (router.tsx) */
  texts?: readonly string[];
}

/**
 * What every page asks for at once: who is signed in (lib/session-store.ts) and the site's
 * public settings (the footer's links).
 */
const EVERY_PAGE_DATA = ['/api/auth/get-session', '/api/settings/public'];
/** A page the server rendered carries its data (settings included): only the person is asked for. */
const RENDERED_PAGE_DATA = ['/api/auth/get-session'];

/** The pages a learner lands on (scripts/check-bundle-budget.mjs budgets the same ones). */
export const PRELOAD_ROUTES: PreloadRoute[] = [
  { pattern: /^\/$/, chunk: 'app/routes/home.tsx', data: () => ['/api/categories/featured'] },
  {
    pattern: /^\/quizzes$/,
    chunk: 'app/routes/catalog.tsx',
    // the filters come from the page's URL, read as the page reads them (catalog-params.ts)
    data: (_match, search) => [
      `/api/quizzes?${catalogQueryString(readCatalogParams(search), CATALOGUE_PAGE_SIZE)}`,
      '/api/categories',
    ],
  },
  {
    pattern: /^\/quiz\/([^/]+)$/,
    chunk: 'app/routes/quiz-detail.tsx',
    // the id as the page encodes it (get-quiz-detail.ts): decoded from the path, then encoded
    data: (match) => [`/api/quizzes/${encodeURIComponent(safeDecode(match[1] ?? ''))}`],
  },
  { pattern: /^\/cart$/, chunk: 'app/routes/cart.tsx' },
  {
    pattern: /^\/(?:play\/([^/]+)|quiz\/([^/]+)\/play)$/,
    chunk: 'app/routes/play.tsx',
    texts: ['play', 'account'],
    data: (match) => [`/api/play/${encodeURIComponent(safeDecode(match[1] ?? match[2] ?? ''))}`],
  },
];

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function closure(manifest: ViteManifest, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const dep of chunk.imports ?? []) closure(manifest, dep, seen);
  return seen;
}

export const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * `(url) => '<link …>'`: modulepreload for the route chunk and its static imports the entry does
 * not already bring, and a credentialed fetch preload (apiFetch sends `credentials: 'include'`, and
 * a preload is reused only by a request of the same credentials mode) for its first data.
 */
/** The text font every page draws with (src/web/fonts.css: shown only if it arrives in time). */
const TEXT_FONT = 'inter-latin-wght-normal.woff2';

const modulePreload = (file: string) => `<link rel="modulepreload" crossorigin href="/${file}">`;

function fontPreload(manifest: ViteManifest): string {
  const key = Object.keys(manifest).find((name) => name.endsWith(`/${TEXT_FONT}`));
  const file = key ? manifest[key]?.file : undefined;
  return file ? `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${file}">` : '';
}

/**
 * A group's texts in a language (src/web/app/texts.ts): the entry loads the app's before its first
 * render, a route its own with its module, so without this a page waits a round trip for them
 * after the main script ran.
 */
function textsPreload(manifest: ViteManifest, group: string, language: Language): string {
  const key = Object.keys(manifest).find((name) => name.endsWith(`virtual:texts/${group}/${language}`));
  const file = key ? manifest[key]?.file : undefined;
  return file ? modulePreload(file) : '';
}

const byLanguage = (links: (language: Language) => string) =>
  new Map(LANGUAGES.map((language) => [language, links(language)]));

interface PreloadOptions {
  /** the server rendered the page, with its data */
  rendered?: boolean;
  /** the page's language, whose texts the page loads */
  language?: Language;
}

export function routePreloader(manifest: ViteManifest): (url: string, options?: PreloadOptions) => string {
  const font = fontPreload(manifest);
  const texts = byLanguage((language) => textsPreload(manifest, 'app', language));
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const shell = entry ? closure(manifest, entry) : new Set<string>();
  const routes = PRELOAD_ROUTES.filter((route) => manifest[route.chunk]).map((route) => {
    const own = [...closure(manifest, route.chunk)].filter((key) => !shell.has(key));
    const modules = own.map((key) => modulePreload(manifest[key]?.file ?? ''));
    const routeTexts = byLanguage((language) =>
      (route.texts ?? []).map((group) => textsPreload(manifest, group, language)).join(''),
    );
    return { ...route, modules: modules.join(''), routeTexts };
  });
  return (url, { rendered = false, language = DEFAULT_LANGUAGE } = {}) => {
    const { pathname, searchParams } = new URL(url, 'http://page.invalid');
    const route = routes.find((candidate) => candidate.pattern.test(pathname));
    const match = route ? pathname.match(route.pattern) : null;
    const pageData = rendered || !route || !match ? [] : (route.data?.(match, searchParams) ?? []);
    const data = [...(rendered ? RENDERED_PAGE_DATA : EVERY_PAGE_DATA), ...pageData];
    const fetches = data.map(
      (href) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${escapeAttr(href)}">`,
    );
    const routeTexts = route?.routeTexts.get(language) ?? '';
    return font + (texts.get(language) ?? '') + (route?.modules ?? '') + routeTexts + fetches.join('');
  };
}

/** The links go last in <head>, after Vite's entry script and its modulepreloads. */
export function injectPreloads(html: string, links: string): string {
  return links ? html.replace('</head>', `${links}</head>`) : html;
}
