import { type AccessContext, adminOnly, type RouteCase } from '../../test/access-cases';

/** Route-access cases of the system routes (see src/server/test/access-cases.ts). */
export function adminSystemCases(_context: AccessContext): Record<string, RouteCase> {
  return {
    'GET /api/admin/system': adminOnly(() => ({ url: '/api/admin/system' })),
    'POST /api/admin/system/cache/clear': adminOnly(() => ({ url: '/api/admin/system/cache/clear' })),
    // on PostgreSQL without pg_dump the admin gets 501; the suites run where it is installed
    'GET /api/admin/system/backup': adminOnly(() => ({ url: '/api/admin/system/backup', stream: true })),
  };
}
