import { asc, eq } from 'drizzle-orm';
import { PAGES } from '../../../shared/seo/pages';
import type { Db } from '../../db/client';
import { quizzes } from '../../db/schema';
import { escapeHtml } from './html-head';

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

/**
 * sitemap.xml: the public pages and every active quiz with its last change. Read per request
 * (one indexed query), so a quiz activated a moment ago is listed at once.
 */
export async function sitemapXml(db: Db, publicUrl: string): Promise<string> {
  const pages = PAGES.filter((page) => page.inSitemap).map((page) => ({
    loc: `${publicUrl}${page.pattern === '/' ? '/' : page.pattern}`,
    lastmod: null as Date | null,
  }));
  const active = await db
    .select({ id: quizzes.id, updatedAt: quizzes.updatedAt })
    .from(quizzes)
    .where(eq(quizzes.isActive, true))
    .orderBy(asc(quizzes.createdAt), asc(quizzes.id))
    .limit(SITEMAP_LIMIT - pages.length);
  const quizUrls = active.map((quiz) => ({ loc: `${publicUrl}/quiz/${quiz.id}`, lastmod: quiz.updatedAt }));
  const entries = [...pages, ...quizUrls].map(({ loc, lastmod }) =>
    [
      '  <url>',
      `    <loc>${escapeHtml(loc)}</loc>`,
      ...(lastmod ? [`    <lastmod>${lastmod.toISOString()}</lastmod>`] : []),
      '  </url>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}
