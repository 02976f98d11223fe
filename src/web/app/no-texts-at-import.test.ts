import { describe, expect, it, vi } from 'vitest';

/**
 * Every module of the web app and of shared code, imported with no texts installed (as the
 * browser evaluates them before the texts of the page's language arrive): a text read at a
 * module's top level throws there, and on the server it would stay in its first reader's language.
 */
const modules = import.meta.glob([
  '/src/web/**/*.{ts,tsx}',
  '/src/shared/**/*.ts',
  '!**/*.test.{ts,tsx}',
  '!**/*.test-support.{ts,tsx}',
  '!**/*.setup.ts',
  '!/src/web/test/**',
  // entry points: they render or install all texts when imported
  '!/src/web/main.tsx',
  '!/src/web/entry-server.tsx',
  '!/src/shared/i18n/runtime/install-all.ts',
]);

const NOT_LOADED = /^The texts of "(.+)" in .+ are not loaded$/;

/** The module whose own code read the text: the first frame of the stack outside the runtime. */
function readerOf(error: Error): string {
  const frames = error.stack?.split('\n').slice(1) ?? [];
  const frame = frames.find((line) => line.includes('/src/') && !line.includes('/i18n/runtime/'));
  return frame?.match(/\/(src\/[^:?)]+)/)?.[1] ?? 'unknown';
}

/** The modules that read a text when imported, each with the namespace it read. */
async function topLevelReaders(): Promise<string[]> {
  // a fresh module registry: the runtime imported from now on has no language installed
  vi.resetModules();
  const readers = new Set<string>();
  for (const [path, load] of Object.entries(modules)) {
    try {
      await load();
    } catch (error) {
      const namespace = error instanceof Error ? error.message.match(NOT_LOADED)?.[1] : undefined;
      if (!namespace) throw new Error(`${path} failed to import`, { cause: error });
      readers.add(`${readerOf(error as Error)} reads "${namespace}"`);
    }
  }
  return [...readers].sort();
}

describe('texts', () => {
  it('are read by no module when it is imported, only when rendering or checking', async () => {
    const { texts } = await import('@shared/i18n/runtime/texts');
    vi.resetModules();
    const fresh = await import('@shared/i18n/runtime/texts');
    // the guard's own premise: the fresh runtime has nothing installed
    expect(fresh.texts).not.toBe(texts);
    expect(() => Object.keys(fresh.texts('payment-status'))).toThrow(NOT_LOADED);
    expect(await topLevelReaders()).toEqual([]);
  }, 300_000);
});
