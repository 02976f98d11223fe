import type { ContactMessageInput, ContactMessageSent } from '@shared/schemas/contact';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

/**
 * POST /api/contact: 201 with the stored message's id; 400 VALIDATION_FAILED with field errors;
 * 429 CONTACT_LIMIT (five messages an hour per address) whose message says when to retry.
 */
export function sendContactMessage(body: ContactMessageInput): Promise<ContactMessageSent> {
  return api.post<ContactMessageSent>('/api/contact', body);
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
