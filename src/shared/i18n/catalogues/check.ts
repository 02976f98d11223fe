import { type PluralCategory, parse, type Token } from '@messageformat/parser';

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
export function catalogueProblems(
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
