import type { AccountResponse } from '@shared/schemas/profile';
import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** GET /api/me/account: the learner's email, phone and whether a password is set. */
export function useAccount() {
  return useQuery({
    queryKey: queryKeys.myAccount,
    queryFn: ({ signal }) => api.get<AccountResponse>('/api/me/account', { signal }),
  });
}
