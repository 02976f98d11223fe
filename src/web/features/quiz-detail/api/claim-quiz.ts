import type { ClaimResponse } from '@shared/schemas/storefront';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { invalidateStorefront } from '@web/lib/query-keys';

/** POST /api/quizzes/:id/claim: a free quiz becomes the user's (422 NOT_FREE for a paid one). */
export function claimQuiz(quizId: string): Promise<ClaimResponse> {
  return api.post<ClaimResponse>(`/api/quizzes/${encodeURIComponent(quizId)}/claim`);
}

export function useClaimQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimQuiz,
    onSettled: () => invalidateStorefront(queryClient),
  });
}
