import type { FastifyRequest } from 'fastify';
import { languagePath, splitLanguagePath } from '../../shared/i18n/language-path';
import type { Language } from '../../shared/i18n/languages';
import { languageOf } from './language';

/** A page request's language: the page to answer, or where its reader's language is. */
export type PageLanguage =
  | { redirect: string }
  | {
      language: Language;
      /** the app's route: the URL without its language prefix */
      path: string;
      /** unprefixed: the answer was chosen by the cookie or Accept-Language (it varies by them) */
      negotiated: boolean;
    };

/**
 * Every page has one URL per language (`/...` Uzbek Latin, `/uz-cyrl/...`, `/ru/...`). A prefixed
 * URL is answered as it is; an unprefixed one is Uzbek Latin's unless the reader's cookie (or,
 * without one, Accept-Language) names another language, whose URL the reader is sent to.
 */
export function pageLanguage(request: Pick<FastifyRequest, 'headers' | 'url'>): PageLanguage {
  const { language, prefixed, path } = splitLanguagePath(request.url);
  if (prefixed) return { language, path, negotiated: false };
  const wanted = languageOf(request);
  if (wanted !== language) return { redirect: languagePath(wanted, request.url) };
  return { language, path, negotiated: true };
}

/** The page's HTML saying its language on <html lang> (the web app reads it: src/web/app/texts.ts). */
export function withPageLanguage(html: string, language: Language): string {
  const tag = `<html lang="${language}">`;
  if (/<html\b[^>]*>/i.test(html)) return html.replace(/<html\b[^>]*>/i, () => tag);
  // a page without its optional <html> start tag gets one, after the doctype
  return html.replace(/^(<!doctype html>)?/i, (doctype) => `${doctype}${tag}`);
}
