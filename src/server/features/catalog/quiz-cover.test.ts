import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uz } from '../../../shared/i18n/uz';
import { quizzes } from '../../db/schema';
import { seedQuizzes } from '../../seed/catalog';
import { createCategory, createQuiz } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { coverEtag, renderQuizCover, wrapText } from './quiz-cover';

describe('the generated cover', () => {
  const math = { title: 'Matematika asoslari', categoryName: 'Matematika', categoryIcon: 'calculator' };

  it('is the same picture for the same inputs and differs by category', () => {
    expect(renderQuizCover(math)).toBe(renderQuizCover({ ...math }));
    const history = { ...math, categoryName: 'Tarix', categoryIcon: 'landmark' };
    expect(renderQuizCover(history)).not.toBe(renderQuizCover(math));
    expect(coverEtag(history)).not.toBe(coverEtag(math));
    expect(coverEtag({ ...math, title: 'Boshqa nom' })).not.toBe(coverEtag(math));
  });

  it('escapes the title for XML, so markup in it is only text', () => {
    const svg = renderQuizCover({ ...math, title: `<script>"x" & 'y'` });
    expect(svg).not.toContain('<script');
    expect(svg).toContain('&lt;script&gt;&quot;x&quot; &amp; &apos;y&apos;');
  });

  it('drops characters XML does not allow', () => {
    const svg = renderQuizCover({ ...math, title: 'Nol\u0000 bayt\u0007 va \ud800 yarim' });
    expect(svg).toContain('Nol bayt va yarim');
  });

  it('wraps the title at spaces and clips what does not fit with an ellipsis', () => {
    expect(wrapText("O'zbekiston tarixi: qadimgi davr", 24, 3)).toEqual([
      "O'zbekiston tarixi:",
      'qadimgi davr',
    ]);
    const long = wrapText("bir ikki uch to'rt besh olti yetti sakkiz to'qqiz o'n", 10, 2);
    expect(long).toHaveLength(2);
    expect(long[1]!.endsWith('…')).toBe(true);
    expect(long.every((line) => [...line].length <= 10)).toBe(true);
    expect(wrapText('A'.repeat(30), 12, 3)).toEqual(['A'.repeat(12), 'A'.repeat(12), 'A'.repeat(6)]);
  });

  it('falls back to the mortarboard for a quiz without a known category', () => {
    const svg = renderQuizCover({ title: 'Sinov', categoryName: null, categoryIcon: null });
    expect(svg).toContain('M21.42 10.922');
  });
});

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ seed: true });
});
afterAll(() => app.close());

describe('GET /api/quizzes/:id/cover.svg', () => {
  it('serves an SVG that cannot run script, cached for a day with an ETag', async () => {
    const category = await createCategory(app.db, { icon: 'cpu', nameUz: 'Texnika' });
    const quiz = await createQuiz(app.db, { title: '<b>Kompyuter</b>', categoryId: category.id });
    const res = await app.server.inject(`/api/quizzes/${quiz.id}/cover.svg`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.headers['content-security-policy']).not.toMatch(/script-src/);
    expect(res.headers.etag).toMatch(/^"cover-/);
    expect(res.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(res.body).toContain('&lt;b&gt;Kompyuter&lt;/b&gt;');
    expect(res.body).toContain('Texnika');

    const again = await app.server.inject({
      url: `/api/quizzes/${quiz.id}/cover.svg`,
      headers: { 'if-none-match': res.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('changes its ETag when the title changes', async () => {
    const quiz = await createQuiz(app.db);
    const before = await app.server.inject(`/api/quizzes/${quiz.id}/cover.svg`);
    await app.db.update(quizzes).set({ title: 'Yangi nom' }).where(eq(quizzes.id, quiz.id));
    const after = await app.server.inject({
      url: `/api/quizzes/${quiz.id}/cover.svg`,
      headers: { 'if-none-match': before.headers.etag as string },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('answers 404 QUIZ_NOT_FOUND for an unknown or inactive quiz, and 400 for a bad id', async () => {
    const inactive = await createQuiz(app.db, { isActive: false });
    for (const id of [inactive.id, '00000000-0000-4000-8000-000000000000']) {
      const res = await app.server.inject(`/api/quizzes/${id}/cover.svg`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: { code: 'QUIZ_NOT_FOUND', message: uz.errors.QUIZ_NOT_FOUND } });
    }
    expect((await app.server.inject('/api/quizzes/not-a-uuid/cover.svg')).statusCode).toBe(400);
  });

  it('is the thumbnail of every seeded quiz, each active one served as its own picture', async () => {
    const seededTitles = new Set(seedQuizzes.map((q) => q.title));
    const seeded = (
      await app.db
        .select({
          id: quizzes.id,
          title: quizzes.title,
          thumbnailUrl: quizzes.thumbnailUrl,
          isActive: quizzes.isActive,
        })
        .from(quizzes)
    ).filter((quiz) => seededTitles.has(quiz.title));
    expect(seeded).toHaveLength(seedQuizzes.length);
    const pictures = new Set<string>();
    for (const quiz of seeded) {
      expect(quiz.thumbnailUrl).toBe(`/api/quizzes/${quiz.id}/cover.svg`);
      if (!quiz.isActive) continue;
      const res = await app.server.inject(quiz.thumbnailUrl!);
      expect(res.statusCode).toBe(200);
      pictures.add(res.body);
    }
    expect(pictures.size).toBe(seeded.filter((quiz) => quiz.isActive).length);
  });
});
