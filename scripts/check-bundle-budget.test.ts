import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without type declarations
import { BUDGET_BYTES, firstLoadRows, formatTable } from './check-bundle-budget.mjs';

/** A tiny Vite manifest: an entry with a shared chunk, two lazy pages, one importing a heavy chunk. */
const manifest = {
  'main.tsx': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_framework.js'],
    dynamicImports: ['home.tsx', 'admin.tsx'],
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
};

const sizes: Record<string, number> = {
  'assets/index.js': 20_000,
  'assets/framework.js': 70_000,
  'assets/home.js': 5_000,
  'assets/card.js': 1_000,
  'assets/admin.js': 10_000,
  'assets/heavy.js': 100_000,
};
const sizeOf = (file: string) => sizes[file] ?? 0;

describe('first-load budget', () => {
  it('counts the entry, its static imports and the page chunk closure once each, not lazy imports', () => {
    const [home] = firstLoadRows(manifest, [{ route: '/', chunk: 'home.tsx' }], sizeOf);
    expect(new Set(home.files)).toEqual(
      new Set(['assets/index.js', 'assets/framework.js', 'assets/home.js', 'assets/card.js']),
    );
    expect(home.bytes).toBe(96_000);
    expect(home.over).toBe(false);
  });

  it('marks a page over the budget when its static closure passes it', () => {
    const [admin] = firstLoadRows(manifest, [{ route: '/admin', chunk: 'admin.tsx' }], sizeOf);
    expect(admin.bytes).toBe(200_000);
    expect(admin.bytes).toBeGreaterThan(BUDGET_BYTES);
    expect(admin.over).toBe(true);
    expect(formatTable([admin])).toContain('OVER BUDGET');
  });

  it('prints an unbudgeted row without failing it', () => {
    const [row] = firstLoadRows(manifest, [{ route: 'dialog', chunk: 'admin.tsx', budget: false }], sizeOf);
    expect(row.over).toBe(false);
    expect(formatTable([row])).toContain('(not budgeted)');
  });

  it('fails loudly when a route chunk is missing from the manifest', () => {
    expect(() => firstLoadRows(manifest, [{ route: '/x', chunk: 'gone.tsx' }], sizeOf)).toThrow(/gone\.tsx/);
  });
});
