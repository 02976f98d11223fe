import type { Page } from 'playwright-core';
import type { Language } from '../src/shared/i18n/languages';

/** The language menu's button, a converted text: how each language asks to choose. */
export const MENU_BUTTON: Record<Language, string> = {
  'uz-Latn': "Tilni tanlash, hozir: O'zbekcha",
  'uz-Cyrl': 'Тилни танлаш, ҳозир: Ўзбекча',
  ru: 'Выбрать язык, сейчас: Русский',
};

/** Latin words a Cyrillic or Russian page may show: the brand, the payment systems' names, "Cookie". */
const BRANDS = new Set(['Bilimdon', 'Payme', 'Click', 'Uzum', 'Cookie']);
/** Uzbek Latin as a Russian reader would notice it: o'/g' and the most frequent words and endings. */
const UZBEK_LATIN =
  /^(?:.*[oOgG]['ʻ’‘].*|va|uchun|bilan|yoki|quiz|quizlar|savol|savollar|natija|sahifa|kirish|chiqish|barcha|hammasi|yangi|ko.rish|bosh|.+(?:lar|ning|ingiz|dagi|moqda|ish))$/i;

/**
 * Records what the page was told by the server as data: the strings of successful JSON answers
 * and of a rendered page's state. Names, titles, emails and quiz content come from there, never
 * from the interface's texts, so they are the allow-list of a page's words in another script.
 */
export function recordData(page: Page): Set<string> {
  const strings = new Set<string>();
  const collect = (value: unknown): void => {
    if (typeof value === 'string') strings.add(value);
    else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  page.on('response', async (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!response.ok() || !type.includes('application/json')) return;
    collect(await response.json().catch(() => null));
  });
  page.on('load', async () => {
    const state = await page
      .locator('#page-state')
      .textContent({ timeout: 1000 })
      .catch(() => null);
    if (state) collect(JSON.parse(state));
  });
  return strings;
}

/**
 * The text a reader sees, without what is marked as in another language (`lang`: the language
 * menu names each language in itself), nor scripts and hidden elements.
 */
export function visibleText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const pageLang = document.documentElement.lang;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const parts: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, template')) continue;
      if (!parent.checkVisibility({ opacityProperty: false, visibilityProperty: true })) continue;
      const lang = parent.closest('[lang]')?.getAttribute('lang');
      if (lang && lang !== pageLang) continue;
      parts.push(node.textContent ?? '');
    }
    return parts.join(' ');
  });
}

/** The words of `text` that the page's language should not show, data (`allowed`) left out. */
export function foreignWords(text: string, language: Language, allowed: Set<string>): string[] {
  let rest = text;
  // the longest first, so a title is taken out whole before a word of it
  for (const value of [...allowed].filter((s) => s.trim().length > 1).sort((a, b) => b.length - a.length)) {
    rest = rest.split(value).join(' ');
  }
  rest = rest
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, ' ')
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/\b[\w-]*\d[\w-]*\b/g, ' ');
  const words = rest.match(/[A-Za-z][A-Za-z'ʻ’‘-]*/g) ?? [];
  const foreign = words.filter((word) => {
    // codes, and the answer options' letters A-F (the keys that choose them)
    if (BRANDS.has(word) || /^[A-Z]{2,}$/.test(word) || /^[A-F]$/.test(word)) return false;
    if (language === 'uz-Cyrl') return true;
    if (language === 'ru') return UZBEK_LATIN.test(word);
    return false;
  });
  return [...new Set(foreign)];
}
