import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without type declarations
import { BUDGET_BYTES, firstLoadRows, formatTable } from './check-bundle-budget.mjs';

/**
 * A tiny Vite manifest: an entry with a shared chunk, two lazy pages, one importing a heavy chunk,
 * and the texts' chunks of two groups in two languages (keys as Vite writes a virtual module's).
 */
const manifest = {
  'main.tsx': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_framework.js'],
    dynamicImports: [
      'home.tsx',
      'admin.tsx',
      '../../virtual:texts/app/uz-Latn',
      '../../virtual:texts/app/ru',
    ],
  },
  '_framework.js': { file: 'assets/framework.js' },
  'home.tsx': {
    file: 'assets/home.js',
    isDynamicEntry: true,
    imports: ['_framework.js', '_card.js'],
    dynamicImports: ['admin.tsx'],
  },
  '_card.js': { file: 'assets/card.js', imports: ['_framework.js'] },
  'admin.tsx': { file: 'assets/admin.js', isDynamicEntry: true, imports: ['_heavy.js'] },
  '_heavy.js': { file: 'assets/heavy.js' },
  '../../virtual:texts/app/uz-Latn': { file: 'assets/uz-Latn-app.js', isDynamicEntry: true },
  '../../virtual:texts/app/ru': { file: 'assets/ru-app.js', isDynamicEntry: true },
  '../../virtual:texts/play/uz-Latn': { file: 'assets/uz-Latn-play.js', isDynamicEntry: true },
  '../../virtual:texts/play/ru': { file: 'assets/ru-play.js', isDynamicEntry: true },
};

const sizes: Record<string, number> = {
  'assets/index.js': 20_000,
  'assets/framework.js': 70_000,
  'assets/home.js': 5_000,
  'assets/card.js': 1_000,
  'assets/admin.js': 10_000,
  'assets/heavy.js': 100_000,
  'assets/uz-Latn-app.js': 4_000,
  'assets/ru-app.js': 6_000,
  'assets/uz-Latn-play.js': 2_000,
  'assets/ru-play.js': 3_000,
};
const sizeOf = (file: string) => sizes[file] ?? 0;
const LANGUAGES = ['uz-Latn', 'ru'];

describe('first-load budget', () => {
  it("counts the entry, its static imports, the page chunk closure and the language's texts once each, not lazy imports", () => {
    const [latin, russian] = firstLoadRows(manifest, [{ route: '/', chunk: 'home.tsx' }], sizeOf, LANGUAGES);
    const code = ['assets/index.js', 'assets/framework.js', 'assets/home.js', 'assets/card.js'];
    expect(latin.language).toBe('uz-Latn');
    expect(new Set(latin.files)).toEqual(new Set([...code, 'assets/uz-Latn-app.js']));
    expect(latin.bytes).toBe(100_000);
    expect(russian.language).toBe('ru');
    expect(new Set(russian.files)).toEqual(new Set([...code, 'assets/ru-app.js']));
    expect(russian.bytes).toBe(102_000);
    expect(latin.over || russian.over).toBe(false);
  });

  it('counts the texts a route loads with its module, in each language', () => {
    const rows = firstLoadRows(
      manifest,
      [{ route: '/', chunk: 'home.tsx', texts: ['play'] }],
      sizeOf,
      LANGUAGES,
    );
    expect(rows.map((row: { bytes: number }) => row.bytes)).toEqual([102_000, 105_000]);
    expect(rows[1].files).toContain('assets/ru-play.js');
    expect(rows[1].files).not.toContain('assets/uz-Latn-play.js');
  });

  it('marks a page over the budget when its static closure passes it', () => {
    const [admin] = firstLoadRows(manifest, [{ route: '/admin', chunk: 'admin.tsx' }], sizeOf, LANGUAGES);
    expect(admin.bytes).toBe(204_000);
    expect(admin.bytes).toBeGreaterThan(BUDGET_BYTES);
    expect(admin.over).toBe(true);
    expect(formatTable([admin])).toContain('OVER BUDGET');
    expect(formatTable([admin])).toContain('uz-Latn');
  });

  it('prints an unbudgeted row without failing it', () => {
    const [row] = firstLoadRows(
      manifest,
      [{ route: 'dialog', chunk: 'admin.tsx', budget: false }],
      sizeOf,
      LANGUAGES,
    );
    expect(row.over).toBe(false);
    expect(formatTable([row])).toContain('(not budgeted)');
  });

  it('fails loudly when a route chunk or a texts chunk is missing from the manifest', () => {
    expect(() => firstLoadRows(manifest, [{ route: '/x', chunk: 'gone.tsx' }], sizeOf, LANGUAGES)).toThrow(
      /gone\.tsx/,
    );
    expect(() =>
      firstLoadRows(manifest, [{ route: '/', chunk: 'home.tsx', texts: ['account'] }], sizeOf, LANGUAGES),
    ).toThrow(/virtual:texts\/account\/uz-Latn/);
  });
});
