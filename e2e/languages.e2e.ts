import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languagePath } from '../src/shared/i18n/language-path';
import { LANGUAGES, type Language } from '../src/shared/i18n/languages';
import { latinToCyrillic } from '../src/shared/i18n/uz-script';
import { apiSession, playThrough, seedAnswers, signedInState } from './api-session';
import { axeViolations } from './axe';
import { baseURL, DEMO_PASSWORD, newPage, type PageOptions, untilHydrated, useBrowser } from './fixtures';
import { foreignWords, MENU_BUTTON, recordData, visibleText } from './language-check';
import { createLearner, quizIdByTitle } from './storefront-helpers';

useBrowser();

// free, never shuffled: its answer key is known (seedAnswers)
const FREE_QUIZ = 'Fizika asoslari';
/** The quiz's title as a reader of the language sees it: Uzbek content comes in the reader's script. */
const titleFor = (language: Language) => (language === 'uz-Cyrl' ? latinToCyrillic(FREE_QUIZ) : FREE_QUIZ);
/** The payment return page of no payment (the payment-status texts, converted). */
const PAYMENT_NOT_FOUND: Record<Language, string> = {
  'uz-Latn': "To'lov topilmadi",
  'uz-Cyrl': 'Тўлов топилмади',
  ru: 'Оплата не найдена',
};

/** The play screen's buttons and its finish dialog's title (the play texts; Cyrillic converted). */
const LATIN_PLAY = { start: 'Boshlash', finish: 'Yakunlash', finishTitle: 'Quizni yakunlaysizmi?' };
const PLAY: Record<Language, typeof LATIN_PLAY> = {
  'uz-Latn': LATIN_PLAY,
  'uz-Cyrl': {
    start: latinToCyrillic(LATIN_PLAY.start),
    finish: latinToCyrillic(LATIN_PLAY.finish),
    finishTitle: latinToCyrillic(LATIN_PLAY.finishTitle),
  },
  ru: { start: 'Начать', finish: 'Завершить', finishTitle: 'Завершить квиз?' },
};

let quizId: string;
let resultId: string;
let learner: PageOptions['storageState'];
let admin: PageOptions['storageState'];
beforeAll(async () => {
  quizId = await quizIdByTitle(FREE_QUIZ);
  const person = await createLearner('Til Tekshiruvchi');
  const call = await apiSession(person.email, person.password);
  resultId = await playThrough(call, quizId, seedAnswers(FREE_QUIZ, 10), 'device-languages');
  learner = await signedInState(person.email, person.password);
  admin = await signedInState('admin@demo.uz', DEMO_PASSWORD);
});

interface Screen {
  name: string;
  path: () => string;
  ready: (page: Page, language: Language) => Promise<unknown>;
  who: 'visitor' | 'learner' | 'admin';
}
const main = (page: Page) => page.getByRole('main');
const catalogue: Screen = {
  name: 'catalogue',
  // Uzbek quizzes for every reader (a Russian reader's catalogue shows Russian ones by default)
  path: () => '/quizzes?lang=uz',
  ready: (p, language) =>
    main(p)
      .getByRole('link', { name: titleFor(language) })
      .first()
      .waitFor(),
  who: 'visitor',
};
/** The public pages search engines list: also checked with axe in every language. */
const PUBLIC: Screen[] = [
  {
    name: 'home',
    path: () => '/',
    ready: (p) => main(p).getByRole('heading', { level: 1 }).first().waitFor(),
    who: 'visitor',
  },
  catalogue,
  {
    name: 'quiz detail',
    path: () => `/quiz/${quizId}`,
    ready: (p, language) =>
      main(p)
        .getByRole('heading', { name: titleFor(language), level: 1 })
        .waitFor(),
    who: 'visitor',
  },
];
const SCREENS: Screen[] = [
  ...PUBLIC,
  {
    name: 'the result of a free quiz played through',
    path: () => `/play/${quizId}?result=${resultId}`,
    ready: (p) => p.getByTestId('result-percentage').waitFor(),
    who: 'learner',
  },
  {
    name: 'profile',
    path: () => '/profile',
    ready: (p) => p.getByRole('tab').first().waitFor(),
    who: 'learner',
  },
  {
    name: 'admin dashboard',
    path: () => '/admin',
    ready: (p) => main(p).getByRole('img').first().waitFor(),
    who: 'admin',
  },
  {
    name: 'admin quizzes',
    path: () => '/admin/quizzes',
    ready: (p) => main(p).getByRole('listitem', { name: FREE_QUIZ }).waitFor(),
    who: 'admin',
  },
  {
    name: 'admin users',
    path: () => '/admin/users',
    ready: (p) => main(p).getByRole('listitem').first().waitFor(),
    who: 'admin',
  },
];

/** The page (a dialog open on it included) says its language and shows no other's words. */
async function expectTextsIn(page: Page, language: Language, data: Set<string>) {
  expect(await page.locator('html').getAttribute('lang')).toBe(language);
  expect(foreignWords(await visibleText(page), language, data)).toEqual([]);
}

