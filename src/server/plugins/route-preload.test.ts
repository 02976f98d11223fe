import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without type declarations
import { LEARNER_ROUTES } from '../../../scripts/check-bundle-budget.mjs';
import { PRELOAD_ROUTES, routePreloader, type ViteManifest } from './route-preload';
import { registerWebApp } from './web-app';
import { readWebShell } from './web-shell';

/** The shape Vite writes: the entry shares the framework chunk with the quiz page. */
const manifest: ViteManifest = {
  'main.tsx': { file: 'assets/index-1.js', isEntry: true, imports: ['_framework.js'] },
  '_framework.js': { file: 'assets/framework-1.js' },
  'app/routes/quiz-detail.tsx': { file: 'assets/quiz-detail-1.js', imports: ['_framework.js', '_badge.js'] },
  '_badge.js': { file: 'assets/badge-1.js' },
  'app/routes/home.tsx': { file: 'assets/home-1.js' },
  'app/routes/catalog.tsx': { file: 'assets/catalog-1.js' },
  'app/routes/play.tsx': { file: 'assets/play-1.js' },
  '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2': {
    file: 'assets/inter-latin-wght-normal-1.woff2',
  },
  // the texts' chunks, as Vite names their virtual modules
  '../../virtual:texts/app/uz-Latn': { file: 'assets/uz-Latn-1.js' },
  '../../virtual:texts/app/uz-Cyrl': { file: 'assets/uz-Cyrl-1.js' },
  '../../virtual:texts/app/ru': { file: 'assets/ru-1.js' },
  '../../virtual:texts/admin/uz-Latn': { file: 'assets/uz-Latn-2.js' },
  '../../virtual:texts/play/ru': { file: 'assets/ru-3.js' },
  '../../virtual:texts/account/ru': { file: 'assets/ru-4.js' },
  '../../virtual:texts/account/uz-Latn': { file: 'assets/uz-Latn-4.js' },
};

const FONT =
  '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/inter-latin-wght-normal-1.woff2">';

const modulePreload = (file: string) => `<link rel="modulepreload" crossorigin href="/assets/${file}">`;
const APP_TEXTS = modulePreload('uz-Latn-1.js');

const fetchPreload = (href: string) =>
  `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${href}">`;

