import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without type declarations
import { isOutOfDate } from './start.mjs';

const base = mkdtempSync(path.join(tmpdir(), 'bilimdon-start-'));
afterAll(() => rmSync(base, { recursive: true, force: true }));

function writeAt(file: string, secondsAgo: number) {
  mkdirSync(path.dirname(path.join(base, file)), { recursive: true });
  writeFileSync(path.join(base, file), 'x');
  const when = new Date(Date.now() - secondsAgo * 1000);
  utimesSync(path.join(base, file), when, when);
}

describe('npm start builds only what is out of date', () => {
  const part = { output: 'dist/server/main.js', sources: ['src/server', 'package.json'] };

  it('builds when the output is missing', () => {
    writeAt('src/server/app.ts', 100);
    expect(isOutOfDate({ ...part, output: 'dist/missing.js' }, base)).toBe(true);
  });

  it('does not build again when the output is newer than every source', () => {
    writeAt('src/server/app.ts', 100);
    writeAt('package.json', 100);
    writeAt('dist/server/main.js', 50);
    expect(isOutOfDate(part, base)).toBe(false);
  });

  it('builds again when a source deep in a folder changed after the build', () => {
    writeAt('dist/server/main.js', 50);
    writeAt('src/server/features/x/y.ts', 10);
    expect(isOutOfDate(part, base)).toBe(true);
  });
});
