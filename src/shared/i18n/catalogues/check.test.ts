import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../languages';
import { catalogueProblems } from './check';
import { CATALOGUES, flatMessages } from './index';

const source = {
  'errors.NOT_FOUND': 'Topilmadi',
  'zod.textMin': 'Kamida {min, number} ta belgi kiriting',
};

describe('catalogueProblems', () => {
  it('accepts a translation with the same placeholders, plural forms included', () => {
    const ru = {
      'errors.NOT_FOUND': 'Не найдено',
      'zod.textMin':
        'Не меньше {min, plural, one {# символа} few {# символов} many {# символов} other {# символа}}',
    };
    expect(catalogueProblems(source, ru, 'ru')).toEqual([]);
  });

  it('catches a missing message and one the source lacks', () => {
    expect(catalogueProblems(source, { 'zod.textMin': 'Не меньше {min}', 'errors.OLD': 'x' }, 'ru')).toEqual([
      'ru: errors.OLD is not in the source catalogue',
      'ru: errors.NOT_FOUND is missing',
    ]);
  });

  it('catches a placeholder renamed, dropped or added, inside plural forms too', () => {
    const problems = catalogueProblems(
      { ...source, 'zod.fields': "Noma'lum maydon: {fields}" },
      {
        'errors.NOT_FOUND': 'Не найдено: {code}',
        'zod.textMin': 'Не меньше {max, plural, one {# символа} few {#} many {#} other {# символов}}',
        'zod.fields': 'Неизвестное поле',
      },
      'ru',
    );
    expect(problems).toEqual([
      'ru: errors.NOT_FOUND has placeholders {code}, the source {}',
      'ru: zod.textMin has placeholders {max}, the source {min}',
      'ru: zod.fields has placeholders {}, the source {fields}',
    ]);
  });

  it("catches a plural lacking one of the language's forms", () => {
    const ru = { ...source, 'zod.textMin': 'Не меньше {min, plural, one {# символа} other {# символов}}' };
    expect(catalogueProblems(source, ru, 'ru')).toEqual([
      'ru: zod.textMin lacks the plural forms {few, many}',
    ]);
  });

  it('catches a message that does not parse', () => {
    const [problem] = catalogueProblems(source, { ...source, 'zod.textMin': 'Не меньше {min' }, 'ru');
    expect(problem).toMatch(/^ru: zod\.textMin does not parse/);
  });

  it('catches text lost to ICU apostrophe quoting', () => {
    const quoted = { 'errors.NOT_FOUND': "Qavs '{' belgisi" };
    expect(catalogueProblems({ 'errors.NOT_FOUND': 'x' }, quoted, 'uz-Latn')).toEqual([
      'uz-Latn: errors.NOT_FOUND does not parse: an apostrophe quotes what follows',
    ]);
  });
});

describe('the catalogues', () => {
  const uzLatn = flatMessages(CATALOGUES['uz-Latn']);

  it.each(LANGUAGES)('%s has every message of the source, with its placeholders', (language) => {
    expect(catalogueProblems(uzLatn, flatMessages(CATALOGUES[language]), language)).toEqual([]);
  });
});
