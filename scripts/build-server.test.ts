import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without type declarations
import { buildServer, missingRuntimePackages } from './build-server.mjs';

const scratch = mkdtempSync(path.join(tmpdir(), 'bilimdon-build-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('server bundle', () => {
  it('lays out the bundle, the workers and the migrations where the code looks for them', async () => {
    const outdir = path.join(scratch, 'server');
    await buildServer({ outdir });
    expect(existsSync(path.join(outdir, 'main.js'))).toBe(true);
    expect(existsSync(path.join(outdir, 'render.worker.js'))).toBe(true);
    expect(existsSync(path.join(outdir, 'import.worker.js'))).toBe(true);
    // the bundle looks for each worker next to itself
    const main = readFileSync(path.join(outdir, 'main.js'), 'utf8');
    expect(main).toContain('./render.worker');
    expect(main).toContain('./import.worker');
    expect(existsSync(path.join(outdir, 'migrations/meta/_journal.json'))).toBe(true);
    // the worker resolves its fonts from node_modules at run time, not from a bundled copy of a path
    expect(readFileSync(path.join(outdir, 'render.worker.js'), 'utf8')).toContain(
      '@fontsource/noto-sans/files/',
    );
  }, 30_000);

  it('imports only packages a production install (--omit=dev) has', async () => {
    // fails when the server imports a package a production install lacks (date-fns once was one)
    const packageFile = path.join(scratch, 'package.json');
    const project = JSON.parse(readFileSync('package.json', 'utf8'));
    writeFileSync(packageFile, JSON.stringify({ dependencies: project.dependencies }));
    await expect(buildServer({ outdir: path.join(scratch, 'ok'), packageFile })).resolves.toBeUndefined();

    const { fastify: _fastify, ...withoutFastify } = project.dependencies;
    writeFileSync(packageFile, JSON.stringify({ dependencies: withoutFastify }));
    await expect(buildServer({ outdir: path.join(scratch, 'bad'), packageFile })).rejects.toThrow(/fastify/);
  }, 30_000);

  it('names the package of a deep or scoped import and ignores Node built-ins', () => {
    const dependencies = { '@fontsource/noto-sans': '1', 'drizzle-orm': '1' };
    const imports = [
      'node:fs',
      'path',
      'drizzle-orm/pg-core',
      '@fontsource/noto-sans/files/a.woff',
      'tsx',
      '@x/y/z',
    ];
    expect(missingRuntimePackages(imports, dependencies)).toEqual(['@x/y', 'tsx']);
  });
});
