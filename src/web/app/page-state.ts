import { readCatalogParams } from '@shared/domain/catalog-params';
import { errorMessage } from '@shared/i18n/uz';
import type { PageData } from '@shared/seo/page-data';
import {
  type DehydratedState,
  dehydrate,
  hydrate,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { catalogQueryOptions } from '@web/features/catalog/api/get-catalog';
import { categoriesQueryOptions } from '@web/features/catalog/api/get-categories';
import { certificateVerificationQueryOptions } from '@web/features/certificate-verify/api/get-certificate-verification';
import { newestQuizzesQueryOptions } from '@web/features/home/api/get-newest-quizzes';
import { ApiError } from '@web/lib/api-client';
import { featuredCategoriesQueryOptions } from '@web/lib/get-featured-categories';
import { quizDetailQueryOptions } from '@web/lib/get-quiz-detail';
import { publicSettingsQueryOptions } from '@web/lib/public-settings';

/**
 * A record the server did not find: the page shows its not-found panel, as after a 404 answer,
 * and does not ask again on mount (a query with an error and no data would: it renders "pending").
 */
function seedNotFound(client: QueryClient, queryKey: QueryKey, code: string): Promise<void> {
  const error = new ApiError(404, code, errorMessage(code));
  client.setQueryDefaults(queryKey, { retryOnMount: false });
  return client.prefetchQuery({ queryKey, queryFn: () => Promise.reject(error), retry: false });
}

/** The server's data under the query keys the pages read (the same options objects). */
export async function seedPageData(client: QueryClient, url: string, data: PageData): Promise<void> {
  const set = (queryKey: QueryKey, value: unknown) => client.setQueryData(queryKey, value);
  set(publicSettingsQueryOptions().queryKey, data.settings);
  if (data.newestQuizzes) set(newestQuizzesQueryOptions().queryKey, data.newestQuizzes);
  if (data.featuredCategories) set(featuredCategoriesQueryOptions().queryKey, data.featuredCategories);
  if (data.categoryOptions) set(categoriesQueryOptions().queryKey, data.categoryOptions);
  if (data.catalog) {
    const params = readCatalogParams(new URL(url, 'http://page.invalid').searchParams);
    set(catalogQueryOptions(params).queryKey, data.catalog);
  }
  const { quiz, certificate } = data;
  if (quiz) {
    const { queryKey } = quizDetailQueryOptions(quiz.id);
    if (quiz.answer) set(queryKey, quiz.answer);
    else await seedNotFound(client, queryKey, 'QUIZ_NOT_FOUND');
  }
  if (certificate) {
    const { queryKey } = certificateVerificationQueryOptions(certificate.code);
    if (certificate.answer) set(queryKey, certificate.answer);
    else await seedNotFound(client, queryKey, 'CERTIFICATE_NOT_FOUND');
  }
}

/** The query state as JSON for an inline script: `<` escaped, so no text can close the script. */
export function dehydratePage(client: QueryClient): string {
  // what the page read, not-found errors included; not the per-person queries that wait for the browser
  const state = dehydrate(client, { shouldDehydrateQuery: (query) => query.state.status !== 'pending' });
  return JSON.stringify(state).replace(/</g, '\\u003c');
}

type SentError = { status?: unknown; code?: unknown };

/**
 * The server's state in the browser's client. The data counts as read now: the page may come
 * from the server's cache, but it was current when sent (the cache follows every catalogue
 * change), so hydration refetches nothing. A not-found error becomes an ApiError again.
 */
export function hydratePage(client: QueryClient, json: string): void {
  const state = JSON.parse(json) as DehydratedState;
  const now = Date.now();
  for (const query of state.queries) {
    query.state.dataUpdatedAt = now;
    const sent = query.state.error as SentError | null;
    if (query.state.status !== 'error' || typeof sent?.code !== 'string') continue;
    const status = typeof sent.status === 'number' ? sent.status : 404;
    query.state.error = new ApiError(status, sent.code, errorMessage(sent.code));
    client.setQueryDefaults(query.queryKey, { retryOnMount: false });
  }
  hydrate(client, state);
}
