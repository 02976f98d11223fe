import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { codeSplitting } from './scripts/code-splitting.mjs';
import { precompress } from './scripts/precompress.mjs';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** After a build, .br and .gz copies of the text assets (scripts/precompress.mjs). */
const precompressBuild = (): Plugin => ({
  name: 'bilimdon-precompress',
  apply: 'build',
  closeBundle: { order: 'post', handler: () => void precompress(r('./dist/web')) },
});

const PREACT_ALIASES = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react(-dom)?$/, replacement: 'preact/compat' },
];

export default defineConfig(({ command }) => ({
  root: r('./src/web'),
  publicDir: r('./src/web/public'),
  plugins: [react(), tailwindcss(), precompressBuild()],
  resolve: {
    alias: [
      { find: '@shared', replacement: r('./src/shared') },
      { find: '@web', replacement: r('./src/web') },
      // the built app runs on Preact through its React compatibility layer: about 45 KB of gzip
      // less than react-dom (docs/decisions/0008-preact-and-declarative-router.md). The dev server
      // keeps React for its Fast Refresh; unit tests (vitest.config.ts) render with React too,
      // the e2e suite with the build
      ...(command === 'build' ? PREACT_ALIASES : []),
    ],
  },
  build: {
    outDir: r('./dist/web'),
    emptyOutDir: true,
    // .vite/manifest.json: the budget check and the server's per-route modulepreload read it
    manifest: true,
    // maps are built for reading crash reports, but not linked from the scripts nor served
    sourcemap: 'hidden',
    rolldownOptions: {
      output: {
        // few, full files per page (a phone on HTTP/1.1 pays a round trip per file): the framework
        // in its own long-cached chunk, the entry's modules in one, and what the learner pages
        // share (components, icons, Radix's overlay layers) in a few groups, scripts/code-splitting.mjs
        codeSplitting: codeSplitting(r('./src/web')),
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false },
      // uploaded images are served by the API server too
      '/uploads': { target: 'http://127.0.0.1:3000', changeOrigin: false },
    },
  },
}));
