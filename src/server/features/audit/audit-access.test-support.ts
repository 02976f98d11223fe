import { type AccessContext, adminOnly, type RouteCase } from '../../test/access-cases';

/** Route-access cases of the audit log's routes (see src/server/test/access-cases.ts). */
export function auditCases(_context: AccessContext): Record<string, RouteCase> {
  return {
    'GET /api/admin/audit': adminOnly(() => ({ url: '/api/admin/audit?action=quiz.&page=1' })),
    'GET /api/admin/audit/facets': adminOnly(() => ({ url: '/api/admin/audit/facets' })),
  };
}
