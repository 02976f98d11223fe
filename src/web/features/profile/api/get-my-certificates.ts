import type { CertificateSummary } from '@shared/schemas/profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export type MyCertificatesResponse = { certificates: CertificateSummary[] };

/** GET /api/me/certificates: certificates for the user's passed results, newest first. */
export function getMyCertificates(signal?: AbortSignal): Promise<MyCertificatesResponse> {
  return api.get<MyCertificatesResponse>('/api/me/certificates', { signal });
}

export const myCertificatesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.myCertificates,
    queryFn: ({ signal }) => getMyCertificates(signal),
  });

export function useMyCertificates() {
  return useQuery(myCertificatesQueryOptions());
}
