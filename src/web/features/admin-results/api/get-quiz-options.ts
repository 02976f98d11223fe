import type { AdminQuizListResponse } from '@shared/schemas/admin-catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { adminResultKeys } from './admin-result-keys';

/** As many quizzes as one page of GET /api/admin/quizzes gives (its maximum). */
export const QUIZ_OPTIONS_PATH = '/api/admin/quizzes?page=1&pageSize=100';

export type QuizOption = { id: string; title: string };

/** The quiz filter's choices: every quiz, active or not, newest first, by id and title. */
export function getQuizOptions(signal?: AbortSignal): Promise<QuizOption[]> {
  return api
    .get<AdminQuizListResponse>(QUIZ_OPTIONS_PATH, { signal })
    .then(({ quizzes }) => quizzes.map(({ id, title }) => ({ id, title })));
}

export function useQuizOptions() {
  return useQuery(
    queryOptions({
      queryKey: adminResultKeys.quizOptions,
      queryFn: ({ signal }) => getQuizOptions(signal),
      staleTime: 60_000,
    }),
  );
}
