import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSession, playThrough, seedAnswers, signedInState } from './api-session';
import { axeViolations } from './axe';
import { DEMO_PASSWORD, newPage, type PageOptions, untilHydrated, useBrowser } from './fixtures';
import { createLearner, type Learner, quizIdByTitle } from './storefront-helpers';

useBrowser();

const FREE_QUIZ = "O'zbekiston tarixi";
const THEMES = ['light', 'dark'] as const;
type Theme = (typeof THEMES)[number];
type SignedIn = PageOptions['storageState'];

/** One screen per test: how to show it, up to a state that says it is drawn. */
interface Screen {
  name: string;
  show: (page: Page) => Promise<unknown>;
}

let quizId: string;
/**
 * Browsers that open signed in: per theme a learner who owns the free quiz and has not begun it
 * (so no theme meets the other's session in progress), and the demo admin.
 */
const learners: Partial<Record<Theme, SignedIn>> = {};
let admin: SignedIn;
/** a learner who does not own the free quiz yet */
let claimer: Learner;
beforeAll(async () => {
  quizId = await quizIdByTitle(FREE_QUIZ);
  for (const theme of THEMES) {
    const owner = await createLearner('Axe Tekshiruvchi');
    await (await apiSession(owner.email, owner.password))('POST', `/api/quizzes/${quizId}/claim`);
    learners[theme] = await signedInState(owner.email, owner.password);
  }
  admin = await signedInState('admin@demo.uz', DEMO_PASSWORD);
  claimer = await createLearner('Axe Oluvchi');
});

/** Opens `path` (`:quiz` stands for the free quiz's id) and waits until `ready` sees it drawn. */
const at =
  (path: string, ready: (page: Page) => Promise<unknown>): Screen['show'] =>
  async (page) => {
    await page.goto(path.replace(':quiz', quizId));
    await ready(page);
  };
const screen = (path: string, ready: (page: Page) => Promise<unknown>): Screen => ({
  name: path,
  show: at(path, ready),
});
const mainHeading = (name: string) => (page: Page) =>
  page.getByRole('main').getByRole('heading', { name, level: 1 }).waitFor();

const PUBLIC: Screen[] = [
  screen('/', (p) => p.getByRole('heading', { level: 1 }).first().waitFor()),
  screen('/quizzes', (p) => p.getByRole('link', { name: FREE_QUIZ }).first().waitFor()),
  screen('/quiz/:quiz', (p) => p.getByRole('heading', { name: FREE_QUIZ, level: 1 }).waitFor()),
];

const playIntro = at('/play/:quiz', (p) => p.getByTestId('play-intro').waitFor());
const LEARNER: Screen[] = [
  // states only a signed-in learner sees (a signed-out one gets a sign-in prompt there)
  screen('/cart', (p) => p.getByText("Savatingiz bo'sh").waitFor()),
  screen('/profile', (p) => p.getByRole('tab').first().waitFor()),
  { name: 'the play intro', show: playIntro },
  {
    name: 'the running quiz',
    show: async (page) => {
      await playIntro(page);
      await page.getByTestId('play-intro').getByRole('button', { name: 'Boshlash' }).click();
      await page.getByTestId('timer-ring').waitFor();
    },
  },
];

