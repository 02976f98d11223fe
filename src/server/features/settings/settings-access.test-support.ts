import { type AccessContext, adminOnly, type RouteCase } from '../../test/access-cases';

/** Route-access cases of the admin settings routes (the public one is in the access table). */
export function settingsCases(context: AccessContext): Record<string, RouteCase> {
  return {
    'GET /api/admin/settings': adminOnly(() => ({ url: '/api/admin/settings' })),
    // the form as it is now: a save that changes nothing, so the other cases see the defaults
    'PUT /api/admin/settings': adminOnly(async () => ({
      url: '/api/admin/settings',
      body: (await context.admin.get('/api/admin/settings')).json(),
    })),
  };
}
