import { describe, expect, it } from 'vitest';
import { MAX_IMPORT_JSON_DEPTH, MAX_IMPORT_QUESTIONS } from '../../../../shared/domain/authoring';
import { parseImport } from './parse-import';

const aiken = (n: number) => 'Savol\nA) a\nB) b\nANSWER: A\n\n'.repeat(n);
const gift = (n: number) => '// izoh\nSavol {=a ~b}\n\n$CATEGORY: Modul\n\n'.repeat(n);
const json = (n: number) =>
  JSON.stringify(Array(n).fill({ question_text: '[{', options: ['a', 'b'], correct_answer: 0 }));

describe('the question cap, checked before the questions are read', () => {
  it.each([
    ['aiken', aiken],
    ['gift', gift],
    ['json', json],
  ] as const)('%s: a full cap of questions is read, one more refuses the text', (format, text) => {
    const full = parseImport({ format, text: text(MAX_IMPORT_QUESTIONS) });
    expect('parsed' in full && full.parsed.questions).toHaveLength(MAX_IMPORT_QUESTIONS);
    expect(parseImport({ format, text: text(MAX_IMPORT_QUESTIONS + 1) })).toEqual({
      refused: 'IMPORT_TOO_MANY_QUESTIONS',
    });
  });

  it('counts broken JSON elements too, but not the values inside them', () => {
    const broken = JSON.stringify(Array(MAX_IMPORT_QUESTIONS + 1).fill(0));
    expect(parseImport({ format: 'json', text: broken })).toEqual({ refused: 'IMPORT_TOO_MANY_QUESTIONS' });
    const wide = JSON.stringify([{ question_text: 'q', options: Array(5000).fill('a'), correct_answer: 0 }]);
    expect(parseImport({ format: 'json', text: wide })).toMatchObject({ parsed: { questions: [] } });
  });
});

describe('JSON nesting', () => {
  // the array and its question object, then depth - 2 arrays in one of its fields
  const nested = (depth: number) => {
    const field = `${'['.repeat(depth - 2)}${']'.repeat(depth - 2)}`;
    return `[{"question_text": "q", "options": ["a", "b"], "correct_answer": 0, "x": ${field}}]`;
  };

  it('reads a text nested up to the limit and refuses one level more before parsing it', () => {
    expect(parseImport({ format: 'json', text: nested(MAX_IMPORT_JSON_DEPTH) })).toMatchObject({
      parsed: { problems: [] },
    });
    expect(parseImport({ format: 'json', text: nested(MAX_IMPORT_JSON_DEPTH + 1) })).toEqual({
      refused: 'IMPORT_JSON_TOO_DEEP',
    });
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    const text = JSON.stringify([
      { question_text: `\\"${'['.repeat(500)}`, options: ['{'.repeat(500), 'b'], correct_answer: 0 },
    ]);
    expect(parseImport({ format: 'json', text })).toMatchObject({ parsed: { problems: [] } });
  });
});

describe('reading time grows linearly with the text', () => {
  const timed = (work: () => unknown) => {
    const started = performance.now();
    work();
    return performance.now() - started;
  };

  it('finds the line of each JSON element without reading the text again from its start', () => {
    const element = (length: number) => ({
      question_text: 'x'.repeat(length),
      options: ['a', 'b'],
      correct_answer: 0,
    });
    const many = JSON.stringify(Array(MAX_IMPORT_QUESTIONS).fill(element(20_000)));
    const one = JSON.stringify([element(MAX_IMPORT_QUESTIONS * 20_000)]);
    const parse = (text: string) => () => parseImport({ format: 'json', text });
    // the same length either way: a thousand elements cost about what one does, not a thousand times
    // its scan (the margin is for a busy machine)
    expect(timed(parse(many))).toBeLessThan(5 * timed(parse(one)) + 500);
  });
});
