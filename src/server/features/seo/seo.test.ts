import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quizzes } from '../../db/schema';
import { createCategory, createQuiz, passedResult, signedInUser } from '../../test/factories';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/test-app';

/** A built index.html in miniature: the head the server rewrites, the script it must keep. */
const TEMPLATE = `<!doctype html>
<html lang="uz">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="built description" />
    <title>Bilimdon</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

let app: TestApp;

beforeAll(async () => {
  const webRoot = mkdtempSync(path.join(tmpdir(), 'bilimdon-web-'));
  writeFileSync(path.join(webRoot, 'index.html'), TEMPLATE);
  app = await createTestApp({ webRoot });
});
afterAll(() => app.close());

const page = (url: string) => app.server.inject({ method: 'GET', url });

/** The content of the first `<meta {attribute}="{name}" content="...">`, unescaped entities left as sent. */
function meta(html: string, attribute: 'name' | 'property', name: string): string | undefined {
  return html.match(new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`))?.[1];
}

describe('page heads', () => {
  it('the home page: the site name, description, canonical, Open Graph and Twitter tags, the script kept', async () => {
    const res = await page('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const html = res.body;
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Bilimdon</title>');
    expect(html).not.toContain('built description');
    // the admin's site description (settings default)
    expect(meta(html, 'name', 'description')).toBe('Bilimingizni sinang, sertifikat oling');
    expect(html).toContain(`<link rel="canonical" href="${TEST_ORIGIN}/" />`);
    expect(meta(html, 'property', 'og:url')).toBe(`${TEST_ORIGIN}/`);
    expect(meta(html, 'property', 'og:locale')).toBe('uz_UZ');
    expect(meta(html, 'property', 'og:site_name')).toBe('Bilimdon');
    expect(meta(html, 'property', 'og:image')).toBe(`${TEST_ORIGIN}/og/site.png`);
    expect(meta(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'name', 'robots')).toBeUndefined();
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
  });

  it('the catalogue: its own title; the query is not part of the canonical link', async () => {
    const html = (await page('/quizzes/?search=tarix')).body;
    expect(html).toContain('<title>Quizlar | Bilimdon</title>');
    expect(html).toContain(`<link rel="canonical" href="${TEST_ORIGIN}/quizzes" />`);
  });

  it('a quiz: its title, trimmed description, category and generated image', async () => {
    const category = await createCategory(app.db, { nameUz: 'Tarix' });
    const quiz = await createQuiz(app.db, {
      title: 'Amir Temur davri',
      description: 'Tarix. '.repeat(60),
      categoryId: category.id,
    });
    const html = (await page(`/quiz/${quiz.id}`)).body;
    expect(html).toContain('<title>Amir Temur davri | Bilimdon</title>');
    expect(meta(html, 'property', 'og:title')).toBe('Amir Temur davri | Bilimdon');
    const description = meta(html, 'name', 'description') ?? '';
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description).toMatch(/^Tarix\. Tarix\..*…$/);
    expect(meta(html, 'property', 'og:url')).toBe(`${TEST_ORIGIN}/quiz/${quiz.id}`);
    expect(meta(html, 'property', 'og:image')).toBe(
      `${TEST_ORIGIN}/og/quiz/${quiz.id}.png?v=${quiz.updatedAt.getTime()}`,
    );
  });

  it('a quiz with an uploaded raster thumbnail uses it; the generated SVG cover is never an og:image', async () => {
    const photo = await createQuiz(app.db, { thumbnailUrl: '/uploads/quiz-photo.webp' });
    expect(meta((await page(`/quiz/${photo.id}`)).body, 'property', 'og:image')).toBe(
      `${TEST_ORIGIN}/uploads/quiz-photo.webp`,
    );
    const cover = await createQuiz(app.db, { thumbnailUrl: 'https://cdn.example/cover.svg' });
    expect(meta((await page(`/quiz/${cover.id}`)).body, 'property', 'og:image')).toMatch(
      /\/og\/quiz\/.+\.png\?v=/,
    );
  });

  it('escapes what an admin typed: a title with a script tag and quotes stays text', async () => {
    const quiz = await createQuiz(app.db, {
      title: `</title><script>alert("x")</script> 'q' $& $'`,
      description: `"><script>alert(1)</script>`,
    });
    const html = (await page(`/quiz/${quiz.id}`)).body;
    expect(html).not.toContain('<script>alert');
    expect(html).toContain(
      '<title>&lt;/title&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &#39;q&#39; $&amp; $&#39; | Bilimdon</title>',
    );
    expect(meta(html, 'name', 'description')).toBe('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  it('private pages get noindex; a public one does not', async () => {
    for (const url of ['/admin/users', '/cart', '/profile', '/payment', '/guest-access', '/reset-password']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(meta(res.body, 'name', 'robots'), url).toBe('noindex, nofollow');
    }
    expect(meta((await page('/faq')).body, 'name', 'robots')).toBeUndefined();
  });

  it('the verification page names the holder and the quiz', async () => {
    const learner = await signedInUser(app, 'Dilnoza Karimova');
    const { certificate, quizId } = await passedResult(app, learner.client);
    const [quiz] = await app.db.select().from(quizzes).where(eq(quizzes.id, quizId));
    const res = await page(`/certificates/verify/${certificate.code}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<title>Sertifikat: Dilnoza Karimova, ${quiz!.title} | Bilimdon</title>`);
  });
});

describe('page statuses', () => {
  it('answers 404 with the app for unknown routes, quizzes and certificate codes', async () => {
    const inactive = await createQuiz(app.db, { isActive: false });
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const url of [
      '/no-such-page',
      '/quiz/not-a-uuid',
      `/quiz/${missing}`,
      `/quiz/${inactive.id}`,
      `/play/${inactive.id}`,
      `/quiz/${missing}/play`,
      `/guest-checkout/${missing}`,
      '/certificates/verify/BLM-NOPE0000',
    ]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.body, url).toContain('<title>Sahifa topilmadi | Bilimdon</title>');
      expect(meta(res.body, 'name', 'robots'), url).toBe('noindex, nofollow');
    }
  });

  it('answers 200 for known routes; /api and /uploads stay JSON 404s', async () => {
    const quiz = await createQuiz(app.db);
    for (const url of ['/', '/quizzes', `/quiz/${quiz.id}`, `/play/${quiz.id}`, '/about', '/certificates']) {
      expect((await page(url)).statusCode, url).toBe(200);
    }
    for (const url of ['/api/nothing', '/uploads/missing.png']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ error: { code: 'NOT_FOUND' } });
    }
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('robots.txt keeps crawlers out of private areas and names the sitemap', async () => {
    const res = await page('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    for (const path of [
      '/admin',
      '/api',
      '/play',
      '/profile',
      '/cart',
      '/payment',
      '/guest-checkout',
      '/dev',
    ]) {
      expect(res.body).toContain(`Disallow: ${path}\n`);
    }
    expect(res.body).toContain(`Sitemap: ${TEST_ORIGIN}/sitemap.xml`);
  });

  it('sitemap.xml lists the public pages and active quizzes at once, not inactive ones', async () => {
    const active = await createQuiz(app.db);
    const inactive = await createQuiz(app.db, { isActive: false });
    const res = await page('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
    );
    for (const path of ['/', '/quizzes', '/categories', '/faq', '/terms']) {
      expect(res.body).toContain(`<loc>${TEST_ORIGIN}${path}</loc>`);
    }
    expect(res.body).not.toContain('/cart<');
    expect(res.body).toContain(
      `<loc>${TEST_ORIGIN}/quiz/${active.id}</loc>\n    <lastmod>${active.updatedAt.toISOString()}</lastmod>`,
    );
    expect(res.body).not.toContain(inactive.id);

    await app.db.update(quizzes).set({ isActive: true }).where(eq(quizzes.id, inactive.id));
    expect((await page('/sitemap.xml')).body).toContain(`<loc>${TEST_ORIGIN}/quiz/${inactive.id}</loc>`);
  });

  it('sitemap.xml lists each page in every language, each address naming all of them', async () => {
    const quiz = await createQuiz(app.db);
    const { body } = await page('/sitemap.xml');
    const entries = body.split('<url>').slice(1);
    const links = (path: string) =>
      [
        ['uz-Latn', path],
        ['uz-Cyrl', `/uz-cyrl${path === '/' ? '' : path}`],
        ['ru', `/ru${path === '/' ? '' : path}`],
        ['x-default', path],
      ].map(
        ([hreflang, href]) =>
          `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${TEST_ORIGIN}${href}" />`,
      );
    for (const [path, addresses] of [
      ['/', ['/', '/uz-cyrl', '/ru']],
      ['/faq', ['/faq', '/uz-cyrl/faq', '/ru/faq']],
      [`/quiz/${quiz.id}`, [`/quiz/${quiz.id}`, `/uz-cyrl/quiz/${quiz.id}`, `/ru/quiz/${quiz.id}`]],
    ] as const) {
      for (const address of addresses) {
        const entry = entries.find((text) => text.includes(`<loc>${TEST_ORIGIN}${address}</loc>`));
        for (const link of links(path)) expect(entry, address).toContain(link);
      }
    }
  });
});

describe('link-preview images', () => {
  const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

  it('draws a 1200x630 PNG for a quiz, cached for long; 404 for an inactive quiz', async () => {
    const quiz = await createQuiz(app.db, { title: "O'zbekiston tarixi" });
    const res = await page(`/og/quiz/${quiz.id}.png?v=1`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toContain('max-age=31536000');
    expect(res.rawPayload.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(pngSize(res.rawPayload)).toEqual({ width: 1200, height: 630 });

    const inactive = await createQuiz(app.db, { isActive: false });
    expect((await page(`/og/quiz/${inactive.id}.png`)).statusCode).toBe(404);
    expect((await page('/og/quiz/nope.png')).statusCode).toBe(404);
  });

  it('draws the site image', async () => {
    const res = await page('/og/site.png');
    expect(res.statusCode).toBe(200);
    expect(pngSize(res.rawPayload)).toEqual({ width: 1200, height: 630 });
  });
});
