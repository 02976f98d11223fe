import { catalogPageQuery, readCatalogParams } from '../../../shared/domain/catalog-params';
import { type AppRenderer, PAGE_STATE_ID, type RenderedApp } from '../../../shared/seo/page-data';
import { matchPage, type PageMatch } from '../../../shared/seo/pages';
import type { Db } from '../../db/client';
import { VersionedCache } from '../../lib/versioned-cache';
import { injectPreloads, routePreloader } from '../../plugins/route-preload';
import { type PageSource, ServedPage } from '../../plugins/web-app';
import type { WebShell } from '../../plugins/web-shell';
import type { CatalogReadModel } from '../catalog/catalog-live';
import type { CatalogSnapshot } from '../catalog/catalog-read-model';
import { renderPageHtml } from '../seo/html-head';
import { resolvePage } from '../seo/page-meta';
import { readPageData } from './page-data';
import type { KnownSettings, PublicSettingsSource } from './public-settings-source';

/** Rendered pages kept per catalogue version: a few hundred KB of HTML and its compressed copies. */
const MAX_CACHED_PAGES = 500;

interface PageRendererOptions {
  db: Db;
  publicUrl: string;
  shell: WebShell;
  catalog: CatalogReadModel;
  settings: PublicSettingsSource;
  /** the web app's server entry; null: no page is rendered on the server */
  app: AppRenderer | null;
}

/** What one rendering reads: the catalogue and settings its cache entry is made for. */
interface PageSourceData {
  snapshot: CatalogSnapshot;
  settings: KnownSettings;
  match: PageMatch;
}

/**
 * The URL a rendered page is made for and cached under: the path without a trailing slash, and
 * only the query the page reads (the catalogue's filters, defaults left out), so that variants
 * of one page share an entry and the page is rendered from exactly what makes its key.
 */
export function renderedPageUrl(pathname: string, search: URLSearchParams, match: PageMatch): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
  if (match.page.pattern !== '/quizzes') return path;
  const query = catalogPageQuery(readCatalogParams(search));
  return query ? `${path}?${query}` : path;
}

/** The rendered app in the built index.html's root element, its query state beside it (JSON: never run). */
export function withRenderedApp(html: string, app: RenderedApp): string {
  const state = `<script type="application/json" id="${PAGE_STATE_ID}">${app.state}</script>`;
  return html.replace('<div id="root"></div>', () => `<div id="root">${app.html}</div>${state}`);
}

/**
 * The web app's pages: the public ones rendered on the server (the same React routes the browser
 * hydrates) and cached per URL, catalogue version and settings; the others are index.html with
 * their head, rendered by the app in the browser. A certificate check is rendered for each
 * request: it reads the database, which the catalogue's version does not follow.
 */
export function pageRenderer(options: PageRendererOptions): PageSource {
  const { db, publicUrl, catalog, settings, app } = options;
  const preloads = routePreloader(options.shell.manifest);
  const cache = new VersionedCache<Promise<ServedPage>>(MAX_CACHED_PAGES);

  async function shellPage(template: string, url: string) {
    const { status, head } = await resolvePage(db, publicUrl, url);
    return new ServedPage(status, injectPreloads(renderPageHtml(template, head), preloads(url)));
  }

  async function render(renderer: AppRenderer, template: string, url: string, source: PageSourceData) {
    const { status, head } = await resolvePage(db, publicUrl, url);
    const search = new URL(url, 'http://page.invalid').searchParams;
    const data = await readPageData({ db, ...source, settings: source.settings.value, search });
    const missing = data.quiz?.answer === null || data.certificate?.answer === null;
    const html = injectPreloads(renderPageHtml(template, head), preloads(url, { rendered: true }));
    const rendered = await renderer.renderApp(url, data);
    return new ServedPage(missing ? 404 : status, withRenderedApp(html, rendered));
  }

  return async (template, url) => {
    const { pathname, searchParams } = new URL(url, 'http://page.invalid');
    const match = matchPage(pathname);
    if (!app || !match.page.rendered) return shellPage(template, url);
    const pageUrl = renderedPageUrl(pathname, searchParams, match);
    const [snapshot, known] = await Promise.all([catalog.fresh(), settings.current()]);
    const source = { snapshot, settings: known, match };
    if (match.page.lookup === 'certificate') return render(app, template, pageUrl, source);
    const made = cache.get(`${snapshot.version}.${known.stamp}`, pageUrl, () =>
      render(app, template, pageUrl, source),
    );
    return made.catch((error: unknown) => {
      // a failed render is not kept: the next request tries again
      cache.delete(pageUrl);
      throw error;
    });
  };
}