const adminQuizzes = at('/admin/quizzes', (p) =>
  p.getByRole('main').getByRole('listitem', { name: FREE_QUIZ }).waitFor(),
);
/** The delete dialog of a category, opened and left open: nothing is deleted. */
const categoryDeleteDialog = (category: string, title: string): Screen => ({
  name: `the delete dialog of ${category}`,
  show: async (page) => {
    await page.goto('/admin/categories');
    await page
      .getByRole('button', { name: `${category}: o'chirish` })
      .first()
      .click();
    await page.getByRole('alertdialog', { name: title }).waitFor();
  },
});
const ADMIN: Screen[] = [
  screen('/admin/categories', (p) => p.getByRole('main').getByText('Matematika').first().waitFor()),
  // an empty category asks to confirm; one with quizzes explains why it cannot go
  categoryDeleteDialog("San'at", "Kategoriyani o'chirish"),
  categoryDeleteDialog('Matematika', "Kategoriyani o'chirib bo'lmaydi"),
  { name: '/admin/quizzes', show: adminQuizzes },
  {
    name: 'the quiz form',
    show: async (page) => {
      await adminQuizzes(page);
      await page.getByRole('button', { name: 'Yangi quiz' }).first().click();
      await page.getByRole('dialog').getByLabel('Nomi *').waitFor();
    },
  },
  screen('/admin/question-editor?quizId=:quiz', (p) =>
    p.getByRole('list', { name: "Savollar ro'yxati" }).waitFor(),
  ),
  screen('/admin', (p) => p.getByRole('main').getByRole('img').first().waitFor()),
  // newest first: on a suite's shared server the demo admin may be on a later page
  screen('/admin/users', (p) =>
    p.getByRole('list', { name: "Foydalanuvchilar ro'yxati" }).getByRole('listitem').first().waitFor(),
  ),
  screen('/admin/sessions', (p) => p.getByRole('main').getByText('Joriy sessiyangiz').first().waitFor()),
  screen('/admin/quiz-results', mainHeading('Natijalar')),
  screen('/admin/settings', (p) => p.getByLabel("O'tish foizi (0-100)").waitFor()),
  screen('/admin/audit', mainHeading('Audit jurnali')),
];

/** A page in the given theme: the preference is in localStorage before the app's first script. */
async function themedPage(
  theme: Theme,
  options: Pick<PageOptions, 'storageState' | 'keepOpen' | 'width' | 'height'> = {},
) {
  const page = await newPage(options);
  await page.addInitScript((value) => localStorage.setItem('quiz-theme', value), theme);
  return page;
}

async function expectAccessible(page: Page, { name, show }: Screen) {
  await show(page);
  expect(await axeViolations(page), name).toEqual([]);
}

// One test per screen, so that a loaded machine makes each slower but none long. The tabs are
// opened once per theme (a browser each for a visitor, the learner and the admin); every test
// loads its own screen in one of them, as a person opening it would.
describe.each(THEMES)('accessibility (axe-core, %s theme): no serious or critical violations', (theme) => {
  const tabs = {} as Record<'visitor' | 'learner' | 'admin', Page>;
  beforeAll(async () => {
    tabs.visitor = await themedPage(theme, { keepOpen: true });
    tabs.learner = await themedPage(theme, { storageState: learners[theme], keepOpen: true });
    tabs.admin = await themedPage(theme, { storageState: admin, keepOpen: true });
  });
  afterAll(async () => {
    await Promise.all(Object.values(tabs).map((page) => page.context().close()));
  });

  it.each(PUBLIC)('on the public screen $name', (s) => expectAccessible(tabs.visitor, s));
  it.each(LEARNER)("on the learner's $name", (s) => expectAccessible(tabs.learner, s));
  it.each(ADMIN)("on the admin's $name", (s) => expectAccessible(tabs.admin, s));
});

