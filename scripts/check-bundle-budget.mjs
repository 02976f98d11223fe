#!/usr/bin/env node
/*
 * The learner's first-load budget: for each page a learner lands on and each language, the gzip
 * size of the JavaScript the browser must fetch before that page's first screen renders: the
 * entry script, its static imports, the page's lazy chunk with its static imports (the server
 * modulepreloads that chunk, src/server/plugins/route-preload.ts), the first page's texts in the
 * language and the texts the route's loader awaits (src/web/app/router.tsx). Reads Vite's
 * manifest of dist/web (run after `npm run build:web`), prints a table, exits 1 over the budget.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/**
 * 160 KB (1 KB = 1,000 bytes) of gzip JavaScript: the landing pages' heaviest first load (in
 * Russian, with its texts) plus a margin under 10% (docs/performance.md has the figure). It holds
 * the entry to what the first screen needs; a page that outgrows it moves code behind a lazy
 * import, and a measured drop is a reason to lower it.
 */
export const BUDGET_BYTES = 160_000;

/**
 * Pages a learner arrives on from outside (links, search results), by the route module the
 * router lazily loads for them (src/web/app/router.tsx) and the groups of texts it loads with it
 * beyond `app` (src/web/app/router-texts.test.ts checks they are the router's). Paths are manifest keys (relative to
 * src/web). `budget: false` rows are printed for information: the sign-in dialog loads on click,
 * the play page (one of the pages bench:lighthouse measures) is shown, not yet budgeted.
 */
export const LEARNER_ROUTES = [
  { route: '/', chunk: 'app/routes/home.tsx', texts: [] },
  { route: '/quizzes', chunk: 'app/routes/catalog.tsx', texts: [] },
  { route: '/quiz/:id', chunk: 'app/routes/quiz-detail.tsx', texts: [] },
  { route: '/cart', chunk: 'app/routes/cart.tsx', texts: [] },
  { route: 'sign-in dialog (on click)', chunk: 'features/auth/index.ts', texts: ['account'], budget: false },
  { route: '/play/:id', chunk: 'app/routes/play.tsx', texts: ['play', 'account'], budget: false },
];

/** The languages a page is served in: each loads its own texts. */
export const LANGUAGES = ['uz-Latn', 'uz-Cyrl', 'ru'];

/** The manifest keys of `key` and everything it imports statically (dynamic imports load later). */
export function staticClosure(manifest, key, seen = new Set()) {
  if (seen.has(key)) return seen;
  const entry = manifest[key];
  if (!entry) throw new Error(`${key} is not in the Vite manifest (renamed? update LEARNER_ROUTES)`);
  seen.add(key);
  for (const dep of entry.imports ?? []) staticClosure(manifest, dep, seen);
  return seen;
}

/** The chunk of a group's texts in a language (`virtual:texts/<group>/<language>`, app/texts.ts). */
export function textsFile(manifest, group, language) {
  const key = Object.keys(manifest).find((name) => name.endsWith(`virtual:texts/${group}/${language}`));
  if (!key) throw new Error(`virtual:texts/${group}/${language} is not in the Vite manifest`);
  return manifest[key].file;
}

/**
 * One row per route and language: the first-load files and their total gzip size (`sizeOf(file)`
 * in bytes). The entry loads the first page's texts (`app`) in the page's language before its first
 * render; a route's loader the groups it names.
 */
export function firstLoadRows(manifest, routes, sizeOf, languages = LANGUAGES) {
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  if (entries.length !== 1) throw new Error(`expected one entry in the manifest, found ${entries.length}`);
  const shell = staticClosure(manifest, entries[0]);
  return routes.flatMap(({ route, chunk, texts = [], budget = true }) => {
    const code = [...staticClosure(manifest, chunk, new Set(shell))].map((key) => manifest[key].file);
    return languages.map((language) => {
      const words = ['app', ...texts].map((group) => textsFile(manifest, group, language));
      const files = [...new Set([...code, ...words])];
      const bytes = files.reduce((sum, file) => sum + sizeOf(file), 0);
      return { route, language, files, bytes, budget, over: budget && bytes > BUDGET_BYTES };
    });
  });
}

export function formatTable(rows) {
  const kb = (bytes) => (bytes / 1000).toFixed(1).padStart(7);
  const lines = rows.map(
    (row) =>
      `${row.route.padEnd(28)}${row.language.padEnd(9)}${kb(row.bytes)} KB  ${String(row.files.length).padStart(3)} files  ${
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
    for (const row of rows) console.log(`\n${row.route} (${row.language})\n  ${row.files.join('\n  ')}`);
  }
  const over = rows.filter((row) => row.over);
  if (over.length > 0) {
    console.error(
      `\nFirst-load budget broken on ${over.map((row) => `${row.route} (${row.language})`).join(', ')}: ` +
        'keep what the first screen does not use out of the entry (lazy import) and see --files.',
    );
    process.exit(1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
