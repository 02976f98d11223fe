import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createQuiz } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
  const day = (n: number) => new Date(Date.UTC(2026, 0, n));
  await createQuiz(app.db, { title: "O'zbek tili", description: 'Imlo qoidalari', createdAt: day(1) });
  await createQuiz(app.db, { title: 'Ўзбек адабиёти', description: 'Шеърият ва наср', createdAt: day(2) });
  await createQuiz(app.db, { title: 'Tarix', description: 'Сентябрь воқеалари, концерт', createdAt: day(3) });
  await createQuiz(app.db, { title: 'Mashhur shoirlar', description: "Is'hoq va ma'no", createdAt: day(4) });
  await createQuiz(app.db, { title: 'Geografiya', description: 'Shaharlar', createdAt: day(5) });
});
afterAll(() => app.close());

/** The titles found, as their authors wrote them (a Latin reader gets Cyrillic ones in Latin). */
const titles = async (search: string) => {
  const res = await app.server.inject(`/api/quizzes?search=${encodeURIComponent(search)}&script=original`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().quizzes as { title: string }[]).map((q) => q.title);
};

describe('catalogue search across Uzbek scripts', () => {
  it('finds Latin titles with a Cyrillic query', async () => {
    expect(await titles('ўзбек тили')).toEqual(["O'zbek tili"]);
    expect(await titles('ИМЛО')).toEqual(["O'zbek tili"]);
    expect(await titles('машҳур')).toEqual(['Mashhur shoirlar']);
    expect(await titles('Исҳоқ')).toEqual(['Mashhur shoirlar']);
    expect(await titles('маъно')).toEqual(['Mashhur shoirlar']);
  });

  it('finds Cyrillic titles and descriptions with a Latin query, in any apostrophe form', async () => {
    expect(await titles("o'zbek")).toEqual(['Ўзбек адабиёти', "O'zbek tili"]);
    expect(await titles('Oʻzbek adabiyoti')).toEqual(['Ўзбек адабиёти']);
    expect(await titles('she’riyat')).toEqual(['Ўзбек адабиёти']);
    expect(await titles('sentabr')).toEqual(['Tarix']);
    expect(await titles('konsert')).toEqual(['Tarix']);
  });

  it('keeps finding a quiz in its own script and nothing for a word no quiz has', async () => {
    expect(await titles('адабиёти')).toEqual(['Ўзбек адабиёти']);
    expect(await titles('shahar')).toEqual(['Geografiya']);
    expect(await titles('шаҳар')).toEqual(['Geografiya']);
    expect(await titles('kimyo')).toEqual([]);
    expect(await titles('кимё')).toEqual([]);
  });
});