describe('route preloads', () => {
  const links = routePreloader(manifest);

  it("names the page's chunk and its imports the entry lacks, and the page's first request", () => {
    const html = links('/quiz/q-1?ref=x');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/quiz-detail-1.js">');
    expect(html).toContain('href="/assets/badge-1.js"');
    // already preloaded by index.html through the entry
    expect(html).not.toContain('framework-1.js');
    expect(html).toContain(
      '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/quizzes/q-1">',
    );
  });

  it('encodes the id as the page does, so the browser reuses the response', () => {
    expect(links('/quiz/a%20b')).toContain('href="/api/quizzes/a%20b"');
    expect(links('/quiz/%E2%80%9C"')).toContain('href="/api/quizzes/%E2%80%9C%22"');
  });

  it('asks for the text font, the session and the public settings on every page, only those elsewhere', () => {
    for (const url of ['/profile', '/cart', '/no/such/page', '/quiz/q-1']) {
      const html = links(url);
      expect(html, url).toContain(fetchPreload('/api/auth/get-session'));
      expect(html, url).toContain(fetchPreload('/api/settings/public'));
    }
    expect(links('/profile')).toBe(
      FONT + APP_TEXTS + fetchPreload('/api/auth/get-session') + fetchPreload('/api/settings/public'),
    );
  });

  it("names the app texts' chunk of the page's language, which the entry loads before its first render", () => {
    for (const url of ['/', '/profile', '/quiz/q-1', '/no/such/page']) {
      expect(links(url), url).toContain(APP_TEXTS);
      expect(links(url, { rendered: true }), url).toContain(APP_TEXTS);
    }
    expect(links('/quizzes', { language: 'uz-Cyrl' })).toContain(modulePreload('uz-Cyrl-1.js'));
    const russian = links('/cart', { rendered: true, language: 'ru' });
    expect(russian).toContain(modulePreload('ru-1.js'));
    // one language's texts only, and never the admin panel's
    expect(russian).not.toMatch(/uz-Latn|uz-Cyrl|-2\.js/);
  });

  it('names the texts a route loads with its module, in the page language only', () => {
    const play = links('/play/p-1', { language: 'ru' });
    expect(play).toContain(modulePreload('ru-3.js'));
    expect(play).toContain(modulePreload('ru-4.js'));
    expect(play).not.toContain('uz-Latn-4.js');
    // a landing page's texts are all in the app's chunk
    expect(links('/quiz/q-1', { language: 'ru' })).not.toMatch(/ru-[34]\.js/);
  });

  it('names the groups the router loads with each page (check:bundle counts the same, router-texts.test.ts)', () => {
    const pages = (LEARNER_ROUTES as { route: string; texts: string[] }[]).filter((row) =>
      row.route.startsWith('/'),
    );
    for (const { route, texts } of pages) {
      const url = route.replace(':id', 'quiz-1');
      expect(PRELOAD_ROUTES.find((candidate) => candidate.pattern.test(url))?.texts ?? [], route).toEqual(
        texts,
      );
    }
  });

  it("announces the catalogue's request for the filters in the page URL, as the page asks for it", () => {
    expect(links('/quizzes')).toContain('href="/assets/catalog-1.js"');
    expect(links('/quizzes')).toContain(fetchPreload('/api/quizzes?sort=newest&amp;page=1&amp;pageSize=12'));
    expect(links('/quizzes')).toContain(fetchPreload('/api/categories'));
    // unknown or bad values fall back as the page falls back; the search is trimmed and encoded
    expect(links('/quizzes?search=%20kimyo%27%20&sort=bogus&page=3&difficulty=9')).toContain(
      fetchPreload('/api/quizzes?search=kimyo%27&amp;sort=newest&amp;page=3&amp;pageSize=12'),
    );
  });

  it('a page the server rendered carries its data: only the session is asked for, the modules still are', () => {
    const html = links('/quizzes?search=x', { rendered: true });
    expect(html).toContain('href="/assets/catalog-1.js"');
    expect(html).toContain(fetchPreload('/api/auth/get-session'));
    expect(html).not.toContain('/api/quizzes');
    expect(html).not.toContain('/api/settings/public');
  });

  it('announces the play intro on both play addresses', () => {
    for (const url of ['/play/q-9', '/quiz/q-9/play']) {
      expect(links(url), url).toContain('href="/assets/play-1.js"');
      expect(links(url), url).toContain(fetchPreload('/api/play/q-9'));
    }
  });
});

describe('served pages', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'bilimdon-web-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  writeFileSync(path.join(root, 'index.html'), '<html><head><title>B</title></head><body></body></html>');
  mkdirSync(path.join(root, '.vite'));
  writeFileSync(path.join(root, '.vite', 'manifest.json'), JSON.stringify(manifest));

  async function server() {
    const app = Fastify();
    await registerWebApp(app, { root, shell: readWebShell(root), allowedMethods: () => [] });
    return app;
  }

  it("carry the page's preloads in <head>", async () => {
    const app = await server();
    const page = await app.inject({ url: '/quiz/q-2' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/quiz-detail-1\.js">.*href="\/api\/quizzes\/q-2"><\/head>/);
    expect(page.body).toContain(APP_TEXTS);
    const home = await app.inject({ url: '/' });
    expect(home.body).toContain('href="/assets/home-1.js"');
    expect(home.body).toContain('href="/api/categories/featured"');
  });

  it('carry the theme script inline, and the CSP of the app admits exactly it', async () => {
    writeFileSync(
      path.join(root, 'index.html'),
      '<html><head><script src="/theme-boot.js"></script></head><body></body></html>',
    );
    writeFileSync(path.join(root, 'theme-boot.js'), "// why\ndocument.documentElement.dataset.t = '1';\n");
    const shell = readWebShell(root);
    expect(shell.template).toContain("<script>document.documentElement.dataset.t = '1';</script>");
    expect(shell.inlineScriptSources).toEqual([
      `'sha256-${createHash('sha256').update("document.documentElement.dataset.t = '1';").digest('base64')}'`,
    ]);
  });

  it('do not expose the build manifest', async () => {
    const app = await server();
    expect((await app.inject({ url: '/.vite/manifest.json' })).body).not.toContain('quiz-detail-1');
  });
});
