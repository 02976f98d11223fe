import { describe, expect, it } from 'vitest';
import { uz } from '../../shared/i18n/uz';
import { uzbekMessage, type ZodMessageKey, zodUz } from '../../shared/i18n/zod-errors';
import { translate } from './translate';

const VALUES: Record<string, Record<string, string | number>> = {
  textMin: { min: 3 },
  textMax: { max: 5000 },
  numberMin: { min: 1 },
  numberAbove: { min: 0 },
  numberMax: { max: 600 },
  numberBelow: { max: 10 },
  listMin: { min: 2 },
  listMax: { max: 6 },
  multipleOf: { divisor: 5 },
  startsWith: { prefix: 'https://' },
  endsWith: { suffix: '.uz' },
  includes: { part: '@' },
  unknownFields: { fields: 'extra, other' },
};

describe('translate', () => {
  it('words zod messages in uz-Latn as the web does (zodUz), numbers grouped the same', () => {
    for (const key of Object.keys(zodUz) as ZodMessageKey[]) {
      const values = VALUES[key];
      const catalogue = translate('uz-Latn', `zod.${key}`, values).replaceAll('\u00a0', ' ');
      expect(catalogue, key).toBe(uzbekMessage({ key, values }));
    }
  });

  it('gives Russian numerals their plural forms', () => {
    expect(translate('ru', 'zod.textMin', { min: 1 })).toBe('Введите не меньше 1 символа');
    expect(translate('ru', 'zod.textMin', { min: 3 })).toBe('Введите не меньше 3 символов');
    expect(translate('ru', 'zod.listMax', { max: 21 })).toBe('Допускается не больше 21 значения');
    expect(translate('ru', 'zod.textMax', { max: 5000 })).toBe(
      'Текст должен быть не длиннее 5\u00a0000 символов',
    );
  });

  it('writes Uzbek Cyrillic from the Latin source, placeholders kept, reviewed messages as written', () => {
    expect(translate('uz-Cyrl', 'errors.QUIZ_NOT_FOUND')).toBe('Квиз топилмади');
    expect(translate('uz-Cyrl', 'zod.textMax', { max: 100 })).toBe('Матн 100 белгидан ошмаслиги керак');
    expect(translate('uz-Cyrl', 'errors.INVALID_EMAIL_OR_PASSWORD')).toBe('Электрон почта ёки парол нотўғри');
  });

  it('keeps the Latin error messages as they are', () => {
    for (const [code, message] of Object.entries(uz.errors))
      expect(translate('uz-Latn', `errors.${code}` as `errors.${keyof typeof uz.errors}`)).toBe(message);
  });
});
