import { formatPrice } from '../../../shared/i18n/format';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../../shared/i18n/languages';
import { seoTexts } from '../../../shared/i18n/seo';
import {
  documentTitle,
  matchPage,
  NOT_FOUND_PAGE,
  type PageMatch,
  pageDescription,
  pageTitle,
} from '../../../shared/seo/pages';
import type { Db } from '../../db/client';
import { readerUrl } from '../../lib/reader-url';
import { AppError } from '../../plugins/errors';
import { findCertificateByCode } from '../certificates/certificates.service';
import { readSettings } from '../settings/settings.service';
import type { PageAlternate, PageHead } from './html-head';
import { summarize } from './html-head';
import { findActiveQuizPreview, quizImageUrl, SITE_OG_IMAGE_PATH } from './quiz-preview';

export interface PageAnswer {
  status: 200 | 404;
  head: PageHead;
}

interface Site {
  db: Db;
  publicUrl: string;
  name: string;
  description: string;
  language: Language;
}

/** The status and head of the page at `url` (an app route: path and query, no language prefix) in a language. */
export async function resolvePage(
  db: Db,
  publicUrl: string,
  url: string,
  language: Language = DEFAULT_LANGUAGE,
): Promise<PageAnswer> {
  const pathname = new URL(url, 'http://page').pathname;
  const settings = await readSettings(db);
  const site: Site = {
    db,
    publicUrl,
    name: settings.siteName,
    description: settings.siteDescription,
    language,
  };
  const match = matchPage(pathname);
  if (match.page === NOT_FOUND_PAGE) return notFound(site);
  const base = baseHead(site, match, pathname);
  if (match.page.lookup === 'quiz') return quizPage(site, match, base);
  if (match.page.lookup === 'certificate') return certificatePage(site, match, base);
  return { status: 200, head: base };
}

/** The page at `path` in every language, and x-default: the unprefixed URL a reader is sent on from. */
export function pageAlternates(publicUrl: string, path: string): PageAlternate[] {
  return [
    ...LANGUAGES.map((hreflang) => ({ hreflang, href: readerUrl(publicUrl, hreflang, path) })),
    { hreflang: 'x-default', href: `${publicUrl}${path}` },
  ];
}

function baseHead(site: Site, { page }: PageMatch, pathname: string): PageHead {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return {
    title: documentTitle(pageTitle(page), site.name),
    // the home page speaks with the admin's site description when there is one
    description: (page.pattern === '/' && site.description) || pageDescription(page),
    siteName: site.name,
    canonicalUrl: readerUrl(site.publicUrl, site.language, path),
    imageUrl: `${site.publicUrl}${SITE_OG_IMAGE_PATH}`,
    indexable: page.indexable,
    language: site.language,
    alternates: page.indexable ? pageAlternates(site.publicUrl, path) : [],
  };
}

function notFound(site: Site): PageAnswer {
  return {
    status: 404,
    head: {
      title: documentTitle(pageTitle(NOT_FOUND_PAGE), site.name),
      description: pageDescription(NOT_FOUND_PAGE),
      siteName: site.name,
      canonicalUrl: null,
      imageUrl: `${site.publicUrl}${SITE_OG_IMAGE_PATH}`,
      indexable: false,
      language: site.language,
      alternates: [],
    },
  };
}

/** Pages of one quiz: 404 unless it is active; the detail page speaks with the quiz's own words. */
async function quizPage(site: Site, { page, params }: PageMatch, base: PageHead): Promise<PageAnswer> {
  const quiz = await findActiveQuizPreview(site.db, params.id ?? params.quizId ?? '');
  if (!quiz) return notFound(site);
  if (page.pattern !== '/quiz/:id') return { status: 200, head: base };
  const about = [quiz.categoryName, formatPrice(quiz.price)].filter(Boolean).join(' · ');
  return {
    status: 200,
    head: {
      ...base,
      title: documentTitle(quiz.title, site.name),
      description: summarize(quiz.description?.trim() ? quiz.description : `${quiz.title}. ${about}`),
      imageUrl: quizImageUrl(site.publicUrl, quiz),
    },
  };
}

async function certificatePage(site: Site, { params }: PageMatch, base: PageHead): Promise<PageAnswer> {
  try {
    const certificate = await findCertificateByCode(site.db, params.code ?? '');
    const title = seoTexts.certificate.title(certificate.holderName, certificate.quizTitle);
    const description = seoTexts.certificate.description(
      certificate.holderName,
      certificate.quizTitle,
      certificate.code,
    );
    return {
      status: 200,
      head: { ...base, title: documentTitle(title, site.name), description: summarize(description) },
    };
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) return notFound(site);
    throw error;
  }
}
