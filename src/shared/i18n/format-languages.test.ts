import { afterEach, describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatMinutes,
  formatNumber,
  formatPrice,
  formatQuestionCount,
  formatSum,
  timeZoneLabel,
} from './format';
import { DEFAULT_LANGUAGE, type Language } from './languages';
import { setTextsLanguage, textsLanguage } from './runtime/texts';

const speak = (language: Language) => setTextsLanguage(() => language);

afterEach(() => speak(DEFAULT_LANGUAGE));

// 08:30 UTC is 13:30 in Tashkent
const MOMENT = '2026-11-27T08:30:00Z';

describe('amounts, counts and dates in the language being spoken', () => {
  it('tells which language is spoken', () => {
    expect(textsLanguage()).toBe('uz-Latn');
    speak('ru');
    expect(textsLanguage()).toBe('ru');
  });

  it.each([
    ['uz-Latn', "25 000 so'm", 'Bepul', "0 so'm"],
    ['uz-Cyrl', '25 000 сўм', 'Бепул', '0 сўм'],
    ['ru', '25 000 сум', 'Бесплатно', '0 сум'],
  ] as const)('%s: money and the free price', (language, price, free, zero) => {
    speak(language);
    expect(formatPrice(25000)).toBe(price);
    expect(formatPrice(0)).toBe(free);
    expect(formatSum(0)).toBe(zero);
  });

  it.each(['uz-Latn', 'uz-Cyrl', 'ru'] as const)(
    '%s: groups thousands with a space, decimals with a comma',
    (language) => {
      speak(language);
      expect(formatNumber(1250000.5)).toBe('1 250 000,5');
    },
  );

  it.each([
    ['uz-Latn', '27 noyabr 2026', '27 noyabr 2026, 13:30', '5 yanvar 2026'],
    ['uz-Cyrl', '27 ноябрь 2026', '27 ноябрь 2026, 13:30', '5 январь 2026'],
    ['ru', '27 ноября 2026', '27 ноября 2026, 13:30', '5 января 2026'],
  ] as const)('%s: months in the language, on the Tashkent clock', (language, date, dateTime, january) => {
    speak(language);
    expect(formatDate(MOMENT)).toBe(date);
    expect(formatDateTime(MOMENT)).toBe(dateTime);
    expect(formatDate('2026-01-05T03:07:09Z')).toBe(january);
  });

  it.each([
    ['uz-Latn', ['1 daqiqa', '3 daqiqa', '5 daqiqa', '21 daqiqa'], ['1 savol', '3 savol', '12 savol']],
    ['uz-Cyrl', ['1 дақиқа', '3 дақиқа', '5 дақиқа', '21 дақиқа'], ['1 савол', '3 савол', '12 савол']],
    ['ru', ['1 минута', '3 минуты', '5 минут', '21 минута'], ['1 вопрос', '3 вопроса', '12 вопросов']],
  ] as const)(
    '%s: minutes and questions, Russian agreeing with the number',
    (language, minutes, questions) => {
      speak(language);
      expect([1, 3, 5, 21].map((n) => formatMinutes(n))).toEqual(minutes);
      expect([1, 3, 12].map((n) => formatQuestionCount(n))).toEqual(questions);
    },
  );

  it('names the clock in the language', () => {
    expect(timeZoneLabel()).toBe('Toshkent vaqti');
    speak('uz-Cyrl');
    expect(timeZoneLabel()).toBe('Тошкент вақти');
    speak('ru');
    expect(timeZoneLabel()).toBe('ташкентское время');
  });

  it('writes in a language given, whatever the language being spoken', () => {
    speak('uz-Latn');
    expect(formatPrice(49000, 'ru')).toBe('49 000 сум');
    expect(formatSum(1000, 'uz-Cyrl')).toBe('1 000 сўм');
    expect(formatMinutes(2, 'ru')).toBe('2 минуты');
    expect(formatQuestionCount(5, 'ru')).toBe('5 вопросов');
    expect(formatDate(MOMENT, 'ru')).toBe('27 ноября 2026');
    expect(formatDateTime(MOMENT, { seconds: true, language: 'uz-Cyrl' })).toBe('27 ноябрь 2026, 13:30:00');
    expect(timeZoneLabel('ru')).toBe('ташкентское время');
  });
});
