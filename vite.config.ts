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

export default defineConfig(({ isSsrBuild }) => ({
  root: r('./src/web'),
  publicDir: r('./src/web/public'),
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : [precompressBuild()])],
  resolve: {
    alias: [
      { find: '@shared', replacement: r('./src/shared') },
      { find: '@web', replacement: r('./src/web') },
    ],
  },
  // the server's entry (src/web/entry-server.tsx, `vite build --ssr`) bundles its packages: the
  // server runs it with no web package in a production install (docs/architecture.md#rendering)
  ssr: { noExternal: true },
  build: isSsrBuild
    ? { outDir: r('./dist/ssr'), emptyOutDir: true, sourcemap: true, copyPublicDir: false }
    : {
        outDir: r('./dist/web'),
        emptyOutDir: true,
        // .vite/manifest.json: the budget check and the server's per-route modulepreload read it
        manifest: true,
        // maps are built for reading crash reports, but not linked from the scripts nor served
        sourcemap: 'hidden' as const,
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
