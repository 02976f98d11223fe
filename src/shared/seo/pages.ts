import { seoTexts } from '../i18n/seo';

/**
 * Every page of the web app; its title and description (in the reader's language: the `seo` texts)
 * the server writes into the HTML head it sends (with status 404 for what matches no page), the app keeps document.title in
 * step while navigating. The patterns are the router's paths (src/web/app/router.tsx; a unit test
 * keeps the two in step).
 */

/** What the server looks up to answer a page: its quiz (404 if missing or inactive) or certificate. */
export type PageLookup = 'quiz' | 'certificate';

export interface PageEntry {
  /** a router path: `:name` is one segment, a trailing `/*` any rest */
  pattern: string;
  /** false: `noindex` (private, per-user or transactional pages) */
  indexable: boolean;
  /** listed in sitemap.xml */
  inSitemap?: boolean;
  /** the parameter `:id`/`:quizId`/`:code` names a record the server must find */
  lookup?: PageLookup;
  /** the server sends the page rendered (the app hydrates it); else the shell the app renders in */
  rendered?: boolean;
}

const privatePage = (pattern: string, lookup?: PageLookup): PageEntry => ({
  pattern,
  indexable: false,
  ...(lookup ? { lookup } : {}),
});

const publicPage = (pattern: string): PageEntry => ({
  pattern,
  indexable: true,
  inSitemap: true,
  rendered: true,
});

export const PAGES: readonly PageEntry[] = [
  publicPage('/'),
  publicPage('/quizzes'),
  { pattern: '/quiz/:id', indexable: true, lookup: 'quiz', rendered: true },
  ...['/categories', '/about', '/help', '/faq', '/guide', '/support', '/contact'].map(publicPage),
  ...['/privacy', '/terms', '/cookies'].map(publicPage),
  { pattern: '/certificates', indexable: true },
  // a holder's name is personal: the check page answers whoever has the link, search engines skip it
  { ...privatePage('/certificates/verify/:code', 'certificate'), rendered: true },
  privatePage('/play/:id', 'quiz'),
  privatePage('/quiz/:id/play', 'quiz'),
  privatePage('/guest-checkout/:quizId', 'quiz'),
  ...['/guest-access', '/cart', '/payment', '/payment/demo/:paymentId'].map((path) => privatePage(path)),
  ...['/payment/return/:paymentId', '/profile', '/reset-password', '/dev/mailbox', '/admin/*'].map((path) =>
    privatePage(path),
  ),
];

/** What no pattern matches: the app's not-found page, answered with status 404. */
export const NOT_FOUND_PAGE: PageEntry = { pattern: '*', indexable: false, rendered: true };

/** The page's title in the language being spoken; null: the site name alone (the home page). */
export function pageTitle(page: PageEntry): string | null {
  return (seoTexts.titles as Readonly<Record<string, string>>)[page.pattern] ?? null;
}

/** The page's meta description in the language being spoken (the site's when it has none of its own). */
export function pageDescription(page: PageEntry): string {
  return (
    (seoTexts.descriptions as Readonly<Record<string, string>>)[page.pattern] ?? seoTexts.siteDescription
  );
}

export interface PageMatch {
  page: PageEntry;
  /** the `:name` segments, decoded */
  params: Record<string, string>;
}

/** The page a path shows (a trailing slash is ignored, as the router does), or the not-found page. */
export function matchPage(pathname: string): PageMatch {
  const segments = splitPath(pathname);
  for (const page of PAGES) {
    const params = matchPattern(splitPath(page.pattern), segments);
    if (params) return { page, params };
  }
  return { page: NOT_FOUND_PAGE, params: {} };
}

function splitPath(path: string): string[] {
  return path.split('/').filter(Boolean);
}

function matchPattern(pattern: string[], segments: string[]): Record<string, string> | null {
  const rest = pattern.at(-1) === '*';
  const fixed = rest ? pattern.slice(0, -1) : pattern;
  if (rest ? segments.length < fixed.length : segments.length !== fixed.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of fixed.entries()) {
    const segment = segments[index] ?? '';
    if (part.startsWith(':')) {
      const value = safeDecode(segment);
      if (value === null) return null;
      params[part.slice(1)] = value;
    } else if (part !== segment) return null;
  }
  return params;
}

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** "<page> | <site name>", or the site name alone. */
export function documentTitle(pageTitle: string | null, siteName: string): string {
  return pageTitle ? `${pageTitle} | ${siteName}` : siteName;
}
