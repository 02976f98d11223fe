import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminContactMessageSchema,
  contactMessageInputSchema,
  contactMessageListQuerySchema,
  contactMessageListSchema,
  contactMessageParamsSchema,
  contactMessageSentSchema,
  contactUnreadCountSchema,
} from '../../../shared/schemas/contact';
import type { Db } from '../../db/client';
import { requireUser } from '../../plugins/access';
import { adminReads } from '../../plugins/admin-reads';
import { errorResponses, noContent } from '../../plugins/error-responses';
import {
  countUnread,
  deleteContactMessage,
  listContactMessages,
  markContactMessageRead,
} from './contact-admin';
import { ContactLimitError, type ContactLimitOptions, sendContactMessage } from './contact-send';

/** The support/contact form (anyone) and its messages for admins. */
export const contactRoutes: FastifyPluginAsyncZod<{ db: Db } & ContactLimitOptions> = async (
  app,
  { db, perIpLimit },
) => {
  app.post(
    '/api/contact',
    {
      config: { access: 'public' },
      schema: {
        tags: ['contact'],
        body: contactMessageInputSchema,
        response: { 201: contactMessageSentSchema, ...errorResponses(400, 403, 429) },
      },
    },
    async (request, reply) => {
      const user = await request.loadUser();
      const sender = { userId: user?.id ?? null, ipAddress: request.ip };
      try {
        const sent = await sendContactMessage(db, request.body, sender, { perIpLimit });
        return reply.status(201).send(sent);
      } catch (error) {
        if (error instanceof ContactLimitError)
          reply.header('retry-after', String(Math.max(1, Math.ceil(error.retryAfterSeconds))));
        throw error;
      }
    },
  );

  const tags = ['admin'];
  const config = { access: 'admin' } as const;

  const reads = adminReads(app);

  reads.get('/api/admin/contact-messages', {
    querystring: contactMessageListQuerySchema,
    response: contactMessageListSchema,
    read: ({ query }) => listContactMessages(db, query),
  });

  reads.get('/api/admin/contact-messages/unread-count', {
    response: contactUnreadCountSchema,
    read: async () => ({ unreadCount: await countUnread(db) }),
  });

  app.post(
    '/api/admin/contact-messages/:id/read',
    {
      config,
      schema: {
        tags,
        params: contactMessageParamsSchema,
        response: { 200: adminContactMessageSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => markContactMessageRead(db, requireUser(request), request.params.id),
  );

  app.delete(
    '/api/admin/contact-messages/:id',
    {
      config,
      schema: {
        tags,
        params: contactMessageParamsSchema,
        response: { ...noContent, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      await deleteContactMessage(db, requireUser(request), request.params.id);
      return reply.status(204).send();
    },
  );
};