describe('accessibility (axe-core, dark theme, 390x844) of a passed and a failed result', () => {
  // free, 10 questions, never shuffled: one attempt passes (10 right), one fails (none right)
  const QUIZ = 'Fizika asoslari';
  let page: Page;
  beforeAll(async () => {
    const learner = await createLearner('Axe Natijalar');
    const call = await apiSession(learner.email, learner.password);
    const physics = await quizIdByTitle(QUIZ);
    for (const [i, right] of [10, 0].entries()) {
      await playThrough(call, physics, seedAnswers(QUIZ, right), `device-axe-results-${i}`);
    }
    page = await themedPage('dark', {
      storageState: await signedInState(learner.email, learner.password),
      keepOpen: true,
      width: 390,
      height: 844,
    });
  });
  afterAll(() => page.context().close());

  it("the profile's results: both badges readable", async () => {
    await page.goto('/profile?tab=results');
    await page.getByText("O'tdi", { exact: true }).waitFor();
    await page.getByText("O'tmadi", { exact: true }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it('the result page of each, "O\'tdi" and "O\'tmadi"', async () => {
    const badges: string[] = [];
    for (const nth of [0, 1]) {
      await page.goto('/profile?tab=results');
      await page.getByRole('link', { name: 'Batafsil natija' }).nth(nth).click();
      const badge = page.getByTestId('result-view').getByText(/^O't(di|madi)$/);
      await badge.waitFor();
      badges.push(String(await badge.textContent()));
      expect(await axeViolations(page), badges.at(-1)).toEqual([]);
    }
    expect(badges.sort()).toEqual(["O'tdi", "O'tmadi"]);
  });
});

describe('accessibility (axe-core, light theme) of a toast', () => {
  it('the success toast of a claim has none either, while it is on screen', async () => {
    const page = await themedPage('light', {
      storageState: await signedInState(claimer.email, claimer.password),
    });
    await page.goto(`/quiz/${quizId}`);
    await page.getByRole('button', { name: 'Bepul olish' }).click();
    await page.getByText('Sizda bor').waitFor();
    await page.locator('[data-sonner-toast][data-type="success"]').waitFor();
    expect(await axeViolations(page), 'a success toast').toEqual([]);
  });
});

/** The header's Kirish (inside the ☰ menu on a phone-sized screen), opening the sign-in dialog. */
async function openSignIn(page: Page, narrow: boolean) {
  await page.goto('/');
  await untilHydrated(page);
  if (narrow) await page.getByRole('button', { name: 'Menyuni ochish' }).click();
  await page.getByRole('button', { name: 'Kirish', exact: true }).first().click();
  return page.getByRole('dialog', { name: 'Hisobingizga kiring' });
}

describe.each([
  { theme: 'light' as const, width: 390, height: 844 },
  { theme: 'dark' as const, width: 1280, height: 800 },
])('accessibility (axe-core, $theme theme, $width px) of the sign-in dialog', ({ theme, width, height }) => {
  const narrow = width < 768;

  it('by phone: the number read back, a wrong number, the code step with its countdown', async () => {
    const page = await themedPage(theme, { width, height });
    const dialog = await openSignIn(page, narrow);
    await dialog.getByLabel('Telefon raqami').fill('90 555 12 34');
    await dialog.getByText('Raqam: +998 90 555 12 34').waitFor();
    expect(await axeViolations(page), 'the number').toEqual([]);

    await dialog.getByLabel('Telefon raqami').fill('12 34');
    await dialog.getByRole('button', { name: 'Kod yuborish' }).click();
    await dialog.getByText(/^Telefon raqami noto'g'ri/).waitFor();
    expect(await axeViolations(page), 'a wrong number').toEqual([]);

    await dialog.getByLabel('Telefon raqami').fill(narrow ? '90 555 12 34' : '91 555 12 34');
    await dialog.getByRole('button', { name: 'Kod yuborish' }).click();
    await dialog.getByLabel('SMS kod').waitFor();
    await dialog.getByRole('button', { name: /^Kodni qayta yuborish \(/ }).waitFor();
    expect(await axeViolations(page), 'the code step').toEqual([]);
  });

  it('by email: the sign-in and sign-up tabs', async () => {
    const page = await themedPage(theme, { width, height });
    const dialog = await openSignIn(page, narrow);
    await dialog.getByRole('tab', { name: 'Email' }).click();
    await dialog.getByLabel('Email').waitFor();
    expect(await axeViolations(page), 'email sign-in').toEqual([]);
    await dialog.getByRole('tab', { name: "Ro'yxatdan o'tish" }).click();
    await dialog.getByLabel("To'liq ism").waitFor();
    expect(await axeViolations(page), 'email sign-up').toEqual([]);
  });
});
