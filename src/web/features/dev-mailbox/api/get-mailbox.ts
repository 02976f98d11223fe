import type { MailboxResponse } from '@shared/schemas/common';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

/** GET /api/dev/mailbox: the outbox of a server without SMTP, newest first (404 in production). */
export function getMailbox(signal?: AbortSignal): Promise<MailboxResponse> {
  return api.get<MailboxResponse>('/api/dev/mailbox', { signal });
}

export const mailboxQueryOptions = () =>
  queryOptions({
    queryKey: ['dev', 'mailbox'] as const,
    queryFn: ({ signal }) => getMailbox(signal),
  });

export function useMailbox() {
  return useQuery(mailboxQueryOptions());
}
