import { describe, expect, it } from 'vitest';
import { languagePath, languagePrefix, splitLanguagePath } from './language-path';

describe('splitLanguagePath', () => {
  it.each([
    ['/', 'uz-Latn', false, '/'],
    ['/quizzes?q=tarix', 'uz-Latn', false, '/quizzes?q=tarix'],
    ['/ru', 'ru', true, '/'],
    ['/ru/', 'ru', true, '/'],
    ['/ru?x=1', 'ru', true, '/?x=1'],
    ['/ru/quiz/abc', 'ru', true, '/quiz/abc'],
    ['/uz-cyrl/quizzes?page=2', 'uz-Cyrl', true, '/quizzes?page=2'],
    ['/uz-cyrl', 'uz-Cyrl', true, '/'],
  ])('%s is %s (prefixed: %s), route %s', (url, language, prefixed, path) => {
    expect(splitLanguagePath(url)).toEqual({ language, prefixed, path });
  });

  it('leaves paths that only start like a prefix in Uzbek Latin', () => {
    expect(splitLanguagePath('/rules')).toEqual({ language: 'uz-Latn', prefixed: false, path: '/rules' });
    expect(splitLanguagePath('/uz-cyrlx/a').prefixed).toBe(false);
    // the prefix is lower case only: another spelling is no page (a 404), never a second URL
    expect(splitLanguagePath('/RU/quizzes').prefixed).toBe(false);
    expect(splitLanguagePath('/uz-Cyrl/quizzes').prefixed).toBe(false);
  });
});

describe('languagePath', () => {
  it('prefixes every language but Uzbek Latin', () => {
    expect(languagePrefix('uz-Latn')).toBe('');
    expect(languagePath('uz-Latn', '/quizzes')).toBe('/quizzes');
    expect(languagePath('ru', '/')).toBe('/ru');
    expect(languagePath('ru', '/?a=1')).toBe('/ru?a=1');
    expect(languagePath('uz-Cyrl', '/quiz/1')).toBe('/uz-cyrl/quiz/1');
  });

  it('is undone by splitLanguagePath', () => {
    for (const path of ['/', '/quizzes?page=2', '/admin/users']) {
      for (const language of ['uz-Latn', 'uz-Cyrl', 'ru'] as const) {
        expect(splitLanguagePath(languagePath(language, path))).toMatchObject({ language, path });
      }
    }
  });
});
