import { isIPv4 } from 'node:net';
import { desc } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mailboxResponseSchema } from '../../../shared/schemas/common';
import type { Db } from '../../db/client';
import { emailOutbox, smsOutbox } from '../../db/schema';
import { errorResponses } from '../../plugins/error-responses';
import { notFound } from '../../plugins/errors';

const MAILBOX_LIMIT = 100;

/** 127.0.0.0/8, ::1 and IPv4-mapped 127.x (::ffff:127.0.0.1) */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const ipv4 = address.toLowerCase().startsWith('::ffff:') ? address.slice(7) : address;
  return address === '::1' || (isIPv4(ipv4) && ipv4.startsWith('127.'));
}

/**
 * The outbox holds sign-up links and password reset codes for anyone's account, so only someone
 * on this machine may read it. Both the socket and (behind a trusted proxy) the forwarded client
 * must be loopback: a local reverse proxy must not open it to the world.
 */
function isLoopbackClient(request: FastifyRequest): boolean {
  return isLoopbackAddress(request.socket.remoteAddress) && isLoopbackAddress(request.ip);
}

async function refuseRemoteClients(request: FastifyRequest) {
  if (!isLoopbackClient(request)) throw notFound();
}

const MAILBOX_PAGE = /^\/dev\/mailbox(\/|\?|$)/i;

/**
 * The web app's /dev/mailbox page exists only where its API does: for loopback clients outside
 * production. Registered on the root instance because the page is served by the not-found handler.
 */
export function guardDevMailboxPage(server: FastifyInstance, { isProduction }: { isProduction: boolean }) {
  server.addHook('onRequest', async (request) => {
    if (!MAILBOX_PAGE.test(request.url)) return;
    if (isProduction || !isLoopbackClient(request)) throw notFound();
  });
}

/** The development mailbox: the email and SMS outboxes, newest first. Never registered in production. */
export const devMailboxRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // on this plugin's own routes, so no spelling of the URL gets past it
  app.addHook('onRequest', refuseRemoteClients);
  app.get(
    '/api/dev/mailbox',
    {
      config: { access: 'public' },
      schema: {
        tags: ['development'],
        response: { 200: mailboxResponseSchema, ...errorResponses(404, 429) },
      },
    },
    async () => {
      const [rows, sms] = await Promise.all([
        db.select().from(emailOutbox).orderBy(desc(emailOutbox.createdAt)).limit(MAILBOX_LIMIT),
        db.select().from(smsOutbox).orderBy(desc(smsOutbox.createdAt)).limit(MAILBOX_LIMIT),
      ]);
      return {
        sms: sms.map((row) => ({
          id: row.id,
          to: row.to,
          template: row.template,
          text: row.text,
          status: row.status,
          error: row.error,
          createdAt: row.createdAt.toISOString(),
        })),
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
