#!/usr/bin/env node
// Import boundaries of docs/architecture.md#layers, checked on resolved paths:
// shared imports neither side (and no Node I/O); server and web never import each other;
// a web feature never imports another web feature; shared web components (src/web/components)
// know no web feature; the database layer (src/server/db) knows no server feature; a server
// feature imports only the features SERVER_FEATURE_DEPENDENCIES lists for it, and no cycle forms.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const IMPORT =
  /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^import\s*['"]([^'"]+)['"]/gm;
const ALIASES = { '@shared/': 'src/shared/', '@web/': 'src/web/' };
// pure packages: schemas, and the ICU message runtime and compiler the texts are read and built with
const SHARED_PACKAGES = new Set(['zod', '@lingui/core', '@lingui/message-utils/compileMessage']);
// pure test tools a shared test may use: the runner, property-based testing, the ICU parser the
// catalogue check reads messages with
const SHARED_TEST_PACKAGES = new Set(['vitest', 'fast-check', '@messageformat/parser']);

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
    const testRunner = /\.test\.tsx?$/.test(fromFile) && SHARED_TEST_PACKAGES.has(target.pkg);
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

/**
 * The server features each feature may import (docs/architecture.md#features): the graph reads
 * top-down. A new dependency is added here on purpose, never by an import alone; a lower feature
 * that must call a higher one gets a port that app.ts fills (auth's sign-in hooks, payments'
 * purchase grants).
 */
export const SERVER_FEATURE_DEPENDENCIES = {
  'admin-catalog': ['audit', 'catalog'],
  'admin-payments': ['audit', 'catalog', 'payments'],
  'admin-questions': ['audit'],
  'admin-results': ['catalog'],
  'admin-sessions': ['audit', 'sessions'],
  'admin-system': ['audit', 'certificates'],
  'admin-users': ['admin-catalog', 'audit', 'auth', 'realtime'],
  auth: ['audit', 'mail', 'settings', 'sms'],
  cart: ['catalog'],
  certificates: ['identity'],
  contact: ['audit', 'catalog', 'mail', 'settings'],
  guest: ['auth', 'catalog', 'identity', 'mail', 'notifications', 'payments', 'play', 'settings', 'sms'],
  mail: ['settings'],
  notifications: ['realtime'],
  payments: ['catalog', 'mail', 'notifications'],
  play: ['certificates', 'identity', 'mail', 'notifications', 'realtime', 'settings'],
  profile: ['catalog', 'play'],
  purchases: ['catalog', 'mail', 'notifications', 'payments'],
  realtime: ['identity'],
  pages: ['catalog', 'certificates', 'seo'],
  seo: ['certificates', 'settings'],
  sessions: ['realtime'],
  settings: ['audit'],
  sms: ['mail'],
  uploads: ['audit'],
};

const SERVER_FEATURES = 'src/server/features';
/** Tests and their helpers: only what the running server loads makes a dependency. */
const TEST_FILE = /\.(test|test-support|cluster)\.tsx?$/;

function productionFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return productionFiles(full);
    return /\.tsx?$/.test(entry.name) && !TEST_FILE.test(full) ? [full] : [];
  });
}

/** Map of each server feature (a folder of `root`) to the set of other features it imports. */
export function featureGraph(root = SERVER_FEATURES) {
  const featureOf = (file) => {
    const [feature, ...rest] = path.posix.relative(root, file).split('/');
    return feature && !feature.startsWith('..') && (rest.length || !/\.\w+$/.test(feature)) ? feature : null;
  };
  const graph = new Map();
  for (const file of productionFiles(root)) {
    const from = featureOf(file);
    if (!graph.has(from)) graph.set(from, new Set());
    for (const specifier of importsOf(readFileSync(file, 'utf8'))) {
      const target = resolveImport(file, specifier).local;
      const to = target && featureOf(target);
      if (to && to !== from) graph.get(from).add(to);
    }
  }
  return graph;
}

/** Strongly connected components with more than one feature: each is one cycle to untie. */
export function cycles(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const found = [];
  let next = 0;
  const visit = (node) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    for (const to of graph.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node), low.get(to)));
      } else if (stack.includes(to)) low.set(node, Math.min(low.get(node), index.get(to)));
    }
    if (low.get(node) !== index.get(node)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      component.push(member);
    } while (member !== node);
    if (component.length > 1) found.push(component.sort());
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return found;
}

/**
 * Each feature import the allowed list does not hold, each listed dependency no import makes (the
 * list stays the graph as built), and each cycle among the features.
 */
export function featureGraphProblems(graph, allowed = SERVER_FEATURE_DEPENDENCIES) {
  const outside = [...graph].flatMap(([from, tos]) =>
    [...tos]
      .filter((to) => !allowed[from]?.includes(to))
      .map((to) => `server feature "${from}" may not import "${to}": not in SERVER_FEATURE_DEPENDENCIES`),
  );
  const unused = Object.entries(allowed).flatMap(([from, tos]) =>
    tos
      .filter((to) => !graph.get(from)?.has(to))
      .map(
        (to) => `SERVER_FEATURE_DEPENDENCIES lists "${from}" -> "${to}", which no import makes: remove it`,
      ),
  );
  const tied = cycles(graph).map((cycle) => `server features in a cycle: ${cycle.join(', ')}`);
  return [...outside, ...unused, ...tied];
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
  problems.push(...featureGraphProblems(featureGraph()));
  if (problems.length) {
    console.error(`Import boundaries broken (docs/architecture.md#layers):\n${problems.join('\n')}`);
    process.exit(1);
  }
  console.log('Import boundaries hold.');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) main();
