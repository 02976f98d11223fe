import type { CertificateVerification } from '@shared/schemas/certificates';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

/** GET /api/certificates/verify/:code: public; what anyone holding the code may see. */
export function getCertificateVerification(
  code: string,
  signal?: AbortSignal,
): Promise<CertificateVerification> {
  return api.get<CertificateVerification>(`/api/certificates/verify/${encodeURIComponent(code)}`, { signal });
}

export const certificateVerificationQueryOptions = (code: string) =>
  queryOptions({
    queryKey: ['certificates', 'verify', code] as const,
    queryFn: ({ signal }) => getCertificateVerification(code, signal),
  });

export function useCertificateVerification(code: string) {
  return useQuery(certificateVerificationQueryOptions(code));
}
