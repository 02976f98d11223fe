import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { quizIdParamsSchema } from '../../../shared/schemas/storefront';
import type { Db } from '../../db/client';
import { categories, quizzes } from '../../db/schema';
import { errorResponses } from '../../plugins/error-responses';
import { AppError } from '../../plugins/errors';
import { type CoverInput, coverEtag, renderQuizCover } from './quiz-cover';

/** An SVG is a document that could hold script: this answer may load nothing and run nothing. */
const SVG_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";

export const quizCoverRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/quizzes/:id/cover.svg',
    {
      config: { access: 'public', sameInEveryLanguage: true },
      schema: {
        tags: ['catalog'],
        params: quizIdParamsSchema,
        response: {
          200: z.any().describe('image/svg+xml: the generated cover of the quiz'),
          304: z.null().meta({ type: 'null', description: 'Not modified: the ETag still holds' }),
          ...errorResponses(400, 404, 429),
        },
      },
    },
    async (request, reply) => {
      const cover = await findCoverInput(db, request.params.id);
      const etag = coverEtag(cover);
      reply.header('etag', etag).header('cache-control', 'public, max-age=86400');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send(null);
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('content-security-policy', SVG_CONTENT_SECURITY_POLICY)
        .send(renderQuizCover(cover));
    },
  );
};

/** What the cover is drawn from; QUIZ_NOT_FOUND for a missing or inactive quiz, as everywhere. */
async function findCoverInput(db: Db, quizId: string): Promise<CoverInput> {
  const [row] = await db
    .select({ title: quizzes.title, categoryName: categories.nameUz, categoryIcon: categories.icon })
    .from(quizzes)
    .leftJoin(categories, and(eq(categories.id, quizzes.categoryId), eq(categories.isActive, true)))
    .where(and(eq(quizzes.id, quizId), eq(quizzes.isActive, true)));
  if (!row) throw new AppError(404, 'QUIZ_NOT_FOUND');
  return row;
}
