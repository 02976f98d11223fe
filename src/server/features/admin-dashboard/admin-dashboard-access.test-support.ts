import { type AccessContext, adminOnly, type RouteCase } from '../../test/access-cases';

/** Route-access cases of the dashboard (see src/server/test/access-cases.ts). */
export function adminDashboardCases(_context: AccessContext): Record<string, RouteCase> {
  return { 'GET /api/admin/dashboard': adminOnly(() => ({ url: '/api/admin/dashboard' })) };
}
