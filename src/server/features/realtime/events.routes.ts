import type { FastifyPluginAsync } from 'fastify';
import { requireUser } from '../../plugins/access';
import type { EventHub, LiveEvent } from './events';

const KEEPALIVE_MS = 20_000;

/** GET /api/events: the signed-in user's live feed as Server-Sent Events. */
export const eventRoutes: FastifyPluginAsync<{ hub: EventHub }> = async (app, { hub }) => {
  const openStreams = new Set<() => void>();
  // long-lived streams would keep a graceful shutdown waiting: end them first
  app.addHook('preClose', async () => {
    for (const end of openStreams) end();
  });

  app.get('/api/events', { config: { access: 'user' }, schema: { hide: true } }, async (request, reply) => {
    const userId = requireUser(request).id;
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
    const unsubscribe = hub.subscribe(userId, send);
    const keepalive = setInterval(() => res.write(': keepalive\n\n'), KEEPALIVE_MS);
    const end = () => {
      clearInterval(keepalive);
      unsubscribe();
      openStreams.delete(end);
      res.end();
    };
    openStreams.add(end);
    request.raw.on('close', end);
  });
};
