import type { AdminContactMessage } from '@shared/schemas/contact';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { invalidateMessages } from './admin-message-keys';

/** POST /api/admin/contact-messages/:id/read: the message, read (idempotent); 404 once deleted. */
export function markMessageRead(id: string): Promise<AdminContactMessage> {
  return api.post<AdminContactMessage>(`/api/admin/contact-messages/${encodeURIComponent(id)}/read`);
}

export function useMarkMessageRead() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: markMessageRead, onSettled: () => invalidateMessages(queryClient) });
}
