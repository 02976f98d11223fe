import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { login, newPage, useBrowser } from './fixtures';
import { createLearner, type Learner, quizIdByTitle } from './storefront-helpers';

useBrowser();

const FREE_QUIZ = "O'zbekiston tarixi";
const THEMES = ['light', 'dark'] as const;

let learner: Learner;
let quizId: string;
beforeAll(async () => {
  learner = await createLearner('Axe Tekshiruvchi');
  quizId = await quizIdByTitle(FREE_QUIZ);
}, 180_000);

/** A page in the given theme: the preference is in localStorage before the app's first script. */
async function themedPage(theme: (typeof THEMES)[number]) {
  const page = await newPage();
  await page.addInitScript((value) => localStorage.setItem('quiz-theme', value), theme);
  return page;
}

async function expectAccessible(page: Page, path: string, ready: (page: Page) => Promise<unknown>) {
  await page.goto(path);
  await ready(page);
  expect(await axeViolations(page), path).toEqual([]);
}

describe.each(THEMES)('accessibility (axe-core, %s theme)', (theme) => {
  it('the public screens have no serious or critical violations', async () => {
    const page = await themedPage(theme);
    await expectAccessible(page, '/', (p) => p.getByRole('heading', { level: 1 }).first().waitFor());
    await expectAccessible(page, '/quizzes', (p) =>
      p.getByRole('link', { name: FREE_QUIZ }).first().waitFor(),
    );
    await expectAccessible(page, `/quiz/${quizId}`, (p) =>
      p.getByRole('heading', { name: FREE_QUIZ, level: 1 }).waitFor(),
    );
  });

  it('the signed-in screens, the play intro and the running quiz have none either', async () => {
    const page = await themedPage(theme);
    await page.goto('/');
    await login(page, learner.email, learner.password);
    await page.getByRole('button', { name: 'Foydalanuvchi menyusi' }).waitFor();
    await expectAccessible(page, '/cart', (p) => p.getByRole('heading', { level: 1 }).waitFor());
    await expectAccessible(page, '/profile', (p) => p.getByRole('tab').first().waitFor());

    if (theme === 'light') {
      await page.goto(`/quiz/${quizId}`);
      await page.getByRole('button', { name: 'Bepul olish' }).click();
      await page.getByText('Sizda bor').waitFor();
      // the success toast's colours are checked while it is on screen
      await page.locator('[data-sonner-toast][data-type="success"]').waitFor();
      expect(await axeViolations(page), 'a success toast').toEqual([]);
    }
    await expectAccessible(page, `/play/${quizId}`, (p) => p.getByTestId('play-intro').waitFor());
    const startOrResume = page.getByRole('button', { name: /Boshlash|davom ettirish/i }).first();
    await startOrResume.click();
    await page.getByTestId('timer-ring').waitFor();
    expect(await axeViolations(page), 'running quiz').toEqual([]);
  });

  it('the admin catalogue screens have none either', async () => {
    const page = await themedPage(theme);
    await page.goto('/');
    await login(page, 'admin@demo.uz');
    await page.getByRole('button', { name: 'Foydalanuvchi menyusi' }).waitFor();
    await expectAccessible(page, '/admin/categories', (p) =>
      p.getByRole('main').getByText('Matematika').first().waitFor(),
    );
    await expectAccessible(page, '/admin/quizzes', (p) =>
      p.getByRole('main').getByRole('listitem', { name: FREE_QUIZ }).waitFor(),
    );
    await page.getByRole('button', { name: 'Yangi quiz' }).first().click();
    await page.getByRole('dialog').getByLabel('Nomi *').waitFor();
    expect(await axeViolations(page), 'quiz form').toEqual([]);
    await expectAccessible(page, `/admin/question-editor?quizId=${quizId}`, (p) =>
      p.getByRole('list', { name: "Savollar ro'yxati" }).waitFor(),
    );
  });

  it('the admin operations screens have none either', async () => {
    const page = await themedPage(theme);
    await page.goto('/');
    await login(page, 'admin@demo.uz');
    await page.getByRole('button', { name: 'Foydalanuvchi menyusi' }).waitFor();
    const mainHeading = (name: string) => (p: Page) =>
      p.getByRole('main').getByRole('heading', { name, level: 1 }).waitFor();
    await expectAccessible(page, '/admin', (p) => p.getByRole('main').getByRole('img').first().waitFor());
    // newest first: on a suite's shared server the demo admin may be on a later page
    await expectAccessible(page, '/admin/users', (p) =>
      p.getByRole('list', { name: "Foydalanuvchilar ro'yxati" }).getByRole('listitem').first().waitFor(),
    );
    await expectAccessible(page, '/admin/sessions', (p) =>
      p.getByRole('main').getByText('Joriy sessiyangiz').first().waitFor(),
    );
    await expectAccessible(page, '/admin/quiz-results', mainHeading('Natijalar'));
    await expectAccessible(page, '/admin/settings', (p) => p.getByLabel("O'tish foizi (0-100)").waitFor());
    await expectAccessible(page, '/admin/audit', mainHeading('Audit jurnali'));
  });
});
