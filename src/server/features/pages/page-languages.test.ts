import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createQuiz } from '../../test/factories';
import { TEST_ORIGIN, type TestApp } from '../../test/test-app';
import { createRenderingApp } from './pages.test-support';

let app: TestApp;

beforeAll(async () => {
  app = await createRenderingApp();
});
afterAll(() => app.close());

const page = (url: string, headers: Record<string, string> = {}) =>
  app.server.inject({ method: 'GET', url, headers });

/** The language menu's button label: a converted text of the header, in the page's language. */
const MENU_LABEL = {
  'uz-Latn': 'Tilni tanlash, hozir: O&#x27;zbekcha',
  'uz-Cyrl': 'Тилни танлаш, ҳозир: Ўзбекча',
  ru: 'Выбрать язык, сейчас: Русский',
};

describe('a page in each language', () => {
  it.each([
    ['/quizzes', 'uz-Latn', '/quizzes'],
    ['/uz-cyrl/quizzes', 'uz-Cyrl', '/uz-cyrl/quizzes'],
    ['/ru/quizzes', 'ru', '/ru/quizzes'],
    ['/ru', 'ru', '/ru'],
  ] as const)('%s is rendered in %s, its links under its prefix', async (url, language, canonical) => {
    const res = await page(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-language']).toBe(language);
    expect(res.body).toMatch(new RegExp(`^<!doctype html>\\s*<html lang="${language}">`));
    expect(res.body).toContain(`<link rel="canonical" href="${TEST_ORIGIN}${canonical}" />`);
    expect(res.body).toContain(MENU_LABEL[language]);
    const prefix = language === 'uz-Latn' ? '' : canonical.split('/')[1];
    // the header's link to the catalogue stays in the page's language
    expect(res.body).toContain(`href="${prefix ? `/${prefix}` : ''}/quizzes"`);
  });

  it('names the page in every language, and x-default, on a public page; none on a private one', async () => {
    const quiz = await createQuiz(app.db);
    const res = await page(`/ru/quiz/${quiz.id}`);
    expect(res.statusCode).toBe(200);
    for (const [hreflang, href] of [
      ['uz-Latn', `/quiz/${quiz.id}`],
      ['uz-Cyrl', `/uz-cyrl/quiz/${quiz.id}`],
      ['ru', `/ru/quiz/${quiz.id}`],
      ['x-default', `/quiz/${quiz.id}`],
    ]) {
      expect(res.body).toContain(
        `<link rel="alternate" hreflang="${hreflang}" href="${TEST_ORIGIN}${href}" />`,
      );
    }
    expect(res.body).toContain('<meta property="og:locale" content="ru_RU" />');
    const profile = await page('/uz-cyrl/profile');
    expect(profile.body).toContain('<html lang="uz-Cyrl">');
    expect(profile.headers['content-language']).toBe('uz-Cyrl');
    expect(profile.body).not.toContain('hreflang');
  });

  it('renders and caches each language apart: a page read in Russian first stays Uzbek at its own URL', async () => {
    const quiz = await createQuiz(app.db);
    const russian = await page(`/ru/quiz/${quiz.id}`);
    const latin = await page(`/quiz/${quiz.id}`);
    const russianAgain = await page(`/ru/quiz/${quiz.id}`);
    expect(russian.body).toContain(MENU_LABEL.ru);
    expect(latin.body).toContain(MENU_LABEL['uz-Latn']);
    expect(latin.body).not.toContain(MENU_LABEL.ru);
    expect(russianAgain.body).toBe(russian.body);
  });

  it('an unknown prefix is no page', async () => {
    for (const url of ['/en/quizzes', '/RU/quizzes', '/uz-Cyrl/quizzes', '/ruquizzes']) {
      expect((await page(url)).statusCode, url).toBe(404);
    }
  });
});

describe('the reader is sent to the page in their language', () => {
  it.each([
    ['the cookie', { cookie: 'lang=ru' }, '/ru/quizzes?q=tarix'],
    [
      'the cookie over Accept-Language',
      { cookie: 'lang=uz-Cyrl', 'accept-language': 'ru' },
      '/uz-cyrl/quizzes?q=tarix',
    ],
    ['Accept-Language without a cookie', { 'accept-language': 'ru-RU,ru;q=0.9' }, '/ru/quizzes?q=tarix'],
    ['Accept-Language naming Cyrillic', { 'accept-language': 'uz-Cyrl-UZ' }, '/uz-cyrl/quizzes?q=tarix'],
  ])('by %s', async (_by, headers, location) => {
    const res = await page('/quizzes?q=tarix', headers);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(location);
    expect(res.headers.vary).toBe('cookie, accept-language');
  });

  it('the home page too, to the bare prefix', async () => {
    const res = await page('/', { cookie: 'lang=ru' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/ru');
  });

  it('stays when Uzbek Latin is chosen or nothing else is asked for; the answer varies by both', async () => {
    for (const headers of [
      { cookie: 'lang=uz-Latn', 'accept-language': 'ru' } as Record<string, string>,
      { 'accept-language': 'en, uz' },
      {},
    ]) {
      const res = await page('/quizzes', headers);
      expect(res.statusCode).toBe(200);
      // and by the encoding its bytes were compressed for
      expect(res.headers.vary).toBe('cookie, accept-language, accept-encoding');
      expect(res.body).toContain('<html lang="uz-Latn">');
    }
  });

  it('never redirects a prefixed URL: the prefix beats the cookie', async () => {
    const res = await page('/uz-cyrl/quizzes', { cookie: 'lang=ru', 'accept-language': 'ru' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-language']).toBe('uz-Cyrl');
    expect(res.headers.vary).toBe('accept-encoding');
    // the 404 page of an unknown address under a prefix speaks its language too
    const missing = await page('/ru/no-such-page', { cookie: 'lang=uz-Cyrl' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<html lang="ru">');
  });
});

describe('the server renderer beside the API', () => {
  it("leaves the API's language alone: zod's field messages stay in the request's language", async () => {
    await page('/ru/quizzes');
    await page('/quizzes');
    const res = await page('/api/quizzes?page=x', { 'accept-language': 'ru' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ page: 'Введите число' });
  });
});
