#!/usr/bin/env node
import { cpSync, readFileSync, rmSync } from 'node:fs';
// The production server: src/server bundled by esbuild into dist/server, run with plain `node`.
// Our own code (server and shared) is bundled because its extensionless relative imports do not
// run under Node's ESM loader; every package stays an import resolved from node_modules at run
// time, so a production install needs only `dependencies`. The layout keeps the paths the code
// computes from import.meta.url true in both places:
//   dist/server/main.js           src/server/main.ts (and everything it imports)
//   dist/server/render.worker.js  the certificate worker piscina loads next to the bundle
//   dist/server/import.worker.js  the import texts' parser, likewise
//   dist/server/migrations/       src/server/db/migrations (db/migrate.ts reads ./migrations)
//   dist/web/                     the web app, two levels up like from src/server/app.ts
import { builtinModules } from 'node:module';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const defaultOutdir = `${root}dist/server`;

/** Packages the bundle imports that a production install (`--omit=dev`) would not have. */
export function missingRuntimePackages(importedPaths, dependencies) {
  const builtins = new Set(builtinModules);
  const packageName = (specifier) =>
    specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0];
  const missing = new Set();
  for (const specifier of importedPaths) {
    if (specifier.startsWith('node:') || builtins.has(specifier)) continue;
    const name = packageName(specifier);
    if (!(name in dependencies)) missing.add(name);
  }
  return [...missing].sort();
}

/** Builds into outdir (dist/server unless a test asks for a scratch folder); throws on a problem. */
export async function buildServer({ outdir = defaultOutdir, packageFile = `${root}package.json` } = {}) {
  rmSync(outdir, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: root,
    entryPoints: {
      main: 'src/server/main.ts',
      'render.worker': 'src/server/features/certificates/render.worker.ts',
      'import.worker': 'src/server/features/admin-questions/import/import.worker.ts',
    },
    outdir,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: true,
    metafile: true,
    logLevel: 'warning',
  });
  cpSync(`${root}src/server/db/migrations`, `${outdir}/migrations`, { recursive: true });

  const imported = Object.values(result.metafile.inputs).flatMap((input) =>
    input.imports.filter((item) => item.external).map((item) => item.path),
  );
  const { dependencies } = JSON.parse(readFileSync(packageFile, 'utf8'));
  const missing = missingRuntimePackages(imported, dependencies);
  if (missing.length > 0) {
    throw new Error(
      `the server imports ${missing.join(', ')}, not in package.json "dependencies": a production install would lack it`,
    );
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildServer();
  console.log('server built into dist/server');
}
