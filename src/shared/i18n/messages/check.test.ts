import { type PluralCategory, parse, type Token } from '@messageformat/parser';
import { describe, expect, it } from 'vitest';
import { cyrillicIcu } from '../runtime/compile';
import { type ArgsMessage, fn, isArgsMessage, type SourceNode } from '../runtime/message';
import { latinToCyrillic } from '../uz-script';
import exceptions from '../uz-script/exceptions.json';
import { type NamespaceFiles, TEXT_SOURCES } from './index';

/** What a message says to a program: its arguments' names, its plural forms lacking, its text. */
interface Shape {
  names: Set<string>;
  pluralsMissing: string[];
  text: string;
}

function walk(tokens: Token[], categories: PluralCategory[], shape: Shape): Shape {
  for (const token of tokens) {
    if (token.type === 'content') shape.text += token.value;
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
  // an apostrophe before a brace or another apostrophe starts ICU quoting, which drops the
  // apostrophe and takes what follows as text: Uzbek Latin is full of apostrophes
  if (/'[{}']/.test(message)) return new Error('an apostrophe quotes what follows');
  try {
    const tokens = parse(message, { cardinal: categories, strict: false });
    return walk(tokens, categories, { names: new Set(), pluralsMissing: [], text: '' });
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

const list = (names: Iterable<string>) => `{${[...names].sort().join(', ')}}`;

/** What is wrong with a message against its source's declared arguments, or its visible text. */
function messageProblem(message: string, language: string, params: readonly string[]): string | Shape {
  const shape = shapeOf(message, language);
  if (shape instanceof Error) return `does not parse: ${shape.message.split('\n')[0]}`;
  if (shape.pluralsMissing.length) return `lacks the plural forms ${list(shape.pluralsMissing)}`;
  if (list(shape.names) !== list(params))
    return `has arguments ${list(shape.names)}, the source ${list(params)}`;
  return shape;
}

// Latin that stays Latin in any language: addresses, placeholders, the brand, names and acronyms
// commands, paths and file names too: tokens with a slash, an underscore, a dollar or a dot inside, and flags
const NOT_WORDS = [
  /\S+@\S+\.\w+/g,
  /https?:\/\/\S+/g,
  /\{\w+\}/g,
  /\+?\d[\d ]*/g,
  /\S*[/_$]\S*/g,
  /\w+\.\w+/g,
  /(^|\s)-\w+/g,
  /\w+-client/g,
];
// names and technical words Uzbek Cyrillic texts write in Latin too: payment providers and their
// methods, software, HTTP terms, the import formats' keywords and fields
const NAMES = [
  ...['Click', 'Payme', 'Uzum', 'GetStatement', 'PostgreSQL', 'PGlite', 'Node', 'js', 'WebP'],
  ...['Cookie', 'cookie', 'HttpOnly', 'local', 'storage', 'User', 'agent', 'Re', 'N', 'A'],
  ...['ANSWER', 'explanation', 'thumbnail', 'url', 'is', 'preview', 'true', 'false', 'uz', 'ru', 'https'],
  ...['Instagram', 'Facebook', 'Bank', 'Enter', 'F'],
];
const KEPT = new Set([...NAMES, ...exceptions.keptLatin.flatMap((word) => [word, word.toUpperCase()])]);
const latinWords = (text: string) =>
  (NOT_WORDS.reduce((rest, pattern) => rest.replace(pattern, ' '), text).match(/[A-Za-z]+/g) ?? []).filter(
    // the brand keeps its Latin with an Uzbek suffix too ("Bilimdonga")
    (word) => !KEPT.has(word) && !word.startsWith(exceptions.brand),
  );
const CYRILLIC = /[\u0400-\u04FF]/;

interface Leaf {
  path: string;
  source: string | ArgsMessage;
}

function leavesOf(node: SourceNode, path: string): Leaf[] {
  if (typeof node === 'string' || isArgsMessage(node)) return [{ path, source: node }];
  return Object.entries(node).flatMap(([key, child]) => leavesOf(child, path ? `${path}.${key}` : key));
}

/** A language file's leaves by path: what its tree holds (strings), whatever the source says. */
function ownLeaves(tree: unknown, path = ''): Map<string, unknown> {
  if (typeof tree !== 'object' || tree === null) return new Map([[path, tree]]);
  return new Map(
    Object.entries(tree).flatMap(([key, child]) => [...ownLeaves(child, path ? `${path}.${key}` : key)]),
  );
}

/** The visible text of a leaf in a language, or what is wrong with it. */
function leafText(leaf: Leaf, text: string, language: string): string | Shape {
  if (!isArgsMessage(leaf.source)) return { names: new Set(), pluralsMissing: [], text };
  return messageProblem(text, language, leaf.source.params);
}

/**
 * What is wrong with a namespace's files: see the describe below. Paths are `namespace.path`,
 * languages named as in the site.
 */
function namespaceProblems(name: string, files: NamespaceFiles): string[] {
  const problems: string[] = [];
  const say = (language: string, path: string, problem: string) =>
    problems.push(`${language}: ${name}.${path} ${problem}`);
  const leaves = leavesOf(files.source, '');
  const paths = new Set(leaves.map((leaf) => leaf.path));
  const russian = ownLeaves(files.ru);
  const cyrillic = ownLeaves(files.cyrillic);
  for (const [path] of russian) if (path && !paths.has(path)) say('ru', path, 'is not in the source');
  for (const [path] of cyrillic) if (path && !paths.has(path)) say('uz-Cyrl', path, 'is not in the source');
  for (const leaf of leaves) {
    const sourceText = isArgsMessage(leaf.source) ? leaf.source.icu : leaf.source;
    const source = leafText(leaf, sourceText, 'uz');
    if (typeof source === 'string') say('uz-Latn', leaf.path, source);
    const ru = russian.get(leaf.path);
    if (typeof ru !== 'string' || !ru.trim()) say('ru', leaf.path, 'is missing');
    else {
      const shape = leafText(leaf, ru, 'ru');
      if (typeof shape === 'string') say('ru', leaf.path, shape);
      else if (typeof source !== 'string' && latinWords(source.text).length && !CYRILLIC.test(shape.text))
        say('ru', leaf.path, `is not translated: "${ru}"`);
    }
    const own = cyrillic.get(leaf.path);
    const transliterated = isArgsMessage(leaf.source) ? cyrillicIcu(sourceText) : latinToCyrillic(sourceText);
    const shape = leafText(leaf, typeof own === 'string' ? own : transliterated, 'uz');
    if (typeof shape === 'string') say('uz-Cyrl', leaf.path, shape);
    else if (latinWords(shape.text).length)
      say('uz-Cyrl', leaf.path, `keeps Latin ${list(latinWords(shape.text))}`);
  }
  return problems;
}

const source = {
  title: 'Kod yuborildi',
  count: fn('{n} ta savol', 'n'),
  code: '+998',
};
const ru = {
  title: 'Код отправлен',
  count: '{n, plural, one {# вопрос} few {# вопроса} many {# вопросов} other {# вопроса}}',
  code: '+998',
};
const problemsOf = (files: Partial<NamespaceFiles>) =>
  namespaceProblems('test', { source, ru, cyrillic: {}, ...files });

describe('namespaceProblems', () => {
  it('accepts a complete translation with the plural forms of the language', () => {
    expect(problemsOf({})).toEqual([]);
  });

  it('catches a missing Russian leaf, an empty one, and leaves the source lacks', () => {
    expect(
      problemsOf({ ru: { count: ru.count, code: ' ', old: 'Старое' }, cyrillic: { titel: 'Код' } }),
    ).toEqual([
      'ru: test.old is not in the source',
      'uz-Cyrl: test.titel is not in the source',
      'ru: test.title is missing',
      'ru: test.code is missing',
    ]);
  });

  it('catches arguments renamed, dropped or added, in Russian, the Cyrillic override and the source', () => {
    expect(
      namespaceProblems('test', {
        source: { ...source, shown: fn('{n} ta', 'n', 'm') },
        ru: { ...ru, count: '{m} вопросов', shown: '{n} шт.' },
        cyrillic: { count: '{n} ta савол {k}' },
      }),
    ).toEqual([
      'ru: test.count has arguments {m}, the source {n}',
      'uz-Cyrl: test.count has arguments {k, n}, the source {n}',
      'uz-Latn: test.shown has arguments {n}, the source {m, n}',
      'ru: test.shown has arguments {n}, the source {m, n}',
      'uz-Cyrl: test.shown has arguments {n}, the source {m, n}',
    ]);
  });

  it('catches a plural lacking a form, text lost to apostrophe quoting, a message that does not parse', () => {
    const problems = namespaceProblems('test', {
      source: { ...source, quoted: fn("Qavs '{n}' belgisi", 'n') },
      ru: { ...ru, count: '{n, plural, one {# вопрос} other {# вопросов}}', quoted: 'Скобка {n' },
      cyrillic: {},
    });
    expect(problems[0]).toBe('ru: test.count lacks the plural forms {few, many}');
    expect(problems[1]).toBe('uz-Latn: test.quoted does not parse: an apostrophe quotes what follows');
    expect(problems[2]).toMatch(/^ru: test\.quoted does not parse/);
  });

  it('catches Russian left in Uzbek, and Latin words left in Cyrillic', () => {
    expect(
      problemsOf({ ru: { ...ru, title: 'Kod yuborildi' }, cyrillic: { title: 'Kод yuborildi' } }),
    ).toEqual([
      'ru: test.title is not translated: "Kod yuborildi"',
      'uz-Cyrl: test.title keeps Latin {K, yuborildi}',
    ]);
  });

  it('lets addresses, placeholders, the brand and acronyms stay Latin', () => {
    const latin = { title: 'Bilimdon: SMS, PDF, support@bilimdon.uz, https://bilimdon.uz/quiz {code}' };
    expect(namespaceProblems('test', { source: latin, ru: latin, cyrillic: {} })).toEqual([]);
  });
});

const namespaces = Object.values(TEXT_SOURCES).flatMap((group) => Object.entries(group));

describe('the texts', () => {
  it.each(namespaces)(
    '%s: Russian and Cyrillic say every text of the source, with its arguments',
    (name, files) => {
      expect(namespaceProblems(name, files)).toEqual([]);
    },
  );
});
