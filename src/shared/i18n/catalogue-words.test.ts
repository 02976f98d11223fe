import { describe, expect, it } from 'vitest';

/** Words the Uzbek catalogues no longer use, with the word they use instead. */
const RETIRED: { name: string; pattern: RegExp }[] = [
  { name: '"minut" (daqiqa)', pattern: /\bminut(?!es?\b)/i },
  { name: '"sekund" (soniya)', pattern: /\bsekund/i },
  { name: '"olinub" (olinib)', pattern: /olinub/i },
  { name: '"pauzada" (to\'xtatildi)', pattern: /pauzada/i },
  {
    name: 'a capitalised month (months are written in lower case)',
    pattern: /\b(Yanvar|Fevral|Mart|Aprel|May|Iyun|Iyul|Avgust|Sentabr|Oktabr|Noyabr|Dekabr)\b/,
  },
  {
    name: 'a date as "2024-yil 22-iyul" (formatDate writes "22 iyul 2024")',
    pattern: /\d{4}-yil \d{1,2}-[a-z]/,
  },
];

// every catalogue's source text (vite reads them; shared code takes no file system)
const catalogues: Record<string, string> = import.meta.glob(['./**/*.ts', '!./**/*.test.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('the Uzbek message catalogues', () => {
  it('speak of time and dates in one set of words', () => {
    expect(Object.keys(catalogues).length).toBeGreaterThan(20);
    const offenders = Object.entries(catalogues).flatMap(([file, text]) =>
      text
        .split('\n')
        .flatMap((line, index) =>
          RETIRED.filter(({ pattern }) => pattern.test(line)).map(
            ({ name }) => `${file}:${index + 1} ${name}`,
          ),
        ),
    );
    expect(offenders).toEqual([]);
  });
});
