// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
// @ts-expect-error: a plain .mjs script without type declarations
import { LEARNER_ROUTES } from '../../../scripts/check-bundle-budget.mjs';
import { routeTexts } from './router';

type BudgetRow = { route: string; texts: string[] };

/**
 * The router and its texts as the browser has them at a page load: a fresh module registry, so
 * the runtime holds no texts (the tests' setup compiled every group in the registry before).
 */
async function freshPage(language: string) {
  vi.resetModules();
  document.documentElement.lang = language;
  const runtime = await import('@shared/i18n/runtime/texts');
  const { speakPageLanguage } = await import('./texts');
  speakPageLanguage();
  const { preloadRoute } = await import('./router');
  const { loadAuthDialogs } = await import('./layouts/site-layout');
  return { hasTexts: runtime.hasTexts, preloadRoute, loadAuthDialogs };
}

afterEach(() => {
  document.documentElement.lang = '';
});

describe("a route's texts", () => {
  it('are loaded in the page language before the route counts as loaded (hydration waits for that)', async () => {
    const page = await freshPage('ru');
    expect(page.hasTexts('uz/play')).toBe(false);
    await page.preloadRoute('/certificates/verify/ABC-123');
    expect(page.hasTexts('uz/play')).toBe(true);
    // what the certificate check does not read stays on the server
    expect(page.hasTexts('uz/account')).toBe(false);
  });

  it('of the play page include the guest and sign-in texts it shows', async () => {
    const page = await freshPage('uz-Cyrl');
    await page.preloadRoute('/play/quiz-1');
    expect(page.hasTexts('uz/play')).toBe(true);
    expect(page.hasTexts('guest-pages')).toBe(true);
  }, 60_000);

  it('of a landing page are the first page’s own: it waits for no other group', async () => {
    const page = await freshPage('uz-Latn');
    await page.preloadRoute('/quiz/quiz-1');
    for (const namespace of ['uz/account', 'uz/play', 'guest-pages', 'pages/faq']) {
      expect(page.hasTexts(namespace)).toBe(false);
    }
  });

  it('of the sign-in dialog load with its code, before it renders', async () => {
    const page = await freshPage('ru');
    expect(page.hasTexts('phone-auth')).toBe(false);
    await page.loadAuthDialogs();
    for (const namespace of ['uz/account', 'phone-auth', 'zod']) expect(page.hasTexts(namespace)).toBe(true);
    // the dialog's modules are many: their first import takes seconds on a busy machine
  }, 60_000);

  it("are the ones check:bundle counts for each landing page's first load", () => {
    const pages = (LEARNER_ROUTES as BudgetRow[]).filter((row) => row.route.startsWith('/'));
    expect(pages.length).toBeGreaterThan(3);
    for (const { route, texts } of pages) {
      expect(routeTexts(route.replace(':id', 'quiz-1')), route).toEqual(texts);
    }
  });
});
