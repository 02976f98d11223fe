import { AsyncLocalStorage } from 'node:async_hooks';
import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { append } from 'vary';
import { splitLanguagePath } from '../../shared/i18n/language-path';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  type Language,
  negotiateLanguage,
} from '../../shared/i18n/languages';
import { setTextsLanguage } from '../../shared/i18n/runtime/texts';
import { errorMessage } from '../../shared/i18n/uz';
import { latinToCyrillic } from '../../shared/i18n/uz-script';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language the answer is in: the `lang` cookie, else Accept-Language, else uz-Latn. */
    language: Language;
  }
  interface FastifyContextConfig {
    /**
     * The route's successful answers hold no interface text and no content shown in the reader's
     * script (a quiz's cover): the same in every language, so they neither say one nor vary by it.
     */
    sameInEveryLanguage?: boolean;
  }
}

const languages = new AsyncLocalStorage<Language>();

/** The language of the request being answered, for code that has no request at hand (zod, AppError). */
export function currentLanguage(): Language {
  return languages.getStore() ?? DEFAULT_LANGUAGE;
}

/**
 * Runs `write` in a recipient's language: texts, error messages and formats it reads are theirs,
 * not those of the request that caused it (an admin's action, a provider's callback).
 */
export function inLanguage<T>(language: Language, write: () => T): T {
  return languages.run(language, write);
}

/** Read from the headers: also for the answers Fastify gives before the request's hooks run. */
export function languageOf(request: Pick<FastifyRequest, 'headers'>): Language {
  const { cookie, 'accept-language': acceptLanguage } = request.headers;
  return negotiateLanguage({
    cookie: cookie ? fastifyCookie.parse(cookie)[LANGUAGE_COOKIE] : undefined,
    acceptLanguage,
  });
}

/**
 * The language a request is answered in: a page's URL prefix (`/ru/...`, `/uz-cyrl/...`) beats the
 * cookie, so a link to a page in one language opens in it; the API and unprefixed URLs negotiate.
 */
export function requestLanguage(request: Pick<FastifyRequest, 'headers' | 'url'>): Language {
  const page = request.url.startsWith('/api/') ? null : splitLanguagePath(request.url);
  return page?.prefixed ? page.language : languageOf(request);
}

/** An error code's message in the language (the request's unless told), the generic one for an unknown code. */
export function errorText(code: string, language = currentLanguage()): string {
  return languages.run(language, () => errorMessage(code));
}

/**
 * A message the product wrote in Uzbek Latin for this error, in the request's language: as it is
 * for Latin readers, transliterated for Cyrillic ones; Russian readers get the code's message.
 */
export function localizedText(latin: string, code: string, language = currentLanguage()): string {
  if (language === 'uz-Latn') return latin;
  return language === 'uz-Cyrl' ? latinToCyrillic(latin) : errorText(code, language);
}

/**
 * Every request learns its language first (even a 429 from the limiter answers in it), and the
 * rest of its handling runs with it; API answers say it in Content-Language and vary by what
 * chose it, except the successful answers of routes that are the same in every language.
 */
export function registerLanguage(app: FastifyInstance) {
  setTextsLanguage(currentLanguage);
  app.decorateRequest('language', DEFAULT_LANGUAGE);
  app.addHook('onRequest', (request, _reply, done) => {
    request.language = requestLanguage(request);
    languages.run(request.language, done);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith('/api/')) return payload;
    if (reply.statusCode < 400 && request.routeOptions.config?.sameInEveryLanguage) return payload;
    const vary = reply.getHeader('vary');
    reply
      .header('content-language', request.language)
      .header(
        'vary',
        append(Array.isArray(vary) ? vary.join(', ') : String(vary ?? ''), 'Accept-Language, Cookie'),
      );
    return payload;
  });
}
