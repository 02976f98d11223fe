import type { QueryClient } from '@tanstack/react-query';
import type { UserListParams } from '../user-list-params';

/** This feature's query keys, under 'admin' so one call refreshes the admin panel. */
export const adminUserKeys = {
  users: ['admin', 'users'] as const,
  list: (params: UserListParams) => ['admin', 'users', 'list', params] as const,
  restrictions: (userId: string) => ['admin', 'users', userId, 'restrictions'] as const,
  quizOptions: (search: string) => ['admin', 'users', 'quiz-options', search] as const,
};

/** After a user write: every users list (counts, roles), and the dashboard's user counter. */
export function invalidateUsers(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ['admin'] });
}
