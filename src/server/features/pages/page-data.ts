import { z } from 'zod';
import { catalogQueryString, readCatalogParams } from '../../../shared/domain/catalog-params';
import { CATALOGUE_PAGE_SIZE, HOME_NEWEST_LIMIT } from '../../../shared/domain/storefront';
import type { Language } from '../../../shared/i18n/languages';
import { featuredCategoriesResponseSchema, quizListResponseSchema } from '../../../shared/schemas/catalog';
import { certificateVerificationSchema } from '../../../shared/schemas/certificates';
import {
  catalogPageSchema,
  catalogQuerySchema,
  categoryOptionsResponseSchema,
  quizDetailResponseSchema,
} from '../../../shared/schemas/storefront';
import type { PageData } from '../../../shared/seo/page-data';
import type { PageMatch } from '../../../shared/seo/pages';
import type { Db } from '../../db/client';
import { AppError } from '../../plugins/errors';
import {
  type CatalogSnapshot,
  categoryOptions,
  featuredCategories,
  newestQuizzes,
  offersOriginal,
  quizDetail,
  searchSnapshot,
} from '../catalog/catalog-read-model';
import { verifyCertificate } from '../certificates/certificates.service';

/**
 * A value in the form its route sends (the response schema's encoding: dates as text, unknown
 * keys dropped); the web app types what it receives as the schema's output.
 */
const asSent = <S extends z.ZodType>(schema: S, value: z.output<S>) =>
  z.encode(schema, value) as unknown as z.output<S>;

function catalogPage(snapshot: CatalogSnapshot, search: URLSearchParams, language: Language) {
  // the query the page sends for these filters, read as the API route reads it
  const query = new URLSearchParams(catalogQueryString(readCatalogParams(search), CATALOGUE_PAGE_SIZE));
  return asSent(
    catalogPageSchema,
    searchSnapshot(snapshot, catalogQuerySchema.parse(Object.fromEntries(query)), language),
  );
}

async function certificateAnswer(db: Db, code: string) {
  try {
    return asSent(certificateVerificationSchema, await verifyCertificate(db, code));
  } catch (error) {
    if (error instanceof AppError && (error.statusCode === 404 || error.statusCode === 400)) return null;
    throw error;
  }
}

/**
 * What a rendered page shows, as the routes its page asks would answer a guest: the catalogue
 * from the read model in memory; only a certificate check reads the database, as its route does.
 */
export async function readPageData(input: {
  db: Db;
  snapshot: CatalogSnapshot;
  /** the reader's: the quizzes' default language and the script of their Uzbek texts */
  language: Language;
  settings: PageData['settings'];
  match: PageMatch;
  search: URLSearchParams;
}): Promise<PageData> {
  const { db, snapshot, language, settings, match, search } = input;
  const reader = { language };
  const featured = () =>
    asSent(featuredCategoriesResponseSchema, { categories: featuredCategories(snapshot, reader) });
  switch (match.page.pattern) {
    case '/':
      return {
        settings,
        newestQuizzes: asSent(quizListResponseSchema, {
          quizzes: newestQuizzes(snapshot, HOME_NEWEST_LIMIT, reader),
        }),
        featuredCategories: featured(),
      };
    case '/categories':
    case '/about':
      return { settings, featuredCategories: featured() };
    case '/quizzes':
      return {
        settings,
        catalog: catalogPage(snapshot, search, language),
        categoryOptions: asSent(categoryOptionsResponseSchema, {
          categories: categoryOptions(snapshot, reader),
        }),
      };
    case '/quiz/:id': {
      const id = match.params.id ?? '';
      const quiz = quizDetail(snapshot, id, reader);
      const transliterable = offersOriginal(snapshot, id, language);
      const answer = quiz
        ? asSent(quizDetailResponseSchema, { quiz, owned: false, inCart: false, transliterable })
        : null;
      return { settings, quiz: { id, answer } };
    }
    case '/certificates/verify/:code': {
      const code = match.params.code ?? '';
      return { settings, certificate: { code, answer: await certificateAnswer(db, code) } };
    }
    default:
      return { settings };
  }
}
