import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { uz } from '../src/shared/i18n/uz';
import type { QuizDetailResponse } from '../src/shared/schemas/storefront';
import { baseURL, newPage, untilHydrated, useBrowser } from './fixtures';
import { quizIdByTitle } from './storefront-helpers';

useBrowser();

/** a seed quiz with preview questions */
const QUIZ = 'Fizika asoslari';

const RENDERED_PAGES = [
  '/',
  '/quizzes',
  '/quizzes?search=asoslari&sort=price_low',
  '/categories',
  '/about',
  '/help',
  '/faq',
  '/guide',
  '/support',
  '/contact',
  '/privacy',
  '/terms',
  '/cookies',
  '/certificates/verify/BLM-NOPE-0000',
  '/bu-sahifa-yoq',
];

/** What a rendered page carries and must not ask for again: the catalogue, settings, a certificate. */
const PAGE_DATA = /\/api\/(quizzes|categories|settings\/public|certificates\/verify)/;

/**
 * Opens a page, records the API requests it makes and the console's hydration complaints (React
 * logs a mismatch as an error or a warning; main.tsx logs recovered ones as errors: the fixture
 * fails the test on any console error), and waits until React has hydrated the server's HTML.
 */
async function openRendered(page: Page, url: string) {
  const requests: string[] = [];
  const warnings: string[] = [];
  page.on('request', (request) => {
    // the app's data requests, not images (quiz covers are served under /api too)
    if (['fetch', 'xhr'].includes(request.resourceType())) requests.push(request.url());
  });
  page.on('console', (message) => {
    if (/hydrat|did not match|didn't match/i.test(message.text())) warnings.push(message.text());
  });
  const response = await page.goto(url);
  const html = (await response?.text()) ?? '';
  await untilHydrated(page);
  await page.waitForLoadState('networkidle');
  return { status: response?.status(), html, requests, warnings };
}

describe('server-rendered pages', () => {
  it('each public page arrives rendered, hydrates without a mismatch, and fetches none of its data', async () => {
    const page = await newPage();
    const urls = [...RENDERED_PAGES, `/quiz/${await quizIdByTitle(QUIZ)}`];
    for (const url of urls) {
      const { html, requests, warnings } = await openRendered(page, url);
      expect(html, url).toMatch(/<div id="root"><(?!\/div>)/);
      expect(warnings, url).toEqual([]);
      expect(
        requests.filter((request) => PAGE_DATA.test(request)),
        url,
      ).toEqual([]);
    }
  });

  it("a hydrated page is the app: a client-side navigation works and the person's parts come after", async () => {
    const page = await newPage();
    await openRendered(page, '/quizzes');
    await page.getByRole('main').getByRole('link', { name: QUIZ }).first().click();
    await page.waitForURL('**/quiz/*');
    await page.getByRole('heading', { level: 1, name: QUIZ }).waitFor();
    // signed out: the actions appear once the session is known
    await page
      .getByRole('complementary', { name: uz.quizDetail.actions })
      .getByRole('button')
      .first()
      .waitFor();
  });
});

describe('with JavaScript off', () => {
  it('the catalogue, its GET search form and its links work, and the quiz page is readable', async () => {
    const id = await quizIdByTitle(QUIZ);
    const detail = (await (await fetch(`${baseURL()}/api/quizzes/${id}`)).json()) as QuizDetailResponse;
    const page = await newPage({ javaScriptEnabled: false });
    await page.goto('/quizzes');
    const main = page.getByRole('main');
    await main.getByRole('link', { name: QUIZ }).first().waitFor();

    const search = main.getByRole('searchbox');
    await search.fill('fizika');
    await search.press('Enter');
    await page.waitForURL(/\/quizzes\?search=fizika/);
    await main.getByText(uz.catalog.found(1)).waitFor();

    await main.getByRole('link', { name: QUIZ }).first().click();
    await page.waitForURL(`**/quiz/${id}`);
    await main.getByRole('heading', { level: 1, name: QUIZ }).waitFor();
    await main.getByText(detail.quiz.description ?? '').waitFor();
    for (const question of detail.quiz.previewQuestions) {
      await main.getByText(question.questionText, { exact: true }).first().waitFor();
    }

    await page.getByRole('contentinfo').getByRole('link', { name: uz.footer.links.faq }).click();
    await page.waitForURL('**/faq');
    await main.getByRole('heading', { level: 1 }).waitFor();
  });
});
