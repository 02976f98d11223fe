import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { UPLOADS_PATH } from '../../shared/domain/authoring';
import { errorMessage } from '../../shared/i18n/uz';
import { errorBody } from './errors';

interface WebAppOptions {
  /** the built web app; served only if it holds an index.html (API tests run without one) */
  root: string;
  /** the methods an /api path answers (from trackRouteMethods) */
  allowedMethods: (url: string) => string[];
  /** the status and HTML of a page from the built index.html (head per page); default: the file as is */
  renderPage?: (template: string, url: string) => Promise<{ status: number; html: string }>;
}

const asBuilt = async (template: string) => ({ status: 200, html: template });

/**
 * The built SPA and what no route answers: a page the browser asks for gets index.html with
 * that page's head and status (404 for what is no page; the web app routes it), an /api path with another method a 405 with Allow, anything else a 404.
 * Register after all routes.
 */
export async function registerWebApp(
  server: FastifyInstance,
  { root, allowedMethods, renderPage = asBuilt }: WebAppOptions,
) {
  const indexFile = path.join(root, 'index.html');
  // read once: every page is this file with its own head
  const template = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null;
  if (template !== null) await serveStaticAssets(server, root);
  server.setNotFoundHandler(async (request, reply) => {
    // an /uploads path is a file that is not there, never a page
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api') &&
      !request.url.startsWith(`${UPLOADS_PATH}/`);
    if (template !== null && isPage) {
      const page = await renderPage(template, request.url);
      return reply
        .status(page.status)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(page.html);
    }
    const allowed = request.url.startsWith('/api/') ? allowedMethods(request.url) : [];
    if (allowed.length > 0 && !allowed.includes(request.method)) {
      const body = errorBody('METHOD_NOT_ALLOWED', errorMessage('METHOD_NOT_ALLOWED'));
      return reply.status(405).header('allow', allowed.join(', ')).send(body);
    }
    return reply.status(404).send(errorBody('NOT_FOUND', errorMessage('NOT_FOUND')));
  });
}

/** Hashed assets are cached for a year, the rest revalidated. */
async function serveStaticAssets(server: FastifyInstance, root: string) {
  await server.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    setHeaders: (res, filePath) => {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}
