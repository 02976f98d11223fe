import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { invalidateMessages } from './admin-message-keys';

/** DELETE /api/admin/contact-messages/:id: 204; 404 CONTACT_MESSAGE_NOT_FOUND when already gone. */
export function deleteMessage(id: string): Promise<void> {
  return api.delete<void>(`/api/admin/contact-messages/${encodeURIComponent(id)}`);
}

export function useDeleteMessage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteMessage, onSettled: () => invalidateMessages(queryClient) });
}
