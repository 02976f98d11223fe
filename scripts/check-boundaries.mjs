#!/usr/bin/env node
// Import boundaries of docs/architecture.md#layers, checked on resolved paths:
// shared imports neither side (and no Node I/O); server and web never import each other;
// a web feature never imports another web feature; shared web components (src/web/components)
// know no web feature; the database layer (src/server/db) knows no server feature.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const IMPORT =
  /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^import\s*['"]([^'"]+)['"]/gm;
const ALIASES = { '@shared/': 'src/shared/', '@web/': 'src/web/' };
const SHARED_PACKAGES = new Set(['zod']);

/** The project-relative target of an import, or the bare package name. */
export function resolveImport(fromFile, specifier) {
  for (const [alias, target] of Object.entries(ALIASES)) {
    if (specifier.startsWith(alias)) return { local: path.posix.join(target, specifier.slice(alias.length)) };
  }
  if (specifier.startsWith('.')) return { local: path.posix.join(path.posix.dirname(fromFile), specifier) };
  return { pkg: specifier };
}

const area = (file) => file.match(/^src\/(shared|server|web)\//)?.[1];
// a feature's folder itself counts: '@web/features/auth' is its index
const webFeature = (file) => file.match(/^src\/web\/features\/([^/]+)(?:\/|$)/)?.[1];
const serverFeature = (file) => file.match(/^src\/server\/features\/([^/]+)(?:\/|$)/)?.[1];
const isUnder = (file, dir) => file.startsWith(`${dir}/`);

/** Layers that features build on and that therefore may not import any feature. */
const FEATURE_FREE = [
  { dir: 'src/web/components', feature: webFeature, rule: 'shared web components know no feature' },
  { dir: 'src/server/db', feature: serverFeature, rule: 'the database layer knows no feature' },
];

/** Rule broken by one import, or null. Paths are project-relative with forward slashes. */
export function checkImport(fromFile, specifier) {
  const from = area(fromFile);
  const target = resolveImport(fromFile, specifier);
  if (target.pkg) {
    const testRunner = /\.test\.tsx?$/.test(fromFile) && target.pkg === 'vitest';
    if (
      from === 'shared' &&
      !testRunner &&
      !SHARED_PACKAGES.has(target.pkg) &&
      !target.pkg.startsWith('zod/')
    ) {
      return `shared code must stay pure: it may not import "${target.pkg}"`;
    }
    return null;
  }
  const to = area(target.local);
  if (from === 'shared' && (to === 'server' || to === 'web')) return `shared may not import ${to} code`;
  if (from === 'server' && to === 'web') return 'server may not import web code';
  if (from === 'web' && to === 'server') return 'web may not import server code';
  for (const { dir, feature, rule } of FEATURE_FREE) {
    const imported = isUnder(fromFile, dir) && feature(target.local);
    if (imported) return `${rule}: ${dir} may not import feature "${imported}"`;
  }
  const [fromFeature, toFeature] = [webFeature(fromFile), webFeature(target.local)];
  if (fromFeature && toFeature && fromFeature !== toFeature) {
    return `web feature "${fromFeature}" may not import web feature "${toFeature}"`;
  }
  return null;
}

export function importsOf(source) {
  return [...source.matchAll(IMPORT)].map((m) => m[1] ?? m[2] ?? m[3]).filter(Boolean);
}

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(full);
    return /\.(ts|tsx|mts)$/.test(entry.name) ? [full] : [];
  });
}

function main() {
  process.chdir(path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
  const problems = [];
  for (const file of sourceFiles('src')) {
    for (const specifier of importsOf(readFileSync(file, 'utf8'))) {
      const problem = checkImport(file, specifier);
      if (problem) problems.push(`${file}: import "${specifier}": ${problem}`);
    }
  }
  if (problems.length) {
    console.error(`Import boundaries broken (docs/architecture.md#layers):\n${problems.join('\n')}`);
    process.exit(1);
  }
  console.log('Import boundaries hold.');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) main();
