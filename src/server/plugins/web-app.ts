import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { UPLOADS_PATH } from '../../shared/domain/authoring';
import type { Language } from '../../shared/i18n/languages';
import { PrecompressedText, sendPrecompressed } from '../lib/precompressed';
import { errorBody } from './errors';
import { errorText } from './language';
import { pageLanguage, withPageLanguage } from './page-language';
import { injectPreloads, routePreloader } from './route-preload';
import type { WebShell } from './web-shell';

/** A page's answer: its status and HTML, compressed once per encoding and kept with it. */
export class ServedPage extends PrecompressedText {
  constructor(
    readonly status: number,
    html: string,
  ) {
    super(html);
  }
}

/** The page at an app route (path and query, no language prefix) in a language, from the built index.html. */
export type PageSource = (template: string, url: string, language: Language) => Promise<ServedPage>;

interface WebAppOptions {
  /** the built web app's folder; pages are served only if it holds an index.html (API tests run without one) */
  root: string;
  /** its index.html and manifest (readWebShell) */
  shell: WebShell;
  /** the methods an /api path answers (from trackRouteMethods) */
  allowedMethods: (url: string) => string[];
  /** the page to answer (head per page, rendered or not); default: the file with its preloads */
  renderPage?: PageSource;
}

/** The built index.html as it is, with the page's preloads (what the app renders in the browser). */
export function shellPages(shell: WebShell): PageSource {
  const preloads = routePreloader(shell.manifest);
  return async (template, url, language) =>
    new ServedPage(200, injectPreloads(withPageLanguage(template, language), preloads(url)));
}

/**
 * The built SPA and what no route answers: a page the browser asks for gets index.html with
 * that page's head and status (404 for what is no page; the web app routes it), an /api path with another method a 405 with Allow, anything else a 404.
 * Register after all routes.
 */
export async function registerWebApp(
  server: FastifyInstance,
  { root, shell, allowedMethods, renderPage = shellPages(shell) }: WebAppOptions,
) {
  // every page is this file with its own head
  const { template } = shell;
  if (template !== null) await serveStaticAssets(server, root);
  server.setNotFoundHandler(async (request, reply) => {
    // an /uploads path is a file that is not there, never a page
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api') &&
      !request.url.startsWith(`${UPLOADS_PATH}/`);
    if (template !== null && isPage) {
      return sendPage(request, reply, template, renderPage);
    }
    const allowed = request.url.startsWith('/api/') ? allowedMethods(request.url) : [];
    if (allowed.length > 0 && !allowed.includes(request.method)) {
      const body = errorBody('METHOD_NOT_ALLOWED', errorText('METHOD_NOT_ALLOWED'));
      return reply.status(405).header('allow', allowed.join(', ')).send(body);
    }
    return reply.status(404).send(errorBody('NOT_FOUND', errorText('NOT_FOUND')));
  });
}

/**
 * A page in the language of its URL, or the redirect to the reader's language. An unprefixed page
 * depends on the cookie and Accept-Language (they could have sent the reader on): it varies by them.
 */
async function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  template: string,
  renderPage: PageSource,
) {
  const chosen = pageLanguage(request);
  if ('redirect' in chosen) {
    return reply
      .header('vary', 'cookie, accept-language')
      .header('cache-control', 'no-cache')
      .redirect(chosen.redirect, 302);
  }
  const page = await renderPage(template, chosen.path, chosen.language);
  if (chosen.negotiated) reply.header('vary', 'cookie, accept-language');
  reply
    .status(page.status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('content-language', chosen.language);
  return sendPrecompressed(reply, page);
}

/**
 * Hashed assets are cached for a year, the rest revalidated. The build wrote .br and .gz copies
 * (scripts/precompress.mjs), sent as they are to browsers that accept them. Source maps stay on
 * the server: they are for reading crash reports, not for visitors.
 */
async function serveStaticAssets(server: FastifyInstance, root: string) {
  await server.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    // the build's manifest (.vite/) is read by the server, not served
    allowedPath: (pathName) => !pathName.endsWith('.map') && !pathName.startsWith('/.vite/'),
    setHeaders: (res, filePath) => {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}
