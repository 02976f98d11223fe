import type { QuizDetailResponse } from '@shared/schemas/storefront';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { inChosenScript, useOriginalScript } from '@web/lib/original-script';
import { queryKeys } from '@web/lib/query-keys';

/** GET /api/quizzes/:id: the quiz with up to 3 answer-free previews, and what the viewer holds (the quiz page and the payment of one quiz share it). */
export function getQuizDetail(
  id: string,
  signal?: AbortSignal,
  original = false,
): Promise<QuizDetailResponse> {
  return api.get<QuizDetailResponse>(inChosenScript(`/api/quizzes/${encodeURIComponent(id)}`, original), {
    signal,
  });
}

/** `original`: the quiz as its author wrote it (its own entry, under the quiz's key). */
export const quizDetailQueryOptions = (id: string, original = false) =>
  queryOptions({
    queryKey: [...queryKeys.quizDetail(id), ...(original ? ['original'] : [])],
    queryFn: ({ signal }) => getQuizDetail(id, signal, original),
  });

/** The quiz in the script this browser chose; the page keeps showing the other while it switches. */
export function useQuizDetail(id: string) {
  const original = useOriginalScript();
  return useQuery({ ...quizDetailQueryOptions(id, original), placeholderData: keepPreviousData });
}
