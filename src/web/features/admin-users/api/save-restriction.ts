import type { AdminRestriction, RestrictionInput } from '@shared/schemas/admin-users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { adminUserKeys } from './admin-user-keys';

type SaveRestriction = { userId: string; quizId: string; input: RestrictionInput };

const restrictionPath = (userId: string, quizId: string) =>
  `/api/admin/users/${encodeURIComponent(userId)}/restrictions/${encodeURIComponent(quizId)}`;

/** PUT /api/admin/users/:id/restrictions/:quizId: creates or replaces the user's rule for the quiz. */
export function saveRestriction({ userId, quizId, input }: SaveRestriction): Promise<AdminRestriction> {
  return api.put<AdminRestriction>(restrictionPath(userId, quizId), input);
}

/** DELETE /api/admin/users/:id/restrictions/:quizId: the quiz's own rules apply again. */
export function deleteRestriction({ userId, quizId }: { userId: string; quizId: string }): Promise<void> {
  return api.delete<void>(restrictionPath(userId, quizId));
}

function useRestrictionWrite<Vars extends { userId: string }>(write: (vars: Vars) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: (_data, _error, { userId }) =>
      queryClient.invalidateQueries({ queryKey: adminUserKeys.restrictions(userId) }),
  });
}

export const useSaveRestriction = () => useRestrictionWrite(saveRestriction);
export const useDeleteRestriction = () => useRestrictionWrite(deleteRestriction);
