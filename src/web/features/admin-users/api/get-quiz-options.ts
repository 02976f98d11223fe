import type { AdminQuizListResponse } from '@shared/schemas/admin-catalog';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { adminUserKeys } from './admin-user-keys';

/** The picker shows this many matches: typing narrows it, so there is no paging. */
export const QUIZ_OPTION_LIMIT = 20;

/** GET /api/admin/quizzes?search=: quizzes active or not (a restriction may be set ahead). */
export function getQuizOptions(search: string, signal?: AbortSignal): Promise<AdminQuizListResponse> {
  const query = new URLSearchParams();
  if (search) query.set('search', search);
  query.set('page', '1');
  query.set('pageSize', String(QUIZ_OPTION_LIMIT));
  return api.get<AdminQuizListResponse>(`/api/admin/quizzes?${query.toString()}`, { signal });
}

export const quizOptionsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: adminUserKeys.quizOptions(search),
    queryFn: ({ signal }) => getQuizOptions(search, signal),
    placeholderData: keepPreviousData,
  });

export function useQuizOptions(search: string) {
  return useQuery(quizOptionsQueryOptions(search));
}
