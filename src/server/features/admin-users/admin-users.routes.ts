import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminRestrictionSchema,
  adminRestrictionsResponseSchema,
  adminUserListQuerySchema,
  adminUserListResponseSchema,
  adminUserSchema,
  restrictionInputSchema,
  userIdParamsSchema,
  userQuizParamsSchema,
  userRoleBodySchema,
} from '../../../shared/schemas/admin-users';
import type { Db } from '../../db/client';
import { requireUser } from '../../plugins/access';
import { adminReads } from '../../plugins/admin-reads';
import { errorResponses, noContent } from '../../plugins/error-responses';
import type { Auth } from '../auth/auth';
import { sendPasswordReset } from './password-reset';
import { deleteRestriction, listRestrictions, setRestriction } from './restrictions.service';
import { deleteUser } from './user-deletion';
import { listUsers } from './user-list';
import { setUserRole } from './user-role';

/** Users, their roles and per-quiz restrictions. */
export const adminUserRoutes: FastifyPluginAsyncZod<{ db: Db; auth: Auth }> = async (app, { db, auth }) => {
  const tags = ['admin'];
  const config = { access: 'admin' } as const;

  adminReads(app).get('/api/admin/users', {
    querystring: adminUserListQuerySchema,
    response: adminUserListResponseSchema,
    read: ({ query }) => listUsers(db, query),
  });

  app.put(
    '/api/admin/users/:id/role',
    {
      config,
      schema: {
        tags,
        params: userIdParamsSchema,
        body: userRoleBodySchema,
        response: { 200: adminUserSchema, ...errorResponses(400, 401, 403, 404, 422, 429) },
      },
    },
    async (request) => setUserRole(db, requireUser(request), request.params.id, request.body.role),
  );

  app.delete(
    '/api/admin/users/:id',
    {
      config,
      schema: {
        tags,
        params: userIdParamsSchema,
        response: { ...noContent, ...errorResponses(400, 401, 403, 404, 422, 429) },
      },
    },
    async (request, reply) => {
      await deleteUser(db, requireUser(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/admin/users/:id/password-reset',
    {
      config,
      schema: {
        tags,
        params: userIdParamsSchema,
        response: { ...noContent, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      await sendPasswordReset(db, auth, requireUser(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/admin/users/:id/restrictions',
    {
      config,
      schema: {
        tags,
        params: userIdParamsSchema,
        response: { 200: adminRestrictionsResponseSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => ({ restrictions: await listRestrictions(db, request.params.id) }),
  );

  app.put(
    '/api/admin/users/:id/restrictions/:quizId',
    {
      config,
      schema: {
        tags,
        params: userQuizParamsSchema,
        body: restrictionInputSchema,
        response: { 200: adminRestrictionSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) =>
      setRestriction(db, requireUser(request), request.params.id, request.params.quizId, request.body),
  );

  app.delete(
    '/api/admin/users/:id/restrictions/:quizId',
    {
      config,
      schema: {
        tags,
        params: userQuizParamsSchema,
        response: { ...noContent, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      await deleteRestriction(db, requireUser(request), request.params.id, request.params.quizId);
      return reply.status(204).send();
    },
  );
};
