import type { Language } from '../../../shared/i18n/languages';
import { PAGE_STATE_ID, type RenderedApp } from '../../../shared/seo/page-data';
import { withPageLanguage } from '../../plugins/page-language';

/** The same page in another language, for `<link rel="alternate" hreflang>` (x-default: the unprefixed URL). */
export interface PageAlternate {
  hreflang: Language | 'x-default';
  href: string;
}

/** What the HTML head of one page says about it to search engines and link previews. */
export interface PageHead {
  /** the whole document title, site name included */
  title: string;
  description: string;
  siteName: string;
  /** absolute; null for a page that does not exist */
  canonicalUrl: string | null;
  /** absolute URL of a 1200x630 picture */
  imageUrl: string;
  indexable: boolean;
  /** the language the page is in (<html lang>) */
  language: Language;
  /** the page in every language; empty for a page search engines are not to list */
  alternates: PageAlternate[];
}

const OG_LOCALES: Record<Language, string> = { 'uz-Latn': 'uz_UZ', 'uz-Cyrl': 'uz_UZ', ru: 'ru_RU' };

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe inside an element or a double-quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

const DESCRIPTION_LENGTH = 160;

/** One line of at most ~160 characters, cut at a word with an ellipsis (what search results show). */
export function summarize(text: string, max = DESCRIPTION_LENGTH): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

function metaTags(head: PageHead): string[] {
  const property = (name: string, content: string) =>
    `<meta property="${name}" content="${escapeHtml(content)}" />`;
  const named = (name: string, content: string) => `<meta name="${name}" content="${escapeHtml(content)}" />`;
  return [
    named('description', head.description),
    ...(head.indexable ? [] : [named('robots', 'noindex, nofollow')]),
    ...(head.canonicalUrl ? [`<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}" />`] : []),
    ...head.alternates.map(
      ({ hreflang, href }) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}" />`,
    ),
    property('og:type', 'website'),
    property('og:site_name', head.siteName),
    property('og:locale', OG_LOCALES[head.language]),
    property('og:title', head.title),
    property('og:description', head.description),
    ...(head.canonicalUrl ? [property('og:url', head.canonicalUrl)] : []),
    property('og:image', head.imageUrl),
    property('og:image:width', '1200'),
    property('og:image:height', '630'),
    named('twitter:card', 'summary_large_image'),
    named('twitter:title', head.title),
    named('twitter:description', head.description),
    named('twitter:image', head.imageUrl),
  ];
}

/**
 * The built index.html with this page's title and tags: the template's <title> and description
 * are replaced, the rest goes before </head>. Only text and attributes change, never a script, so
 * the content security policy still holds.
 */
export function renderPageHtml(template: string, head: PageHead): string {
  return withPageLanguage(withHeadTags(template, head), head.language);
}

function withHeadTags(template: string, head: PageHead): string {
  const withoutOld = template
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name="description"[^>]*>\s*/i, '');
  const tags = [`<title>${escapeHtml(head.title)}</title>`, ...metaTags(head)].join('\n    ');
  // replaced by functions, so a `$&` in a quiz title is not read as a replacement pattern
  if (/<\/head>/i.test(withoutOld)) return withoutOld.replace(/<\/head>/i, () => `  ${tags}\n  </head>`);
  // a head without its optional end tag: the tags go first, after the doctype
  return withoutOld.replace(/^(<!doctype html>)?/i, (doctype) => `${doctype}${tags}`);
}

/** The rendered app in the built index.html's root element, its query state beside it (JSON: never run). */
export function withRenderedApp(html: string, app: RenderedApp): string {
  const state = `<script type="application/json" id="${PAGE_STATE_ID}">${app.state}</script>`;
  return html.replace('<div id="root"></div>', () => `<div id="root">${app.html}</div>${state}`);
}
