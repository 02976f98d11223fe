import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../test/http';
import { createTestApp, type TestApp } from '../test/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ seed: true });
});
afterAll(() => app.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  app.server.inject({ method: 'GET', url, headers });

function expectLanguage(res: LightMyRequestResponse, language: string) {
  expect(res.headers['content-language']).toBe(language);
  expect(String(res.headers.vary)).toMatch(/accept-language/i);
  expect(String(res.headers.vary)).toMatch(/cookie/i);
}

describe('the API answers in the reader’s language', () => {
  it.each([
    [{}, 'uz-Latn', 'Quiz topilmadi'],
    [{ 'accept-language': 'uz-UZ,uz;q=0.9' }, 'uz-Latn', 'Quiz topilmadi'],
    [{ 'accept-language': 'uz-Cyrl' }, 'uz-Cyrl', 'Квиз топилмади'],
    [{ 'accept-language': 'en-US, ru-RU;q=0.8' }, 'ru', 'Квиз не найден'],
    [{ 'accept-language': 'uz-Cyrl', cookie: 'lang=ru' }, 'ru', 'Квиз не найден'],
    [{ 'accept-language': 'ru', cookie: 'lang=uz-Latn' }, 'uz-Latn', 'Quiz topilmadi'],
  ])('an error answer for %o is in %s', async (headers, language, message) => {
    const res = await get(`/api/quizzes/${randomUUID()}`, headers);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'QUIZ_NOT_FOUND', message } });
    expectLanguage(res, language);
  });

  it("words zod's field messages in the language", async () => {
    const ru = await get('/api/quizzes?pageSize=100&page=x', { 'accept-language': 'ru' });
    expect(ru.statusCode).toBe(400);
    expect(ru.json().error).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Проверьте введённые данные',
      fields: { page: 'Введите число', pageSize: 'Значение не может быть больше 48' },
    });
    expectLanguage(ru, 'ru');
    const cyrl = await get('/api/quizzes?page=x', { 'accept-language': 'uz-Cyrl' });
    expect(cyrl.json().error.fields).toEqual({ page: 'Сон киритинг' });
    const latn = await get('/api/quizzes?page=x');
    expect(latn.json().error.fields).toEqual({ page: 'Son kiriting' });
  });

  it("maps better-auth's answers into the language", async () => {
    const res = await client(app.server).post(
      '/api/auth/sign-in/email',
      { email: 'learner@demo.uz', password: 'notmypassword' },
      { 'accept-language': 'ru' },
    );
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toEqual({
      code: 'INVALID_EMAIL_OR_PASSWORD',
      message: 'Неверный email или пароль',
    });
    expectLanguage(res, 'ru');
  });

  it("words the learner texts of an answer in the language, the spec's technical message as it is", async () => {
    const [quiz] = (await get('/api/quizzes?page=1')).json().quizzes;
    const intro = async (language: string) =>
      (await get(`/api/play/${quiz.id}`, { 'accept-language': language })).json().access;
    expect(await intro('ru')).toMatchObject({
      message: 'Войдите, чтобы открыть квиз',
      specMessage: 'Not authenticated',
    });
    expect(await intro('uz-Cyrl')).toMatchObject({
      message: 'Квизни очиш учун тизимга киринг',
      specMessage: 'Not authenticated',
    });
  });

  it("words a shared schema's own messages in the language", async () => {
    const signUp = (language: string) =>
      client(app.server).post(
        '/api/auth/sign-up/email',
        { email: 'not-an-email', password: 'short', name: 'Ali Valiyev' },
        { 'accept-language': language },
      );
    const ru = await signUp('ru');
    expect(ru.statusCode).toBe(400);
    expect(ru.json().error.fields).toMatchObject({
      email: 'Неверный формат email',
      password: 'Пароль должен содержать не менее 8 символов',
    });
    const cyrl = await signUp('uz-Cyrl');
    expect(cyrl.json().error.fields).toMatchObject({ email: 'Электрон почта манзили формати нотўғри' });
  });

  it('answers a URL Fastify cannot decode in the language too', async () => {
    const res = await get('/api/quizzes/%E0%A4%A', { 'accept-language': 'uz-Cyrl' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Киритилган маълумотларни текширинг');
    expect(res.headers['content-language']).toBe('uz-Cyrl');
  });
});

describe("the catalogue's cached answers", () => {
  it('are made per language: each says its own and varies by it, with an ETag of its own', async () => {
    const first = await get('/api/quizzes?page=1', { 'accept-language': 'uz' });
    const ru = await get('/api/quizzes?page=1', { 'accept-language': 'ru' });
    const cyrl = await get('/api/quizzes?page=1', { cookie: 'lang=uz-Cyrl' });
    expect(first.statusCode).toBe(200);
    expectLanguage(first, 'uz-Latn');
    expectLanguage(ru, 'ru');
    expectLanguage(cyrl, 'uz-Cyrl');
    expect(new Set([first, ru, cyrl].map((res) => res.headers.etag)).size).toBe(3);
  });

  it("never give a language's error to another reader of the same URL", async () => {
    const url = `/api/quizzes/${randomUUID()}`;
    const uz = await get(url);
    const ru = await get(url, { 'accept-language': 'ru', 'if-none-match': String(uz.headers.etag) });
    expect(ru.statusCode).toBe(404);
    expect(ru.json().error.message).toBe('Квиз не найден');
    expectLanguage(ru, 'ru');
  });
});

describe('other answers', () => {
  it('say their language on every API route but not on web pages', async () => {
    const health = await get('/api/health', { 'accept-language': 'ru' });
    expectLanguage(health, 'ru');
    const page = await get('/', { 'accept-language': 'ru' });
    expect(page.headers['content-language']).toBeUndefined();
  });
});
