import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { routePreloader, type ViteManifest } from './route-preload';
import { registerWebApp } from './web-app';

/** The shape Vite writes: the entry shares the framework chunk with the quiz page. */
const manifest: ViteManifest = {
  'main.tsx': { file: 'assets/index-1.js', isEntry: true, imports: ['_framework.js'] },
  '_framework.js': { file: 'assets/framework-1.js' },
  'app/routes/quiz-detail.tsx': { file: 'assets/quiz-detail-1.js', imports: ['_framework.js', '_badge.js'] },
  '_badge.js': { file: 'assets/badge-1.js' },
  'app/routes/home.tsx': { file: 'assets/home-1.js' },
};

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

  it('adds nothing for other pages or routes missing from the build', () => {
    expect(links('/profile')).toBe('');
    expect(links('/quizzes')).toBe('');
    expect(links('/quiz/1/play')).toBe('');
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
    await registerWebApp(app, { root, allowedMethods: () => [] });
    return app;
  }

  it("carry the page's preloads in <head>", async () => {
    const app = await server();
    const page = await app.inject({ url: '/quiz/q-2' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/quiz-detail-1\.js">.*href="\/api\/quizzes\/q-2"><\/head>/);
    const home = await app.inject({ url: '/' });
    expect(home.body).toContain('href="/assets/home-1.js"');
    expect(home.body).toContain('href="/api/categories/featured"');
  });

  it('do not expose the build manifest', async () => {
    const app = await server();
    expect((await app.inject({ url: '/.vite/manifest.json' })).body).not.toContain('quiz-detail-1');
  });
});
