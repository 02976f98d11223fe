import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../plugins/errors';
import { guestAccessesFrom } from '../identity/guest-credentials';
import { guestChannel } from '../identity/player';
import type { EventHub, LiveEvent } from './events';

const KEEPALIVE_MS = 20_000;

/**
 * The channels a browser listens on: its signed-in user's, and one per open guest access it holds
 * (a guest's play sessions are told there, e.g. of a takeover on another device). None: 401.
 */
async function channelsOf(db: Db, request: FastifyRequest): Promise<string[]> {
  const guests = (await guestAccessesFrom(db, request)).filter((access) => access.state === 'active');
  const channels = [...(request.user ? [request.user.id] : []), ...guests.map((g) => guestChannel(g.id))];
  if (channels.length === 0) throw new AppError(401, 'UNAUTHENTICATED');
  return channels;
}

/** GET /api/events: the live feed of the signed-in user and of the guest accesses held, as Server-Sent Events. */
export const eventRoutes: FastifyPluginAsync<{ hub: EventHub; db: Db }> = async (app, { hub, db }) => {
  const openStreams = new Set<() => void>();
  // long-lived streams would keep a graceful shutdown waiting: end them first
  app.addHook('preClose', async () => {
    for (const end of openStreams) end();
  });

  app.get('/api/events', { config: { access: 'player' }, schema: { hide: true } }, async (request, reply) => {
    const channels = await channelsOf(db, request);
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    const send = (event: LiveEvent) =>
      res.write(`event: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`);
    res.write('retry: 3000\n\nevent: ready\ndata: {}\n\n');
    const unsubscribes = channels.map((channel) => hub.subscribe(channel, send));
    const keepalive = setInterval(() => res.write(': keepalive\n\n'), KEEPALIVE_MS);
    const end = () => {
      clearInterval(keepalive);
      for (const unsubscribe of unsubscribes) unsubscribe();
      openStreams.delete(end);
      res.end();
    };
    openStreams.add(end);
    request.raw.on('close', end);
  });
};
