import { createHash, randomBytes } from 'node:crypto';
import { getSessionCookie } from 'better-auth/cookies';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  featuredCategoriesResponseSchema,
  newestQuizzesQuerySchema,
  quizListResponseSchema,
} from '../../../shared/schemas/catalog';
import {
  catalogPageSchema,
  catalogQuerySchema,
  categoryOptionsResponseSchema,
  quizDetailResponseSchema,
  quizIdParamsSchema,
} from '../../../shared/schemas/storefront';
import type { Db } from '../../db/client';
import { type PrecompressedText, sendPrecompressed } from '../../lib/precompressed';
import { errorResponses } from '../../plugins/error-responses';
import { AppError } from '../../plugins/errors';
import type { CatalogReadModel } from './catalog-live';
import {
  type CatalogSnapshot,
  categoryOptions,
  featuredCategories,
  newestQuizzes,
  quizDetail,
  searchSnapshot,
} from './catalog-read-model';
import { quizCoverRoutes } from './quiz-cover.routes';
import { viewerOfQuiz } from './quiz-detail';
import { SerializedAnswers } from './serialized-answers';

/** Tells one server process from another: the same snapshot version on two servers is not the same answer. */
const SERVER_RUN = randomBytes(6).toString('base64url');

const notModified = z.null().meta({ type: 'null', description: 'Not modified: the ETag still holds' });

/**
 * Public catalogue answers carry a weak ETag of this server's snapshot version and the URL, and
 * `no-cache`: the browser asks every time (a change shows at once) and a repeat visit costs a 304
 * without a body. True when the browser's copy still holds.
 */
function stillFresh(request: FastifyRequest, reply: FastifyReply, snapshot: CatalogSnapshot): boolean {
  const url = createHash('sha1').update(request.url).digest('base64url').slice(0, 12);
  const etag = `W/"${SERVER_RUN}.${snapshot.version}.${url}"`;
  reply.header('etag', etag).header('cache-control', 'no-cache');
  const held = request.headers['if-none-match'];
  if (!held?.split(',').some((tag) => tag.trim() === etag)) return false;
  reply.code(304);
  return true;
}

/**
 * Whether the request carries better-auth's session cookie (its own check, prefixes included): a
 * guest's detail then skips the session lookup, which costs more than the rest of the answer.
 */
function hasSessionCookie(request: FastifyRequest): boolean {
  const { cookie } = request.headers;
  return !!cookie && getSessionCookie(new Headers({ cookie })) !== null;
}

/** Sends JSON made and compressed earlier (text with a JSON type is sent as it is, not serialized again). */
function sendAnswer(reply: FastifyReply, answer: PrecompressedText) {
  return sendPrecompressed(reply.type('application/json; charset=utf-8'), answer);
}

/** The public catalogue, answered from the read model in memory: no database on a visitor's path. */
export const catalogRoutes: FastifyPluginAsyncZod<{ db: Db; catalog: CatalogReadModel }> = async (
  app,
  { db, catalog },
) => {
  const tags = ['catalog'];
  const answers = new SerializedAnswers();
  await app.register(quizCoverRoutes, { db });
  app.addHook('onClose', () => catalog.close());

  app.get(
    '/api/categories/featured',
    {
      config: { access: 'public', sameInEveryLanguage: true },
      schema: {
        tags,
        response: { 200: featuredCategoriesResponseSchema, 304: notModified, ...errorResponses(429) },
      },
    },
    async (request, reply) => {
      const snapshot = await catalog.fresh();
      if (stillFresh(request, reply, snapshot)) return null;
      return { categories: featuredCategories(snapshot) };
    },
  );

  app.get(
    '/api/categories',
    {
      config: { access: 'public', sameInEveryLanguage: true },
      schema: {
        tags,
        response: { 200: categoryOptionsResponseSchema, 304: notModified, ...errorResponses(429) },
      },
    },
    async (request, reply) => {
      const snapshot = await catalog.fresh();
      if (stillFresh(request, reply, snapshot)) return null;
      return { categories: categoryOptions(snapshot) };
    },
  );

  app.get(
    '/api/quizzes/newest',
    {
      config: { access: 'public', sameInEveryLanguage: true },
      schema: {
        tags,
        querystring: newestQuizzesQuerySchema,
        response: { 200: quizListResponseSchema, 304: notModified, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const snapshot = await catalog.fresh();
      if (stillFresh(request, reply, snapshot)) return null;
      return { quizzes: newestQuizzes(snapshot, request.query.limit) };
    },
  );

  app.get(
    '/api/quizzes',
    {
      config: { access: 'public', sameInEveryLanguage: true },
      schema: {
        tags,
        querystring: catalogQuerySchema,
        response: { 200: catalogPageSchema, 304: notModified, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const snapshot = await catalog.fresh();
      if (stillFresh(request, reply, snapshot)) return null;
      const page = () => searchSnapshot(snapshot, request.query);
      return sendAnswer(
        reply,
        answers.answer(snapshot.version, { url: request.url }, catalogPageSchema, page),
      );
    },
  );

  app.get(
    '/api/quizzes/:id',
    {
      config: { access: 'public', sameInEveryLanguage: true },
      schema: {
        tags,
        params: quizIdParamsSchema,
        response: { 200: quizDetailResponseSchema, 304: notModified, ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      const snapshot = await catalog.fresh();
      const quiz = quizDetail(snapshot, request.params.id);
      if (!quiz) throw new AppError(404, 'QUIZ_NOT_FOUND');
      const user = hasSessionCookie(request) ? await request.loadUser() : null;
      // a signed-in viewer's answer holds their own owned/inCart: never a shared ETag for it
      if (user) {
        reply.header('cache-control', 'private, no-cache');
        return { quiz, ...(await viewerOfQuiz(db, user.id, quiz.id)) };
      }
      if (stillFresh(request, reply, snapshot)) return null;
      const guestAnswer = () => ({ quiz, owned: false, inCart: false });
      return sendAnswer(
        reply,
        answers.answer(snapshot.version, { url: request.url }, quizDetailResponseSchema, guestAnswer),
      );
    },
  );
};
