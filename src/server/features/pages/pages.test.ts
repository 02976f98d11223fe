import { createHash } from 'node:crypto';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uz } from '../../../shared/i18n/uz';
import { latinToCyrillic } from '../../../shared/i18n/uz-script';
import { PAGE_STATE_ID } from '../../../shared/seo/page-data';
import { createCategory, createQuiz, signedInDemo } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { quizInput } from '../admin-catalog/admin-catalog.test-support';
import { defaultSettings } from '../settings/settings.service';
import { createRenderingApp } from './pages.test-support';

let app: TestApp;

beforeAll(async () => {
  app = await createRenderingApp();
});
afterAll(() => app.close());

const page = (url: string) => app.server.inject({ method: 'GET', url });
/** The rendered app: what is inside the root element. */
const body = (html: string) =>
  html.slice(html.indexOf('<div id="root">'), html.indexOf(`id="${PAGE_STATE_ID}"`));
/** The query state sent beside it. */
function state(html: string): {
  queries: { queryKey: unknown[]; state: { status: string; data?: unknown } }[];
} {
  const json = html.match(
    new RegExp(`<script type="application/json" id="${PAGE_STATE_ID}">(.*?)</script>`),
  )?.[1];
  return JSON.parse(json ?? 'null');
}

describe('server-rendered pages', () => {
  it("a quiz's page holds its title, description, price, duration and preview questions, and its data", async () => {
    const quiz = await createQuiz(app.db, {
      title: 'Kimyo asoslari',
      description: 'Moddalar va reaksiyalar haqida',
      price: 31_000,
      durationMinutes: 17,
      questionCount: 4,
      previewCount: 2,
    });
    const res = await page(`/quiz/${quiz.id}`);
    expect(res.statusCode).toBe(200);
    const html = body(res.body);
    expect(html).toContain(
      '<h1 class="text-2xl font-bold tracking-tight break-words sm:text-3xl">Kimyo asoslari</h1>',
    );
    expect(html).toContain('Moddalar va reaksiyalar haqida');
    expect(html).toMatch(/31[\s\u00a0]000/);
    expect(html).toContain('17 daqiqa');
    expect(html).toContain('Savol 1');
    expect(html).toContain('Savol 2');
    // not a preview: never sent
    expect(res.body).not.toContain('Savol 3');
    expect(res.body).toContain('<title>Kimyo asoslari | Bilimdon</title>');
    const detail = state(res.body).queries.find((q) => q.queryKey.join('/') === `quizzes/detail/${quiz.id}`);
    expect(detail?.state).toMatchObject({ status: 'success', data: { owned: false, inCart: false } });
  });

  it('the catalogue renders the first page of quizzes for the query in the URL', async () => {
    const category = await createCategory(app.db, { nameUz: 'Astronomiya' });
    await createQuiz(app.db, { title: 'Yulduzlar olami', categoryId: category.id, difficultyLevel: 4 });
    await createQuiz(app.db, { title: 'Sayyoralar', categoryId: category.id, difficultyLevel: 1 });

    const all = body((await page('/quizzes')).body);
    expect(all).toContain('Yulduzlar olami');
    expect(all).toContain('Sayyoralar');

    const filtered = await page(`/quizzes?category=${category.id}&difficulty=4`);
    expect(filtered.statusCode).toBe(200);
    expect(body(filtered.body)).toContain('Yulduzlar olami');
    expect(body(filtered.body)).not.toContain('Sayyoralar');
    const searched = body((await page('/quizzes?search=sayyora')).body);
    expect(searched).toContain('Sayyoralar');
    expect(searched).not.toContain('Yulduzlar olami');
  });

  it("renders the catalogue and a quiz's page in the reader's language and script, cached apart", async () => {
    const quiz = await createQuiz(app.db, { title: 'Ona tili mashqlari' });
    await createQuiz(app.db, { title: 'Упражнения по русскому языку', language: 'ru' });
    const latin = body((await page('/quizzes')).body);
    const inCyrillic = body((await page('/uz-cyrl/quizzes')).body);
    expect(latin).toContain('Ona tili mashqlari');
    expect(inCyrillic).toContain('Она тили машқлари');
    expect(inCyrillic).not.toContain('Упражнения по русскому языку');
    const russian = body((await page('/ru/quizzes')).body);
    expect(russian).toContain('Упражнения по русскому языку');
    expect(russian).not.toContain('Ona tili mashqlari');
    // the language filter is a field of the GET form, and its choice a page of its own
    expect(latin).toMatch(/<select[^>]*name="lang"/);
    const both = body((await page('/quizzes?lang=all')).body);
    expect(both).toContain('Упражнения по русскому языку');
    const detail = await page(`/uz-cyrl/quiz/${quiz.id}`);
    expect(body(detail.body)).toContain('Она тили машқлари');
    expect(body(detail.body)).toContain(latinToCyrillic(uz.contentLanguage.showOriginal));
  });

  it('query string variants of one page are one page; the catalogue search form is a GET form', async () => {
    const a = await page('/quizzes?sort=newest&page=1&utm=x');
    const b = await page('/quizzes/');
    expect(a.body).toBe(b.body);
    const form = body(a.body).match(/<form[^>]*action="\/quizzes"[^>]*>/)?.[0];
    expect(form).toContain('method="get"');
    const formId = form?.match(/id="([^"]+)"/)?.[1];
    expect(body(a.body)).toContain('name="search"');
    // the filters outside the search's form join it by its id
    for (const name of ['category', 'difficulty', 'sort']) {
      expect(body(a.body)).toMatch(new RegExp(`<select[^>]*name="${name}"[^>]*form="${formId}"`));
    }
  });

  it('answers 404 with the not-found page for no page and for an unknown quiz', async () => {
    const none = await page('/no/such/page');
    expect(none.statusCode).toBe(404);
    expect(body(none.body)).toContain('sahifa topilmadi');
    const quiz = await page('/quiz/00000000-0000-4000-8000-000000000000');
    expect(quiz.statusCode).toBe(404);
    expect(body(quiz.body)).toContain('Quiz topilmadi');
    expect((await page('/quiz/not-a-uuid')).statusCode).toBe(404);
  });

  it('information pages and the home page are rendered; pages for one person keep the shell', async () => {
    for (const url of ['/about', '/faq', '/terms', '/categories', '/contact']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(body(res.body), url).toContain('<h1');
    }
    const home = await page('/');
    expect(body(home.body)).toContain('Sayyoralar');
    const cart = await page('/cart');
    expect(cart.statusCode).toBe(200);
    expect(cart.body).toContain('<div id="root"></div>');
    expect(cart.body).not.toContain(PAGE_STATE_ID);
  });

  it('a rendered page announces no script: its inline loader adds the entry and modules; the shell keeps the tags', async () => {
    const home = await page('/');
    expect(home.body).not.toContain('<script type="module"');
    expect(home.body).not.toContain('<link rel="modulepreload"');
    const loader = home.body.match(
      /<script data-entry="([^"]*)" data-modules="([^"]*)">([^<]*)<\/script><\/body>/,
    );
    expect(loader?.slice(1, 3)).toEqual(['/assets/index-abc.js', '/assets/framework-abc.js']);
    // the CSP admits the loader by its hash
    const hash = createHash('sha256')
      .update(loader?.[3] ?? '')
      .digest('base64');
    expect(home.headers['content-security-policy']).toContain(`'sha256-${hash}'`);

    const cart = (await page('/cart')).body;
    expect(cart).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    expect(cart).toContain('<link rel="modulepreload" crossorigin href="/assets/framework-abc.js">');
    expect(cart).not.toContain('data-entry');
  });

  it("an admin's edit shows on the next request (the cache follows the catalogue version)", async () => {
    const admin = await signedInDemo(app, 'admin@demo.uz');
    const quiz = await createQuiz(app.db, { title: 'Eski nom' });
    expect(body((await page(`/quiz/${quiz.id}`)).body)).toContain('Eski nom');
    expect(body((await page('/quizzes')).body)).toContain('Eski nom');

    const edit = await admin.request(
      'PUT',
      `/api/admin/quizzes/${quiz.id}`,
      quizInput({ title: 'Yangi nom', isActive: true }),
    );
    expect(edit.statusCode).toBe(200);
    const detail = body((await page(`/quiz/${quiz.id}`)).body);
    expect(detail).toContain('Yangi nom');
    expect(detail).not.toContain('Eski nom');
    expect(body((await page('/quizzes')).body)).toContain('Yangi nom');
  });

  it("an admin's settings write shows on this server's next page (the site name in header and head)", async () => {
    const admin = await signedInDemo(app, 'admin@demo.uz');
    expect(body((await page('/faq')).body)).toContain('>Bilimdon</span>');
    const save = await admin.request('PUT', '/api/admin/settings', {
      ...defaultSettings(),
      siteName: 'Zukko',
    });
    expect(save.statusCode).toBe(200);
    const res = await page('/faq');
    expect(body(res.body)).toContain('>Zukko</span>');
    expect(res.body).toContain('<title>Ko&#39;p so&#39;raladigan savollar | Zukko</title>');
    await admin.request('PUT', '/api/admin/settings', defaultSettings());
  });

  it('sends a cached page compressed, the same bytes each time', async () => {
    const request = () =>
      app.server.inject({ method: 'GET', url: '/about', headers: { 'accept-encoding': 'br' } });
    const first = await request();
    expect(first.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(first.rawPayload).toString()).toContain('<div id="root"><div');
    expect((await request()).rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('escapes the inline state: a quiz title cannot close the script', async () => {
    const quiz = await createQuiz(app.db, { title: '</script><script>alert(1)</script>' });
    const res = await page(`/quiz/${quiz.id}`);
    expect(res.body).not.toContain('<script>alert(1)');
    expect(state(res.body).queries.length).toBeGreaterThan(0);
  });
});
