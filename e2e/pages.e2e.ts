import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// the texts below are read in Uzbek Latin, the language these pages open in
import '../src/shared/i18n/runtime/install-all';
import { certificatesPage } from '../src/shared/i18n/pages/certificates';
import { faqPage } from '../src/shared/i18n/pages/faq';
import { uz } from '../src/shared/i18n/uz';
import { apiSession, playThrough, seedAnswers, signedInState } from './api-session';
import { axeViolations } from './axe';
import { login, newPage, useBrowser } from './fixtures';
import { createLearner, type Learner, quizIdByTitle } from './storefront-helpers';

useBrowser();

// free, 10 questions, retakes allowed, never shuffled: the seed's order is the order shown
const QUIZ = 'Fizika asoslari';
const answers = (right: number) => seedAnswers(QUIZ, right);

const FIRST_QUESTION = faqPage.items.platform.question;
const INFO_PAGES = ['/about', '/categories', '/help', '/faq', '/guide', '/privacy', '/terms', '/cookies'];

/** A real page: one h1 that is neither the placeholder's "Tez orada" nor the not-found page's. */
async function expectRealPage(page: Page, path: string) {
  const heading = page.getByRole('main').getByRole('heading', { level: 1 });
  await heading.waitFor();
  const text = (await heading.textContent())?.trim();
  expect(text, path).not.toBe(uz.placeholder.title);
  expect(text, path).not.toBe(uz.notFound.title);
  expect(await page.getByText(uz.notFound.message).count(), path).toBe(0);
}

const figure = (page: Page, key: string) => page.getByTestId(`certificate-stat-${key}`).textContent();

describe.each([1280, 390])('the footer at %i px', (width) => {
  it('opens a real page for every link', async () => {
    const page = await newPage({ width, height: 800 });
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const paths = await footer
      .getByRole('link')
      .evaluateAll((links) =>
        links.map((link) => link.getAttribute('href') ?? '').filter((href) => href.startsWith('/')),
      );
    expect(paths).toEqual(expect.arrayContaining(['/certificates', ...INFO_PAGES, '/support', '/contact']));
    for (const path of new Set(paths)) {
      await page.getByRole('contentinfo').locator(`a[href="${path}"]`).first().click();
      await page.waitForURL((url) => url.pathname === path);
      await expectRealPage(page, path);
    }
  });
});

describe('/certificates', () => {
  let learner: Learner;
  beforeAll(async () => {
    learner = await createLearner('Sertifikat Egasi');
    const call = await apiSession(learner.email, learner.password);
    // 100% and 80% pass and earn certificates; 30% and 0% fail and earn none
    for (const [i, right] of [10, 8, 3, 0].entries()) {
      await playThrough(call, await quizIdByTitle(QUIZ), answers(right), `device-certificates-${i}`);
    }
  });

  it('shows a guest only the sign-in prompt', async () => {
    const page = await newPage();
    await page.goto('/certificates');
    await page.getByText(certificatesPage.signIn).waitFor();
    expect(await page.getByText(certificatesPage.stats.total).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('shows the four figures of a learner with passed and failed results', async () => {
    const page = await newPage({ width: 390, height: 800 });
    await page.goto('/certificates');
    await login(page, learner.email, learner.password);
    await page.getByTestId('certificate-stat-total').waitFor();
    expect(await figure(page, 'total')).toBe('2');
    expect(await figure(page, 'averageScore')).toBe('90%');
    expect(await figure(page, 'highestScore')).toBe('100%');
    expect(await figure(page, 'active')).toBe('2');
    const cards = page.getByRole('region', { name: certificatesPage.listTitle }).getByRole('listitem');
    expect(await cards.count()).toBe(2);
    expect(await cards.filter({ hasText: QUIZ }).filter({ hasText: certificatesPage.active }).count()).toBe(
      2,
    );
    expect(await axeViolations(page)).toEqual([]);
  });

  it("downloads a certificate's PDF, and its verify page the PNG", async () => {
    const signedIn = await signedInState(learner.email, learner.password);
    const page = await newPage({ width: 390, height: 800, storageState: signedIn });
    await page.goto('/certificates');
    const cards = page.getByRole('region', { name: certificatesPage.listTitle }).getByRole('listitem');
    await cards.first().waitFor();
    const download = page.waitForEvent('download');
    await cards
      .first()
      .getByRole('button', { name: certificatesPage.downloadLabel('PDF', QUIZ) })
      .click();
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);

    await cards
      .first()
      .getByRole('link', { name: certificatesPage.verifyLabel(QUIZ) })
      .click();
    await page.waitForURL(/\/certificates\/verify\/BLM-/);
    await page.getByTestId('certificate-status').waitFor();
    // the page the certificate email links to: whoever holds the code downloads the file
    const fromVerifyPage = page.waitForEvent('download');
    await page.getByRole('link', { name: uz.certificateVerify.downloadPng }).click();
    expect((await fromVerifyPage).suggestedFilename()).toMatch(/\.png$/);
  });
});

// one test per page, in a tab opened once: a loaded machine makes each slower, none long
describe('the information pages have no serious or critical axe violations', () => {
  let page: Page;
  beforeAll(async () => {
    page = await newPage({ keepOpen: true });
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it.each(INFO_PAGES)('%s', async (path) => {
    await page.goto(path);
    await expectRealPage(page, path);
    if (path === '/categories')
      await page
        .getByRole('link', { name: /ta quiz/ })
        .first()
        .waitFor();
    if (path === '/faq') {
      await page.getByRole('button', { name: FIRST_QUESTION }).click();
      await page.getByRole('region', { name: FIRST_QUESTION }).waitFor();
    }
    expect(await axeViolations(page), path).toEqual([]);
  });
});
