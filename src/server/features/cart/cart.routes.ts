import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addToCartBodySchema,
  addToCartResponseSchema,
  cartCountResponseSchema,
  cartItemParamsSchema,
  cartResponseSchema,
} from '../../../shared/schemas/storefront';
import type { Db } from '../../db/client';
import { readerScript } from '../../lib/reader-script';
import { requireUser } from '../../plugins/access';
import { errorResponses, noContent } from '../../plugins/error-responses';
import { addToCart, countCart, getCart, removeFromCart } from './cart.service';

export const cartRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['cart'];

  app.get(
    '/api/cart',
    {
      config: { access: 'user' },
      schema: { tags, response: { 200: cartResponseSchema, ...errorResponses(401, 429) } },
    },
    async (request) => getCart(db, requireUser(request).id, readerScript(request)),
  );

  app.get(
    '/api/cart/count',
    {
      config: { access: 'user' },
      schema: { tags, response: { 200: cartCountResponseSchema, ...errorResponses(401, 429) } },
    },
    async (request) => ({ count: await countCart(db, requireUser(request).id) }),
  );

  app.post(
    '/api/cart',
    {
      config: { access: 'user' },
      schema: {
        tags,
        body: addToCartBodySchema,
        response: { 201: addToCartResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 422, 429) },
      },
    },
    async (request, reply) => {
      const item = await addToCart(db, requireUser(request).id, request.body.quizId);
      return reply.status(201).send({ id: item.id });
    },
  );

  app.delete(
    '/api/cart/:itemId',
    {
      config: { access: 'user' },
      schema: {
        tags,
        params: cartItemParamsSchema,
        response: { ...noContent, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      await removeFromCart(db, requireUser(request).id, request.params.itemId);
      return reply.status(204).send();
    },
  );
};
