import { languagePrefix } from '@shared/i18n/language-path';
import { DEFAULT_LANGUAGE, type Language, languageOfTag } from '@shared/i18n/languages';
import type { WebTextGroup } from '@shared/i18n/messages';
import type { CompiledNamespaces } from '@shared/i18n/runtime/texts';
import { installTexts, setTextsLanguage } from '@shared/i18n/runtime/texts';

type GroupModule = Promise<{ default: CompiledNamespaces }>;

// one chunk per group and language, compiled at build (vite.config.ts): a page loads its language only
const groups: Record<WebTextGroup, Record<Language, () => GroupModule>> = {
  app: {
    'uz-Latn': () => import('virtual:texts/app/uz-Latn'),
    'uz-Cyrl': () => import('virtual:texts/app/uz-Cyrl'),
    ru: () => import('virtual:texts/app/ru'),
  },
  account: {
    'uz-Latn': () => import('virtual:texts/account/uz-Latn'),
    'uz-Cyrl': () => import('virtual:texts/account/uz-Cyrl'),
    ru: () => import('virtual:texts/account/ru'),
  },
  play: {
    'uz-Latn': () => import('virtual:texts/play/uz-Latn'),
    'uz-Cyrl': () => import('virtual:texts/play/uz-Cyrl'),
    ru: () => import('virtual:texts/play/ru'),
  },
  pages: {
    'uz-Latn': () => import('virtual:texts/pages/uz-Latn'),
    'uz-Cyrl': () => import('virtual:texts/pages/uz-Cyrl'),
    ru: () => import('virtual:texts/pages/ru'),
  },
  admin: {
    'uz-Latn': () => import('virtual:texts/admin/uz-Latn'),
    'uz-Cyrl': () => import('virtual:texts/admin/uz-Cyrl'),
    ru: () => import('virtual:texts/admin/ru'),
  },
  dev: {
    'uz-Latn': () => import('virtual:texts/dev/uz-Latn'),
    'uz-Cyrl': () => import('virtual:texts/dev/uz-Cyrl'),
    ru: () => import('virtual:texts/dev/ru'),
  },
};

/** The language the page was served in (the server writes it on <html lang>). */
export function pageLanguage(): Language {
  return languageOfTag(document.documentElement.lang) ?? DEFAULT_LANGUAGE;
}

/** The router's basename: the page's language prefix ('/ru', '/uz-cyrl'), '/' for Uzbek Latin. */
export function pageBasename(): string {
  return languagePrefix(pageLanguage()) || '/';
}

const loading = new Map<string, Promise<void>>();

/** Loads a group's texts in the page's language once; later calls wait for the same load. */
export function loadTexts(group: WebTextGroup, language?: Language): Promise<void> {
  // the server installed every group in every language before rendering (entry-server.tsx)
  if (typeof document === 'undefined') return Promise.resolve();
  language ??= pageLanguage();
  const key = `${group}/${language}`;
  let load = loading.get(key);
  if (!load) {
    load = groups[group][language]().then((module) => installTexts(language, module.default));
    // a failed load (a network error) may be tried again
    load.catch(() => loading.delete(key));
    loading.set(key, load);
  }
  return load;
}

/**
 * A module (a route's, a dialog's) once the groups of texts its screens read are loaded too, in
 * the page's language: nothing renders before its texts are there.
 */
export function withTexts<Module>(groups: readonly WebTextGroup[], module: Promise<Module>): Promise<Module> {
  return Promise.all([module, ...groups.map((group) => loadTexts(group))]).then(([loaded]) => loaded);
}

/** The browser speaks the page's language for the whole visit (choosing another reloads the page). */
export function speakPageLanguage(): Language {
  const language = pageLanguage();
  setTextsLanguage(() => language);
  return language;
}
