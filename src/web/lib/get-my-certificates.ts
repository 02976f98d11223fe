import type { CertificatesResponse } from '@shared/schemas/profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/**
 * GET /api/me/certificates: the signed-in user's certificates with their result, newest first
 * (the certificates page and the profile's certificates tab).
 */
export function getMyCertificates(signal?: AbortSignal): Promise<CertificatesResponse> {
  return api.get<CertificatesResponse>('/api/me/certificates', { signal });
}

export const myCertificatesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.myCertificates,
    queryFn: ({ signal }) => getMyCertificates(signal),
  });

export function useMyCertificates() {
  return useQuery(myCertificatesQueryOptions());
}
