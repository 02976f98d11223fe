import type { FastifyInstance } from 'fastify';

/**
 * With SERVER_TIMING=on, every response carries `Server-Timing: app;dur=<ms>`: the time from the
 * request's arrival in Fastify to its answer being ready to send. `npm run bench:play` sets it
 * beside its own latency, so a slow answer can be told apart from one that waited on the way
 * (the client, the event loop, the network) on a shared machine. Off by default: it tells any
 * visitor how long the server worked.
 */
export function registerServerTiming(server: FastifyInstance) {
  server.addHook('onSend', async (_request, reply, payload) => {
    reply.header('server-timing', `app;dur=${reply.elapsedTime.toFixed(2)}`);
    return payload;
  });
}
