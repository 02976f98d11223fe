import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

/** POST /api/admin/users/:id/password-reset: emails the user a link to /reset-password. */
export function sendPasswordReset(id: string): Promise<void> {
  return api.post<void>(`/api/admin/users/${encodeURIComponent(id)}/password-reset`);
}

export function useSendPasswordReset() {
  return useMutation({ mutationFn: sendPasswordReset });
}
