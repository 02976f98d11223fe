import type { AuditFacetsResponse } from '@shared/schemas/admin-audit';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { adminAuditKeys } from './admin-audit-keys';

/** GET /api/admin/audit/facets: the actions and entity types the log holds, for the filters. */
export function getAuditFacets(signal?: AbortSignal): Promise<AuditFacetsResponse> {
  return api.get<AuditFacetsResponse>('/api/admin/audit/facets', { signal });
}

export const auditFacetsQueryOptions = () =>
  queryOptions({ queryKey: adminAuditKeys.facets, queryFn: ({ signal }) => getAuditFacets(signal) });

export function useAuditFacets() {
  return useQuery(auditFacetsQueryOptions());
}
