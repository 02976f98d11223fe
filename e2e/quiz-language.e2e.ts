import { describe, expect, it } from 'vitest';
import { uz } from '../src/shared/i18n/uz';
import { latinToCyrillic } from '../src/shared/i18n/uz-script';
import { baseURL, newPage, untilHydrated, useBrowser } from './fixtures';
import { quizIdByTitle } from './storefront-helpers';

useBrowser();

// a seeded Uzbek quiz, written in Latin
const QUIZ = 'Matematika asoslari';
const CYRILLIC_TITLE = latinToCyrillic(QUIZ);

async function cyrillicReader() {
  const page = await newPage();
  await page.context().addCookies([{ name: 'lang', value: 'uz-Cyrl', url: baseURL() }]);
  return page;
}

describe('a reader of Uzbek in Cyrillic', () => {
  it('sees the catalogue in Cyrillic, rendered by the server and in the app', async () => {
    const page = await cyrillicReader();
    await page.goto('/quizzes');
    const main = page.getByRole('main');
    await main.getByText(CYRILLIC_TITLE, { exact: true }).first().waitFor();
    expect(await main.getByText(QUIZ, { exact: true }).count()).toBe(0);
    // the server's HTML already holds it, before any script runs
    const html = await (await page.request.get('/quizzes')).text();
    expect(html).toContain(CYRILLIC_TITLE);
  });

  it('switches the quiz page to the Latin original with one button, and keeps that choice', async () => {
    const page = await cyrillicReader();
    await page.goto(`/quiz/${await quizIdByTitle(QUIZ)}`);
    const title = page.getByRole('main').getByRole('heading', { level: 1 });
    await expect.poll(() => title.textContent()).toBe(CYRILLIC_TITLE);
    // the interface speaks the reader's Cyrillic too; a click waits for hydration
    await untilHydrated(page);
    await page.getByRole('button', { name: latinToCyrillic(uz.contentLanguage.showOriginal) }).click();
    await expect.poll(() => title.textContent()).toBe(QUIZ);
    await page.reload();
    await expect.poll(() => title.textContent()).toBe(QUIZ);
    await untilHydrated(page);
    const back = page.getByRole('button', { name: latinToCyrillic(uz.contentLanguage.showTransliterated) });
    await back.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => title.textContent()).toBe(CYRILLIC_TITLE);
  });
});
