import { type AccessContext, adminOnly, type RouteCase } from '../../test/access-cases';
import { createCategory, createQuiz } from '../../test/factories';
import { categoryInput, createModuleRow, moduleInput, quizInput } from './admin-catalog.test-support';

/** Route-access cases of this feature's routes (see src/server/test/access-cases.ts). */
export function adminCatalogCases(context: AccessContext): Record<string, RouteCase> {
  const db = () => context.app.db;
  const quizId = async () => (await createQuiz(db())).id;
  const moduleId = async () => (await createModuleRow(db(), await quizId())).id;
  const categoryId = async () => (await createCategory(db())).id;
  return {
    'GET /api/admin/categories': adminOnly(() => ({ url: '/api/admin/categories' })),
    'POST /api/admin/categories': adminOnly(
      () => ({ url: '/api/admin/categories', body: categoryInput() }),
      201,
    ),
    'PUT /api/admin/categories/:id': adminOnly(async () => ({
      url: `/api/admin/categories/${await categoryId()}`,
      body: categoryInput(),
    })),
    'DELETE /api/admin/categories/:id': adminOnly(
      async () => ({ url: `/api/admin/categories/${await categoryId()}` }),
      204,
    ),
    'GET /api/admin/quizzes': adminOnly(() => ({ url: '/api/admin/quizzes?search=quiz&active=true' })),
    'GET /api/admin/quizzes/:id': adminOnly(async () => ({ url: `/api/admin/quizzes/${await quizId()}` })),
    'POST /api/admin/quizzes': adminOnly(() => ({ url: '/api/admin/quizzes', body: quizInput() }), 201),
    'PUT /api/admin/quizzes/:id': adminOnly(async () => ({
      url: `/api/admin/quizzes/${await quizId()}`,
      body: quizInput({ isActive: true }),
    })),
    'PUT /api/admin/quizzes/:id/active': adminOnly(async () => ({
      url: `/api/admin/quizzes/${await quizId()}/active`,
      body: { isActive: false },
    })),
    'DELETE /api/admin/quizzes/:id': adminOnly(async () => ({ url: `/api/admin/quizzes/${await quizId()}` })),
    'GET /api/admin/quizzes/:quizId/modules': adminOnly(async () => ({
      url: `/api/admin/quizzes/${await quizId()}/modules`,
    })),
    'POST /api/admin/quizzes/:quizId/modules': adminOnly(
      async () => ({ url: `/api/admin/quizzes/${await quizId()}/modules`, body: moduleInput() }),
      201,
    ),
    'PUT /api/admin/quizzes/:quizId/modules/order': adminOnly(async () => {
      const module = await createModuleRow(db(), await quizId());
      return { url: `/api/admin/quizzes/${module.quizId}/modules/order`, body: { ids: [module.id] } };
    }),
    'PUT /api/admin/modules/:id': adminOnly(async () => ({
      url: `/api/admin/modules/${await moduleId()}`,
      body: moduleInput(),
    })),
    'DELETE /api/admin/modules/:id': adminOnly(
      async () => ({ url: `/api/admin/modules/${await moduleId()}` }),
      204,
    ),
  };
}
