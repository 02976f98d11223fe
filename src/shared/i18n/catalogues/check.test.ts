import { type PluralCategory, parse, type Token } from '@messageformat/parser';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../languages';
import { CATALOGUES, flatMessages } from './index';

/** What a message says to a program: its arguments' names, and its plural forms' categories. */
interface Shape {
  names: Set<string>;
  pluralsMissing: string[];
}

function walk(tokens: Token[], categories: PluralCategory[], shape: Shape): Shape {
  for (const token of tokens) {
    if (token.type === 'content' || token.type === 'octothorpe') continue;
    shape.names.add(token.arg);
    if (token.type === 'argument' || token.type === 'function') continue;
    if (token.type === 'plural') {
      const keys = new Set(token.cases.map((c) => c.key));
      shape.pluralsMissing.push(...categories.filter((category) => !keys.has(category)));
    }
    for (const branch of token.cases) walk(branch.tokens, categories, shape);
  }
  return shape;
}

/** The message's shape, or why it does not parse (a plural form the language lacks included). */
function shapeOf(message: string, language: string): Shape | Error {
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories as PluralCategory[];
  try {
    const tokens = parse(message, { cardinal: categories, strict: false });
    // an apostrophe before a brace or another apostrophe starts ICU quoting, which drops the
    // apostrophe and takes what follows as text: Uzbek Latin is full of apostrophes
    if (/'[{}']/.test(message)) return new Error('an apostrophe quotes what follows');
    return walk(tokens, categories, { names: new Set(), pluralsMissing: [] });
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

const list = (names: Iterable<string>) => `{${[...names].join(', ')}}`;
const sameNames = (a: Set<string>, b: Set<string>) =>
  a.size === b.size && [...a].every((name) => b.has(name));

function messageProblem(sourceMessage: string, message: string, language: string): string | undefined {
  const shape = shapeOf(message, language);
  if (shape instanceof Error) return `does not parse: ${shape.message.split('\n')[0]}`;
  if (shape.pluralsMissing.length) return `lacks the plural forms ${list(shape.pluralsMissing)}`;
  const source = shapeOf(sourceMessage, 'uz');
  if (source instanceof Error || sameNames(source.names, shape.names)) return undefined;
  return `has placeholders ${list(shape.names)}, the source ${list(source.names)}`;
}

/**
 * What is wrong with a language's catalogue against the source (Uzbek Latin): a missing or
 * unknown key, a message that does not parse, lacks one of the language's plural forms, or has
 * other placeholders.
 */
function catalogueProblems(
  source: Record<string, string>,
  target: Record<string, string>,
  language: string,
): string[] {
  const problems = Object.keys(target)
    .filter((key) => !Object.hasOwn(source, key))
    .map((key) => `${language}: ${key} is not in the source catalogue`);
  for (const [key, sourceMessage] of Object.entries(source)) {
    const message = target[key];
    const problem = message === undefined ? 'is missing' : messageProblem(sourceMessage, message, language);
    if (problem) problems.push(`${language}: ${key} ${problem}`);
  }
  return problems;
}

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
