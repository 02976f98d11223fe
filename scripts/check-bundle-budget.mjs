#!/usr/bin/env node
/*
 * The learner's first-load budget: for each page a learner lands on, the gzip size of
 * the JavaScript the browser must fetch before that page's first screen renders: the entry
 * script, its static imports, and the page's lazy chunk with its static imports (the server
 * modulepreloads that chunk, src/server/plugins/route-preload.ts). Reads Vite's manifest of
 * dist/web (run after `npm run build:web`), prints a table, exits 1 over the budget.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/**
 * 165 KB (1 KB = 1,000 bytes) of gzip JavaScript: the landing pages' first load measured with
 * react-dom, plus a margin under 10% (docs/performance.md has the figure). It holds the entry to
 * what the first screen needs; a page that outgrows it moves code behind a lazy import, and a
 * measured drop is a reason to lower it.
 */
export const BUDGET_BYTES = 165_000;

/**
 * Pages a learner arrives on from outside (links, search results), by the route module the
 * router lazily loads for them (src/web/app/router.tsx). Paths are manifest keys (relative to
 * src/web). `budget: false` rows are printed for information: the sign-in dialog loads on click,
 * the play page (one of the pages bench:lighthouse measures) is shown, not yet budgeted.
 */
export const LEARNER_ROUTES = [
  { route: '/', chunk: 'app/routes/home.tsx' },
  { route: '/quizzes', chunk: 'app/routes/catalog.tsx' },
  { route: '/quiz/:id', chunk: 'app/routes/quiz-detail.tsx' },
  { route: '/cart', chunk: 'app/routes/cart.tsx' },
  { route: 'sign-in dialog (on click)', chunk: 'features/auth/index.ts', budget: false },
  { route: '/play/:id', chunk: 'app/routes/play.tsx', budget: false },
];

/** The manifest keys of `key` and everything it imports statically (dynamic imports load later). */
export function staticClosure(manifest, key, seen = new Set()) {
  if (seen.has(key)) return seen;
  const entry = manifest[key];
  if (!entry) throw new Error(`${key} is not in the Vite manifest (renamed? update LEARNER_ROUTES)`);
  seen.add(key);
  for (const dep of entry.imports ?? []) staticClosure(manifest, dep, seen);
  return seen;
}

/** One row per route: the first-load files and their total gzip size (`sizeOf(file)` in bytes). */
export function firstLoadRows(manifest, routes, sizeOf) {
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  if (entries.length !== 1) throw new Error(`expected one entry in the manifest, found ${entries.length}`);
  const shell = staticClosure(manifest, entries[0]);
  // the entry loads the app's texts in the page's language before the first render: the largest counts
  const texts = Object.keys(manifest)
    .filter((key) => key.includes('virtual:texts/app/'))
    .map((key) => manifest[key].file)
    .sort((a, b) => sizeOf(b) - sizeOf(a))
    .slice(0, 1);
  return routes.map(({ route, chunk, budget = true }) => {
    const keys = staticClosure(manifest, chunk, new Set(shell));
    const files = [...new Set([...[...keys].map((key) => manifest[key].file), ...texts])];
    const bytes = files.reduce((sum, file) => sum + sizeOf(file), 0);
    return { route, files, bytes, budget, over: budget && bytes > BUDGET_BYTES };
  });
}

export function formatTable(rows) {
  const kb = (bytes) => (bytes / 1000).toFixed(1).padStart(7);
  const lines = rows.map(
    (row) =>
      `${row.route.padEnd(28)}${kb(row.bytes)} KB  ${String(row.files.length).padStart(3)} files  ${
        !row.budget ? '(not budgeted)' : row.over ? 'OVER BUDGET' : 'ok'
      }`,
  );
  return [`first-load JavaScript, gzip (budget ${BUDGET_BYTES / 1000} KB)`, ...lines].join('\n');
}

function main() {
  const dist = fileURLToPath(new URL('../dist/web/', import.meta.url));
  const manifest = JSON.parse(readFileSync(`${dist}.vite/manifest.json`, 'utf8'));
  const gzipSize = (file) => gzipSync(readFileSync(dist + file), { level: 9 }).length;
  const rows = firstLoadRows(manifest, LEARNER_ROUTES, gzipSize);
  console.log(formatTable(rows));
  if (process.argv.includes('--files')) {
    for (const row of rows) console.log(`\n${row.route}\n  ${row.files.join('\n  ')}`);
  }
  const over = rows.filter((row) => row.over);
  if (over.length > 0) {
    console.error(
      `\nFirst-load budget broken on ${over.map((row) => row.route).join(', ')}: ` +
        'keep what the first screen does not use out of the entry (lazy import) and see --files.',
    );
    process.exit(1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
