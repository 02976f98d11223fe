import { asc, eq } from 'drizzle-orm';
import { LANGUAGES } from '../../../shared/i18n/languages';
import { PAGES } from '../../../shared/seo/pages';
import type { Db } from '../../db/client';
import { quizzes } from '../../db/schema';
import { escapeHtml } from './html-head';
import { pageAlternates } from './page-meta';

/** Paths no crawler needs: private, per-user or transactional pages and the API. */
const DISALLOWED = [
  '/admin',
  '/api',
  '/play',
  '/profile',
  '/cart',
  '/payment',
  '/guest-checkout',
  '/guest-access',
  '/dev',
];

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/** The sitemap protocol's limit of addresses in one file. */
const SITEMAP_LIMIT = 50_000;

/** One address in each language, each naming all of them as alternates (how hreflang is said in a sitemap). */
function sitemapEntries(publicUrl: string, path: string, lastmod: Date | null): string[] {
  const alternates = pageAlternates(publicUrl, path);
  const links = alternates.map(
    ({ hreflang, href }) =>
      `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}" />`,
  );
  const addresses = alternates.filter(({ hreflang }) => hreflang !== 'x-default');
  return addresses.map(({ href }) =>
    [
      '  <url>',
      `    <loc>${escapeHtml(href)}</loc>`,
      ...(lastmod ? [`    <lastmod>${lastmod.toISOString()}</lastmod>`] : []),
      ...links,
      '  </url>',
    ].join('\n'),
  );
}

/**
 * sitemap.xml: the public pages and every active quiz with its last change, each in every
 * language. Read per request (one indexed query), so a quiz activated a moment ago is listed at once.
 */
export async function sitemapXml(db: Db, publicUrl: string): Promise<string> {
  const pages = PAGES.filter((page) => page.inSitemap).map((page) => ({
    path: page.pattern,
    lastmod: null as Date | null,
  }));
  const active = await db
    .select({ id: quizzes.id, updatedAt: quizzes.updatedAt })
    .from(quizzes)
    .where(eq(quizzes.isActive, true))
    .orderBy(asc(quizzes.createdAt), asc(quizzes.id))
    .limit(Math.floor(SITEMAP_LIMIT / LANGUAGES.length) - pages.length);
  const quizUrls = active.map((quiz) => ({ path: `/quiz/${quiz.id}`, lastmod: quiz.updatedAt }));
  const entries = [...pages, ...quizUrls].flatMap(({ path, lastmod }) =>
    sitemapEntries(publicUrl, path, lastmod),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}
