import type { QueryClient } from '@tanstack/react-query';

/**
 * After a category write: every admin list (quizzes show their category's name), and the
 * storefront's category lists (['categories', ...]) and quiz cards (['quizzes', ...]), so the
 * site shows the change at once.
 */
export function invalidateAfterCategoryWrite(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['admin'] }),
    queryClient.invalidateQueries({ queryKey: ['categories'] }),
    queryClient.invalidateQueries({ queryKey: ['quizzes'] }),
  ]).then(() => undefined);
}
