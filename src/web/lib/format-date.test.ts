import { DEFAULT_LANGUAGE, type Language } from '@shared/i18n/languages';
import { setTextsLanguage } from '@shared/i18n/runtime/texts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatRelative, formatWait } from './format-date';

const NOW = new Date('2026-11-27T10:00:00Z');
const secondsAgo = (seconds: number) => new Date(NOW.getTime() - seconds * 1000).toISOString();

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  setTextsLanguage(() => DEFAULT_LANGUAGE);
});
const speak = (language: Language) => setTextsLanguage(() => language);

describe('how long ago, in the words of the rest of the product', () => {
  it('counts minutes as "daqiqa"', () => {
    expect(formatRelative(secondsAgo(20))).toBe('bir daqiqadan kam oldin');
    expect(formatRelative(secondsAgo(4 * 60))).toBe('4 daqiqa oldin');
    expect(formatRelative(secondsAgo(60))).toBe('1 daqiqa oldin');
  });

  it('says "taxminan" for hours and keeps days and dates as they are', () => {
    expect(formatRelative(secondsAgo(2 * 3600))).toBe('taxminan 2 soat oldin');
    expect(formatRelative(secondsAgo(3 * 86_400))).toBe('3 kun oldin');
    expect(formatRelative('not a date')).toBe('not a date');
    expect(formatRelative(secondsAgo(-5 * 60))).toBe('5 daqiqadan keyin');
  });
});

describe('how long to wait, rounded up, in the same words', () => {
  it('says seconds under a minute, then whole minutes and hours', () => {
    expect(formatWait(44.2)).toBe('45 soniya');
    expect(formatWait(0)).toBe('1 soniya');
    expect(formatWait(61)).toBe('2 daqiqa');
    expect(formatWait(15 * 60)).toBe('15 daqiqa');
    expect(formatWait(2 * 3600 + 14 * 60 + 5)).toBe('2 soat 15 daqiqa');
    expect(formatWait(3600)).toBe('1 soat');
  });
});

describe('in the page language', () => {
  it('Russian: the plural forms, in the case "назад" and "через" take', () => {
    speak('ru');
    expect(formatRelative(secondsAgo(20))).toBe('меньше минуты назад');
    expect(formatRelative(secondsAgo(60))).toBe('1 минуту назад');
    expect(formatRelative(secondsAgo(3 * 60))).toBe('3 минуты назад');
    expect(formatRelative(secondsAgo(5 * 86_400))).toBe('5 дней назад');
    expect(formatRelative(secondsAgo(-21 * 60))).toBe('через 21 минуту');
    expect(formatWait(2 * 3600 + 14 * 60 + 5)).toBe('2 часа 15 минут');
  });

  it('Uzbek Cyrillic: the same words transliterated', () => {
    speak('uz-Cyrl');
    expect(formatRelative(secondsAgo(2 * 3600))).toBe('тахминан 2 соат олдин');
    expect(formatWait(44.2)).toBe('45 сония');
  });
});
