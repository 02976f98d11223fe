#!/usr/bin/env node
// `npm start`: build what is missing or out of date, then run the compiled server in this process.
// A part is rebuilt when its output is missing or older than the newest file it is built from, so
// a second start after no change starts at once. Production does not use this script: it runs
// `node dist/server/main.js` on a prebuilt dist (README, "Production").
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** What each part is built from, and the file whose age says when it was last built. */
export const parts = [
  {
    name: 'web app',
    // the server entry is the last file build:web writes
    output: 'dist/ssr/entry-server.js',
    sources: [
      'src/web',
      'src/shared',
      'vite.config.ts',
      'scripts/precompress.mjs',
      'scripts/code-splitting.mjs',
      'package.json',
    ],
    build: () => run('npm', ['run', 'build:web']),
  },
  {
    name: 'server',
    output: 'dist/server/main.js',
    sources: ['src/server', 'src/shared', 'scripts/build-server.mjs', 'package.json'],
    build: () => run('npm', ['run', 'build:server']),
  },
];

/** Newest modification time of a file or of any file under a folder; 0 when there is none. */
export function newestChange(target) {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  // folders' own times do not count: creating or listing them is not a change of a source
  let newest = 0;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestChange(path.join(target, entry)));
  return newest;
}

export function isOutOfDate({ output, sources }, base = root) {
  const outputPath = path.join(base, output);
  if (!existsSync(outputPath)) return true;
  const newestSource = Math.max(...sources.map((source) => newestChange(path.join(base, source))));
  return newestSource > statSync(outputPath).mtimeMs;
}

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status === 0) return;
  // 127: the shell found no vite/esbuild, as in a production install
  const hint = result.status === 127 ? ': building needs the dev dependencies (npm install)' : '';
  console.error(`${command} ${args.join(' ')} failed${hint}`);
  process.exit(result.status ?? 1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const part of parts) {
    if (!isOutOfDate(part)) continue;
    console.log(`building the ${part.name}`);
    part.build();
  }
  await import(pathToFileURL(path.join(root, 'dist/server/main.js')).href);
}
