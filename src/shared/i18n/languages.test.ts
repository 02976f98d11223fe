import { describe, expect, it } from 'vitest';
import { languageOfTag, negotiateLanguage } from './languages';

describe('negotiateLanguage', () => {
  it('takes the cookie over Accept-Language', () => {
    expect(negotiateLanguage({ cookie: 'ru', acceptLanguage: 'uz-Cyrl' })).toBe('ru');
    expect(negotiateLanguage({ cookie: 'uz-Cyrl', acceptLanguage: 'ru-RU,ru;q=0.9' })).toBe('uz-Cyrl');
  });

  it('ignores a cookie naming no language of ours', () => {
    expect(negotiateLanguage({ cookie: 'de', acceptLanguage: 'ru' })).toBe('ru');
  });

  it('picks by q-values, not by order', () => {
    expect(negotiateLanguage({ acceptLanguage: 'ru;q=0.5, uz-Cyrl;q=0.8' })).toBe('uz-Cyrl');
    expect(negotiateLanguage({ acceptLanguage: 'uz;q=0.3, ru-RU;q=0.9, en;q=1' })).toBe('ru');
  });

  it('skips languages it lacks and tags weighted zero', () => {
    expect(negotiateLanguage({ acceptLanguage: 'en-US, de;q=0.9, ru;q=0.1' })).toBe('ru');
    expect(negotiateLanguage({ acceptLanguage: 'ru;q=0, uz-Cyrl;q=0.2' })).toBe('uz-Cyrl');
  });

  it('falls back to Uzbek Latin for anything else', () => {
    expect(negotiateLanguage({})).toBe('uz-Latn');
    expect(negotiateLanguage({ acceptLanguage: 'en-US,en;q=0.9' })).toBe('uz-Latn');
    expect(negotiateLanguage({ acceptLanguage: '*' })).toBe('uz-Latn');
    expect(negotiateLanguage({ acceptLanguage: ';;,q=abc' })).toBe('uz-Latn');
  });
});

describe('languageOfTag', () => {
  it.each([
    ['uz', 'uz-Latn'],
    ['uz-UZ', 'uz-Latn'],
    ['uz-Latn', 'uz-Latn'],
    ['uz-Latn-UZ', 'uz-Latn'],
    ['uz-Cyrl', 'uz-Cyrl'],
    ['UZ-cyrl-uz', 'uz-Cyrl'],
    ['ru', 'ru'],
    ['ru-RU', 'ru'],
    ['en', undefined],
    ['uzb', undefined],
  ])('%s -> %s', (tag, language) => {
    expect(languageOfTag(tag)).toBe(language);
  });
});
