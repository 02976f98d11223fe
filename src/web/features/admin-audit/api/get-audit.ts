import type { AuditListResponse } from '@shared/schemas/admin-audit';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { type AuditListParams, auditQueryString } from '../audit-list-params';
import { adminAuditKeys } from './admin-audit-keys';

/** GET /api/admin/audit: one page of the log, newest first, filtered on the server. */
export function getAudit(params: AuditListParams, signal?: AbortSignal): Promise<AuditListResponse> {
  return api.get<AuditListResponse>(`/api/admin/audit?${auditQueryString(params)}`, { signal });
}

export const auditQueryOptions = (params: AuditListParams) =>
  queryOptions({
    queryKey: adminAuditKeys.list(params),
    queryFn: ({ signal }) => getAudit(params, signal),
    // paging and filtering keep the old page on screen until the new one arrives
    placeholderData: keepPreviousData,
  });

export function useAudit(params: AuditListParams) {
  return useQuery(auditQueryOptions(params));
}
