import { catalogPageQuery, readCatalogParams } from '../../../shared/domain/catalog-params';
import type { Language } from '../../../shared/i18n/languages';
import type { AppRenderer, PageData } from '../../../shared/seo/page-data';
import { matchPage, type PageMatch } from '../../../shared/seo/pages';
import type { Db } from '../../db/client';
import { VersionedCache } from '../../lib/versioned-cache';
import { entryAfterPaint } from '../../plugins/entry-after-paint';
import { injectPreloads, routePreloader } from '../../plugins/route-preload';
import { type PageSource, ServedPage } from '../../plugins/web-app';
import type { WebShell } from '../../plugins/web-shell';
import type { CatalogReadModel } from '../catalog/catalog-live';
import type { CatalogSnapshot } from '../catalog/catalog-read-model';
import { type PageHead, renderPageHtml, withRenderedApp } from '../seo/html-head';
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

/** What one rendering reads: the catalogue, reader's language and settings its cache entry is made for. */
interface PageSourceData {
  snapshot: CatalogSnapshot;
  language: Language;
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

/** A page as the server answers it: status and head, and for a rendered page the data it shows. */
export interface PageAnswer {
  status: number;
  head: PageHead;
  /** the URL the page is rendered for (renderedPageUrl); absent: the app renders it in the browser */
  url?: string;
  data?: PageData;
}

/**
 * The web app's pages: the public ones rendered on the server (the same React routes the browser
 * hydrates) and cached per URL, catalogue version and settings; the others are index.html with
 * their head, rendered by the app in the browser. A certificate check is rendered for each
 * request: it reads the database, which the catalogue's version does not follow.
 */
export function pageRenderer(options: PageRendererOptions) {
  const { db, publicUrl, catalog, settings, app } = options;
  const preloads = routePreloader(options.shell.manifest);
  const cache = new VersionedCache<Promise<ServedPage>>(MAX_CACHED_PAGES);

  /** What the page at `url` (an app route) answers in a language, its data read from the catalogue in memory. */
  async function answer(url: string, language: Language, source?: PageSourceData): Promise<PageAnswer> {
    const { pathname, searchParams } = new URL(url, 'http://page.invalid');
    const match = source?.match ?? matchPage(pathname);
    if (!match.page.rendered) return resolvePage(db, publicUrl, url, language);
    const pageUrl = renderedPageUrl(pathname, searchParams, match);
    const { snapshot, settings: known } = source ?? (await readSources(match, language));
    const [{ status, head }, data] = await Promise.all([
      resolvePage(db, publicUrl, pageUrl, language),
      readPageData({
        db,
        snapshot,
        language,
        settings: known.value,
        match,
        search: new URL(pageUrl, 'http://page.invalid').searchParams,
      }),
    ]);
    const missing = data.quiz?.answer === null || data.certificate?.answer === null;
    return { status: missing ? 404 : status, head, url: pageUrl, data };
  }

  async function readSources(match: PageMatch, language: Language): Promise<PageSourceData> {
    const [snapshot, known] = await Promise.all([catalog.fresh(), settings.current()]);
    return { snapshot, language, settings: known, match };
  }

  async function render(renderer: AppRenderer, template: string, url: string, source: PageSourceData) {
    const page = await answer(url, source.language, source);
    const head = renderPageHtml(template, page.head);
    const html = entryAfterPaint(injectPreloads(head, preloads(url, { rendered: true })));
    const rendered = page.data ? await renderer.renderApp(url, page.data, source.language) : null;
    return new ServedPage(page.status, rendered ? withRenderedApp(html, rendered) : html);
  }

  const pages: PageSource = async (template, url, language) => {
    const { pathname, searchParams } = new URL(url, 'http://page.invalid');
    const match = matchPage(pathname);
    if (!app || !match.page.rendered) {
      const { status, head } = await resolvePage(db, publicUrl, url, language);
      return new ServedPage(status, injectPreloads(renderPageHtml(template, head), preloads(url)));
    }
    const pageUrl = renderedPageUrl(pathname, searchParams, match);
    const source = await readSources(match, language);
    if (match.page.lookup === 'certificate') return render(app, template, pageUrl, source);
    // the same page is rendered once per language: its texts, links, head, and the quizzes'
    // language and the script of their Uzbek texts differ
    const key = `${language} ${pageUrl}`;
    const made = cache.get(`${source.snapshot.version}.${source.settings.stamp}`, key, () =>
      render(app, template, pageUrl, source),
    );
    return made.catch((error: unknown) => {
      // a failed render is not kept: the next request tries again
      cache.delete(key);
      throw error;
    });
  };
  return { pages, answer };
}
