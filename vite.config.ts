import { readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { codeSplitting } from './scripts/code-splitting.mjs';
import { precompress } from './scripts/precompress.mjs';
import { textsPlugin } from './scripts/texts-plugin';
import type { PageAnswer } from './src/server/features/pages/page-renderer';
import { renderPageHtml, withRenderedApp } from './src/server/features/seo/html-head';
import type { AppRenderer } from './src/shared/seo/page-data';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** After a build, .br and .gz copies of the text assets (scripts/precompress.mjs). */
const precompressBuild = (): Plugin => ({
  name: 'bilimdon-precompress',
  apply: 'build',
  closeBundle: { order: 'post', handler: () => void precompress(r('./dist/web')) },
});

/** The API server of `npm run dev` (scripts/dev.mjs). */
const API_ORIGIN = 'http://127.0.0.1:3000';

/** A browser asking for a page (not a module, an asset or the API). */
const isPageRequest = (req: IncomingMessage) =>
  req.method === 'GET' &&
  !!req.url &&
  (req.headers.accept ?? '').includes('text/html') &&
  !/^\/(api|uploads|@|node_modules|src)\b/.test(req.url) &&
  !/\.\w+(\?|$)/.test(req.url.split('?')[0] ?? '');

/**
 * Development: the pages rendered as in production, by the app's current modules. The API server
 * says what a page answers (/api/dev/page: status, head, data from its catalogue); Vite renders it
 * with the server entry (ssrLoadModule: always the code being edited) into its own index.html
 * (its client and Fast Refresh), and the browser hydrates it.
 */
const devPages = (): Plugin => ({
  name: 'bilimdon-dev-pages',
  apply: 'serve',
  configureServer(server) {
    server.middlewares.use(async (req, res, next) => {
      if (!isPageRequest(req)) return next();
      try {
        const url = req.url ?? '/';
        const answer = await fetch(`${API_ORIGIN}/api/dev/page?url=${encodeURIComponent(url)}`);
        if (!answer.ok) throw new Error(`/api/dev/page answered ${answer.status}`);
        const page = (await answer.json()) as PageAnswer;
        const template = await server.transformIndexHtml(
          url,
          readFileSync(r('./src/web/index.html'), 'utf8'),
        );
        let html = renderPageHtml(template, page.head);
        if (page.data && page.url) {
          const { renderApp } = (await server.ssrLoadModule('/entry-server.tsx')) as AppRenderer;
          html = withRenderedApp(html, await renderApp(page.url, page.data, page.head.language));
        }
        res.statusCode = page.status;
        res.setHeader('content-type', 'text/html; charset=utf-8');
        res.end(html);
      } catch (error) {
        if (error instanceof Error) server.ssrFixStacktrace(error);
        next(error);
      }
    });
  },
});

export default defineConfig(({ isSsrBuild }) => ({
  root: r('./src/web'),
  publicDir: r('./src/web/public'),
  plugins: [react(), tailwindcss(), textsPlugin(), devPages(), ...(isSsrBuild ? [] : [precompressBuild()])],
  resolve: {
    alias: [
      { find: '@shared', replacement: r('./src/shared') },
      { find: '@web', replacement: r('./src/web') },
    ],
  },
  // the server's entry (src/web/entry-server.tsx, `vite build --ssr`) bundles its packages: the
  // server runs it with no web package in a production install (docs/architecture.md#rendering)
  ssr: isSsrBuild ? { noExternal: true } : {},
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
      '/api': { target: API_ORIGIN, changeOrigin: false },
      // uploaded images are served by the API server too
      '/uploads': { target: API_ORIGIN, changeOrigin: false },
    },
  },
}));
