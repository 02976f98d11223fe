import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { faqPage } from '../src/shared/i18n/pages/faq';
import { uz } from '../src/shared/i18n/uz';
import { newPage, untilHydrated, useBrowser } from './fixtures';

useBrowser();

/**
 * Holds the app's scripts (the entry and its modules) until `release`: the page stays what the
 * server sent, as on a slow phone, for as long as the test presses on it. It also records React's
 * hydration complaints (main.tsx logs a recovered mismatch as an error, which fails the test too).
 */
async function openWithScriptsHeld(page: Page, url: string) {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/assets\/[^?]+\.js(\?|$)/, (route) => {
    if (released) void route.continue();
    else held.push(route);
  });
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (/hydrat|did not match|didn't match/i.test(message.text())) warnings.push(message.text());
  });
  await page.goto(url);
  return {
    warnings,
    /** whether React runs the page yet */
    hydrated: () =>
      page.evaluate(() =>
        Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')),
      ),
    /** the scripts asked for so far (and held) */
    requested: () => held.length,
    release: async () => {
      released = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

describe('a press before hydration', () => {
  it('on Kirish opens the sign-in dialog once React runs, the button marked busy meanwhile', async () => {
    const page = await newPage();
    const scripts = await openWithScriptsHeld(page, '/');
    const signIn = page.getByRole('button', { name: uz.nav.signIn, exact: true }).first();
    // the open dialog hides the rest of the page from the accessibility tree: the element itself
    const button = (await signIn.elementHandle())!;
    await signIn.click();
    expect(await button.getAttribute('aria-busy')).toBe('true');
    await expect.poll(() => scripts.requested()).toBeGreaterThan(0);
    expect(await scripts.hydrated()).toBe(false);
    expect(await page.getByRole('dialog').count()).toBe(0);

    await scripts.release();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('tab', { name: 'Email' }).waitFor();
    expect(await dialog.count()).toBe(1);
    expect(await button.getAttribute('aria-busy')).toBeNull();
    expect(scripts.warnings).toEqual([]);
  });

  it('on an FAQ question opens its answer: pressed twice, replayed once (twice would close it)', async () => {
    const page = await newPage();
    const scripts = await openWithScriptsHeld(page, '/faq');
    const { question } = Object.values(faqPage.items)[0]!;
    const trigger = page.getByRole('button', { name: question });
    await trigger.click();
    await trigger.click();
    expect(await trigger.getAttribute('aria-busy')).toBe('true');
    expect(await trigger.getAttribute('aria-expanded')).toBe('false');
    expect(await scripts.hydrated()).toBe(false);

    await scripts.release();
    await untilHydrated(page);
    const answer = page.getByRole('region', { name: question });
    await answer.waitFor();
    expect(await trigger.getAttribute('aria-expanded')).toBe('true');
    // the ids the server wrote are the hydrated app's (a production build does not warn of them)
    expect(await trigger.getAttribute('aria-controls')).toBe(await answer.getAttribute('id'));
    expect(await trigger.getAttribute('aria-busy')).toBeNull();
    expect(scripts.warnings).toEqual([]);
  });
});

describe('before hydration the browser keeps', () => {
  it('following a link itself', async () => {
    const page = await newPage();
    const scripts = await openWithScriptsHeld(page, '/');
    const navigation = page.waitForRequest(
      (request) => request.isNavigationRequest() && new URL(request.url()).pathname === '/faq',
    );
    await page.getByRole('contentinfo').getByRole('link', { name: uz.footer.links.faq }).click();
    await navigation;
    await page.waitForURL('**/faq');
    expect(await scripts.hydrated()).toBe(false);
  });

  it("sending the catalogue's GET search itself", async () => {
    const page = await newPage();
    const scripts = await openWithScriptsHeld(page, '/quizzes');
    const search = page.getByRole('main').getByRole('searchbox');
    await search.fill('fizika');
    await search.press('Enter');
    await page.waitForURL(/\/quizzes\?search=fizika/);
    expect(await scripts.hydrated()).toBe(false);
  });
});
