import { desc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mailboxResponseSchema } from '../../../shared/schemas/common';
import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema';

const MAILBOX_LIMIT = 100;

/** The development mailbox: the outbox, newest first. Never registered in production. */
export const devMailboxRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/dev/mailbox',
    {
      config: { access: 'public' },
      schema: { tags: ['development'], response: { 200: mailboxResponseSchema } },
    },
    async () => {
      const rows = await db
        .select()
        .from(emailOutbox)
        .orderBy(desc(emailOutbox.createdAt))
        .limit(MAILBOX_LIMIT);
      return {
        messages: rows.map((row) => ({
          id: row.id,
          to: row.to,
          subject: row.subject,
          html: row.html,
          text: row.text,
          status: row.status,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },
  );
};