/** The page says its language, keeps its links in it, names the menu in it and shows no other's words. */
async function expectInLanguage(page: Page, language: Language, data: Set<string>) {
  await page.getByRole('button', { name: MENU_BUTTON[language] }).first().waitFor();
  const home = await page
    .locator('a[href]')
    .evaluateAll((links) =>
      links.map((link) => link.getAttribute('href') ?? '').filter((href) => href.startsWith('/')),
    );
  const prefix = languagePath(language, '/').replace(/\/$/, '');
  expect(home.filter((href) => !href.startsWith(prefix) && !/^\/(api|uploads)\//.test(href))).toEqual([]);
  await expectTextsIn(page, language, data);
}

describe.each(LANGUAGES)('the site in %s, by its URL', (language) => {
  const tabs = {} as Record<Screen['who'], { page: Page; data: Set<string> }>;
  beforeAll(async () => {
    for (const [who, storageState] of [
      ['visitor', undefined],
      ['learner', learner],
      ['admin', admin],
    ] as const) {
      const page = await newPage({ storageState, keepOpen: true });
      tabs[who] = { page, data: recordData(page) };
    }
  });
  afterAll(() => Promise.all(Object.values(tabs).map(({ page }) => page.context().close())));

  it.each(SCREENS)('$name shows its texts in the language', async ({ path, ready, who }) => {
    const { page, data } = tabs[who];
    await page.goto(languagePath(language, path()));
    await ready(page, language);
    expect(new URL(page.url()).pathname.startsWith(languagePath(language, '/').replace(/\/$/, ''))).toBe(
      true,
    );
    await expectInLanguage(page, language, data);
  });

  it('the play screen: started, answered by keyboard and mouse, finished through its dialog, to the result', async () => {
    const { page, data } = tabs.learner;
    const texts = PLAY[language];
    await page.goto(languagePath(language, `/play/${quizId}`));
    const intro = page.getByTestId('play-intro');
    await intro.getByRole('heading', { name: titleFor(language), level: 1 }).waitFor();
    await untilHydrated(page);
    await expectInLanguage(page, language, data);

    await intro.getByRole('button', { name: texts.start }).click();
    await page.getByTestId('timer-ring').waitFor();
    const options = main(page).getByRole('radio');
    const current = page.locator('nav [aria-current="step"]');
    // the keys work once the screen listens: each press is repeated until it did (both are
    // idempotent here: 1 chooses the same option, → stays on an unanswered question)
    const pressUntil = (key: string, done: () => Promise<boolean>) =>
      expect
        .poll(async () => {
          if (await done()) return true;
          await page.keyboard.press(key);
          return done();
        })
        .toBe(true);
    await pressUntil('1', async () => (await options.nth(0).getAttribute('aria-checked')) === 'true');
    await pressUntil('ArrowRight', async () => (await current.textContent()) === '2');
    await options.nth(1).click();
    await expect.poll(() => options.nth(1).getAttribute('aria-checked')).toBe('true');
    // the running screen: timer, question navigation, and the save status once both answers are in
    await expect.poll(() => page.getByTestId('save-status').getAttribute('data-pending')).toBe('0');
    await expect.poll(() => page.locator('nav [data-mark="answered"]').count()).toBe(2);
    await expectInLanguage(page, language, data);

    await main(page).getByRole('button', { name: texts.finish, exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: texts.finishTitle });
    await dialog.waitFor();
    await expectTextsIn(page, language, data);
    await dialog.getByRole('button', { name: texts.finish, exact: true }).click();

    await page.getByTestId('result-view').waitFor();
    expect(new URL(page.url()).pathname).toBe(languagePath(language, `/play/${quizId}`));
    await expectInLanguage(page, language, data);
  });

  it.each(PUBLIC)('$name: no serious accessibility violation (axe)', async ({ path, ready }) => {
    const { page } = tabs.visitor;
    await page.goto(languagePath(language, path()));
    await ready(page, language);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('the payment return page speaks it (converted texts)', async () => {
    const { page } = tabs.learner;
    await page.goto(languagePath(language, `/payment/return/${crypto.randomUUID()}`));
    await main(page).getByText(PAYMENT_NOT_FOUND[language]).first().waitFor();
    await page.getByRole('button', { name: MENU_BUTTON[language] }).first().waitFor();
  });
});

describe('the language a reader chose before', () => {
  it('an unprefixed URL sends a reader whose cookie names Russian to the Russian page', async () => {
    const page = await newPage();
    await page.context().addCookies([{ name: 'lang', value: 'ru', url: baseURL() }]);
    const data = recordData(page);
    await page.goto('/quizzes?lang=uz');
    expect(new URL(page.url()).pathname).toBe('/ru/quizzes');
    await catalogue.ready(page, 'ru');
    await expectInLanguage(page, 'ru', data);
  });
});
