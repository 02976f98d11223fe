import type { AuditListParams } from '../audit-list-params';

/** This feature's query keys: under 'admin', so one call refreshes the admin panel. */
export const adminAuditKeys = {
  list: (p: AuditListParams) =>
    ['admin', 'audit', 'list', p.actor, p.action, p.entityType, p.from, p.to, p.page] as const,
  facets: ['admin', 'audit', 'facets'] as const,
};
