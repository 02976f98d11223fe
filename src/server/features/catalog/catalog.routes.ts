import { createHash, randomBytes } from 'node:crypto';
import { getSessionCookie } from 'better-auth/cookies';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CatalogLanguage } from '../../../shared/domain/quiz-language';
import {
  catalogLanguageQuerySchema,
  featuredCategoriesResponseSchema,
  newestQuizzesQuerySchema,
  quizListResponseSchema,
  scriptQuerySchema,
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
  type CatalogReader,
  type CatalogSnapshot,
  categoryOptions,
  featuredCategories,
  newestQuizzes,
  offersOriginal,
  quizDetail,
  searchSnapshot,
} from './catalog-read-model';
import { quizCoverRoutes } from './quiz-cover.routes';
import { viewerOfQuiz } from './quiz-detail';
import { type AnswerKey, cacheKey, SerializedAnswers } from './serialized-answers';

/** Tells one server process from another: the same snapshot version on two servers is not the same answer. */
const SERVER_RUN = randomBytes(6).toString('base64url');

const notModified = z.null().meta({ type: 'null', description: 'Not modified: the ETag still holds' });

/**
 * What a catalogue answer is made for: its URL and the reader's language, which chooses the
 * script of Uzbek texts and the quizzes' default language.
 */
/** A cached answer is the same for one URL and one reader's language (quizzes' language, script). */
const answerKey = (request: FastifyRequest): AnswerKey => ({ url: request.url, language: request.language });

/**
 * Public catalogue answers carry a weak ETag of this server's snapshot version, the URL and the
 * reader's language, and `no-cache`: the browser asks every time (a change shows at once) and a
 * repeat visit costs a 304 without a body. True when the browser's copy still holds.
 */
function stillFresh(request: FastifyRequest, reply: FastifyReply, snapshot: CatalogSnapshot): boolean {
  const url = createHash('sha1')
    .update(cacheKey(answerKey(request)))
    .digest('base64url')
    .slice(0, 12);
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

/** The reader of a catalogue request: their language and the query's language and script choices. */
function catalogReaderOf(request: FastifyRequest): CatalogReader {
  const { lang, script } = request.query as { lang?: CatalogLanguage; script?: 'original' };
  return { language: request.language, lang, script };
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
      config: { access: 'public' },
      schema: {
        tags,
        querystring: catalogLanguageQuerySchema,
        response: { 200: featuredCategoriesResponseSchema, 304: notModified, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const snapshot = await catalog.fresh();
      if (stillFresh(request, reply, snapshot)) return null;
      return { categories: featuredCategories(snapshot, catalogReaderOf(request)) };
    },
  );

  app.get(
    '/api/categories',
    {
      config: { access: 'public' },
      schema: {
        tags,
        querystring: scriptQuerySchema,
        response: { 200: categoryOptionsResponseSchema, 304: notModified, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const snapshot = await catalog.fresh();
      if (stillFresh(request, reply, snapshot)) return null;
      return { categories: categoryOptions(snapshot, catalogReaderOf(request)) };
    },
  );

  app.get(
    '/api/quizzes/newest',
    {
      config: { access: 'public' },
      schema: {
        tags,
        querystring: newestQuizzesQuerySchema,
        response: { 200: quizListResponseSchema, 304: notModified, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const snapshot = await catalog.fresh();
      if (stillFresh(request, reply, snapshot)) return null;
      return { quizzes: newestQuizzes(snapshot, request.query.limit, catalogReaderOf(request)) };
    },
  );

  app.get(
    '/api/quizzes',
    {
      config: { access: 'public' },
      schema: {
        tags,
        querystring: catalogQuerySchema,
        response: { 200: catalogPageSchema, 304: notModified, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const snapshot = await catalog.fresh();
      if (stillFresh(request, reply, snapshot)) return null;
      const page = () => searchSnapshot(snapshot, request.query, request.language);
      return sendAnswer(reply, answers.answer(snapshot.version, answerKey(request), catalogPageSchema, page));
    },
  );

  app.get(
    '/api/quizzes/:id',
    {
      config: { access: 'public' },
      schema: {
        tags,
        params: quizIdParamsSchema,
        querystring: scriptQuerySchema,
        response: { 200: quizDetailResponseSchema, 304: notModified, ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      const snapshot = await catalog.fresh();
      const quiz = quizDetail(snapshot, request.params.id, catalogReaderOf(request));
      if (!quiz) throw new AppError(404, 'QUIZ_NOT_FOUND');
      const transliterable = offersOriginal(snapshot, quiz.id, request.language);
      const user = hasSessionCookie(request) ? await request.loadUser() : null;
      // a signed-in viewer's answer holds their own owned/inCart: never a shared ETag for it
      if (user) {
        reply.header('cache-control', 'private, no-cache');
        return { quiz, transliterable, ...(await viewerOfQuiz(db, user.id, quiz.id)) };
      }
      if (stillFresh(request, reply, snapshot)) return null;
      const guestAnswer = () => ({ quiz, owned: false, inCart: false, transliterable });
      return sendAnswer(
        reply,
        answers.answer(snapshot.version, answerKey(request), quizDetailResponseSchema, guestAnswer),
      );
    },
  );
};
