import type { QueryClient } from '@tanstack/react-query';
import { invalidateStorefront } from '@web/lib/query-keys';
import type { QuizListParams } from '../quiz-list-params';

/** This feature's query keys: everything under 'admin', so one call refreshes the admin panel. */
export const adminQuizKeys = {
  all: ['admin'] as const,
  list: (params: QuizListParams) => ['admin', 'quizzes', 'list', params] as const,
  modules: (quizId: string) => ['admin', 'quizzes', quizId, 'modules'] as const,
  questions: (quizId: string) => ['admin', 'quizzes', quizId, 'questions'] as const,
};

/**
 * After any catalogue write: the admin lists, and every storefront list and detail (their keys
 * all start with 'quizzes': catalogue, home's newest, details) plus what invalidateStorefront
 * covers (owned quizzes, cart), so the site shows the change at once.
 */
export function invalidateAfterCatalogWrite(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminQuizKeys.all }),
    queryClient.invalidateQueries({ queryKey: ['quizzes'] }),
    invalidateStorefront(queryClient),
  ]).then(() => undefined);
}
