import type { CertificatesResponse } from '@shared/schemas/profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** GET /api/me/certificates: certificates for the user's passed results, newest first. */
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
