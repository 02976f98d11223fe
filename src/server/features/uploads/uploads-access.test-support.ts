import { type AccessContext, adminOnly, type RouteCase } from '../../test/access-cases';
import { imageUpload, solidImage } from './uploads.test-support';

/**
 * Route-access cases of this feature's routes (see src/server/test/access-cases.ts). GET
 * /uploads/:bucket/:name is not an /api route, so it is not in the table: uploads-serving.test.ts
 * proves a guest gets the file.
 */
export function uploadCases(_context: AccessContext): Record<string, RouteCase> {
  return {
    'POST /api/admin/uploads/:bucket': adminOnly(async () => {
      const { body, headers } = imageUpload(await solidImage(2, 2));
      return { url: '/api/admin/uploads/quiz-thumbnails', body, headers };
    }, 201),
  };
}
