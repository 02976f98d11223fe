import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latinToCyrillic } from '../../../shared/i18n/uz-script';
import { seedQuizzes } from '../../seed/catalog';
import { createQuiz } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let app: TestApp;
let cyrillicQuizId: string;
beforeAll(async () => {
  app = await createTestApp({ seed: true });
  const quiz = await createQuiz(app.db, {
    title: 'Ўзбек адабиёти тарихи',
    description: 'Навоий ва Бобур ижоди ҳақида саволлар',
    createdAt: new Date(Date.now() + 60_000),
  });
  cyrillicQuizId = quiz.id;
});
afterAll(() => app.close());

const LATIN = { 'accept-language': 'uz-Latn' };
const CYRILLIC = { 'accept-language': 'uz-Cyrl' };
const RUSSIAN = { 'accept-language': 'ru' };

interface Card {
  id: string;
  title: string;
  language: string;
  categoryName: string | null;
}
const get = (url: string, headers: Record<string, string> = {}) =>
  app.server.inject({ method: 'GET', url, headers });
const titles = async (url: string, headers: Record<string, string>) =>
  ((await get(url, headers)).json().quizzes as Card[]).map((q) => q.title);

const seeded = (language: 'uz' | 'ru') =>
  seedQuizzes.filter((q) => q.isActive && q.language === language).map((q) => q.title);
const ALL = '/api/quizzes?pageSize=48';

describe('the catalogue in the reader’s language and script', () => {
  it('gives a Cyrillic reader the Uzbek titles in Cyrillic, in its own language and with its own ETag', async () => {
    const latin = await get(ALL, LATIN);
    const cyrillic = await get(ALL, CYRILLIC);
    expect(cyrillic.statusCode).toBe(200);
    expect(cyrillic.headers['content-language']).toBe('uz-Cyrl');
    expect(cyrillic.headers.vary).toContain('Accept-Language');
    const cards = cyrillic.json().quizzes as Card[];
    expect(cards.map((q) => q.title)).toEqual(expect.arrayContaining(seeded('uz').map(latinToCyrillic)));
    expect(cards.map((q) => q.title)).toContain('Ўзбек адабиёти тарихи');
    expect(cards.find((q) => q.title === latinToCyrillic('Matematika asoslari'))?.categoryName).toBe(
      'Математика',
    );
    expect(cyrillic.headers.etag).not.toBe(latin.headers.etag);
    const withLatinTag = await get(ALL, { ...CYRILLIC, 'if-none-match': String(latin.headers.etag) });
    expect(withLatinTag.statusCode).toBe(200);
    expect(withLatinTag.json().quizzes[0].title).toBe(cards[0]!.title);
    const repeat = await get(ALL, { ...CYRILLIC, 'if-none-match': String(cyrillic.headers.etag) });
    expect(repeat.statusCode).toBe(304);
  });

  it('reads a Cyrillic-authored Uzbek quiz in Latin for a Latin reader, and as written on request', async () => {
    const latin = await titles(ALL, LATIN);
    expect(latin).toContain('Oʻzbek adabiyoti tarixi');
    expect(latin).toEqual(expect.arrayContaining(seeded('uz')));
    expect(await titles(`${ALL}&script=original`, LATIN)).toContain('Ўзбек адабиёти тарихи');
    const detail = await get(`/api/quizzes/${cyrillicQuizId}`, LATIN);
    expect(detail.json().quiz).toMatchObject({
      title: 'Oʻzbek adabiyoti tarixi',
      description: 'Navoiy va Bobur ijodi haqida savollar',
    });
  });

  it('lists Russian quizzes to a Russian reader by default, as written; lang=all lists both', async () => {
    const russian = await get(ALL, RUSSIAN);
    expect(russian.headers['content-language']).toBe('ru');
    const cards = russian.json().quizzes as Card[];
    expect(cards.map((q) => q.title).sort()).toEqual(seeded('ru').sort());
    expect(cards.every((q) => q.language === 'ru')).toBe(true);
    expect(await titles(`${ALL}&lang=uz`, RUSSIAN)).toEqual(expect.arrayContaining(seeded('uz')));
    const all = await titles(`${ALL}&lang=all`, RUSSIAN);
    expect(all).toEqual(expect.arrayContaining([...seeded('uz'), ...seeded('ru')]));
    expect(await titles(ALL, LATIN)).not.toContain(seeded('ru')[0]);
    // a Cyrillic reader gets Russian quizzes as written: they are no Uzbek to transliterate
    expect(await titles(`${ALL}&lang=ru`, CYRILLIC)).toEqual(expect.arrayContaining(seeded('ru')));
  });

  it('shows the home page and the categories in the reader’s language and script', async () => {
    const newest = (await get('/api/quizzes/newest?limit=12', RUSSIAN)).json().quizzes as Card[];
    expect(newest.map((q) => q.language)).toEqual(newest.map(() => 'ru'));
    expect(newest).toHaveLength(seeded('ru').length);
    const featured = async (headers: Record<string, string>) =>
      (await get('/api/categories/featured', headers)).json().categories as {
        nameEn: string;
        nameUz: string;
        activeQuizCount: number;
      }[];
    const russianCounts = Object.fromEntries(
      (await featured(RUSSIAN)).map((c) => [c.nameEn, c.activeQuizCount]),
    );
    expect(russianCounts).toEqual({ mathematics: 1, history: 1, technology: 1 });
    const cyrillic = await featured(CYRILLIC);
    expect(cyrillic.find((c) => c.nameEn === 'history')?.nameUz).toBe('Тарих');
    const options = (await get('/api/categories', CYRILLIC)).json().categories as { nameUz: string }[];
    expect(options.map((c) => c.nameUz)).toContain('Математика');
  });

  it('gives the detail’s preview questions in the reader’s script, the original on request', async () => {
    const math = seedQuizzes.find((q) => q.title === 'Matematika asoslari')!;
    const id = ((await get(`${ALL}&search=Matematika`, LATIN)).json().quizzes as Card[]).find(
      (q) => q.title === math.title,
    )!.id;
    const cyrillicAnswer = (await get(`/api/quizzes/${id}`, CYRILLIC)).json();
    const cyrillic = cyrillicAnswer.quiz;
    const first = math.modules[0]!.questions[0]!;
    expect(cyrillic.previewQuestions[0].questionText).toBe(latinToCyrillic(first.questionText));
    expect(cyrillic.previewQuestions[0].questionText).toBe('7 × 8 нечага тенг?');
    const originalAnswer = (await get(`/api/quizzes/${id}?script=original`, CYRILLIC)).json();
    const original = originalAnswer.quiz;
    expect(original.title).toBe(math.title);
    expect(original.previewQuestions[0].questionText).toBe(first.questionText);
    // the page offers the other script both ways; a reader of the author's script has nothing to switch
    expect([cyrillicAnswer.transliterable, originalAnswer.transliterable]).toEqual([true, true]);
    expect((await get(`/api/quizzes/${id}`, LATIN)).json().transliterable).toBe(false);
    expect((await get(`/api/quizzes/${id}`, RUSSIAN)).json().transliterable).toBe(false);
  });

  it('refuses an unknown language filter or script with 400', async () => {
    for (const url of [`${ALL}&lang=en`, `${ALL}&script=latin`, '/api/quizzes/newest?lang=xx']) {
      const res = await get(url, LATIN);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
  });
});
