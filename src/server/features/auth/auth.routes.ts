import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Auth } from './auth';
import { authErrorBody } from './auth-errors';
import { CLIENT_IP_HEADER } from './auth-input';

/**
 * Mounts better-auth on /api/auth/* in its own scope with the body kept raw: the request is
 * rebuilt as a Web Request, and status, headers and every set-cookie are copied back. Error
 * answers get the API's one error body (auth-errors.ts).
 */
export async function authRoutes(app: FastifyInstance, { auth }: { auth: Auth }) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_req, body, done) =>
    done(null, body),
  );

  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    config: { access: 'public' },
    handler: async (request, reply) => forward(auth, request, reply),
  });
}

async function forward(auth: Auth, request: FastifyRequest, reply: FastifyReply) {
  const headers = fromNodeHeaders(request.headers);
  // replaces any value the client sent: better-auth's limits count the address Fastify trusts
  headers.set(CLIENT_IP_HEADER, request.ip);
  const body =
    request.method === 'GET' || !Buffer.isBuffer(request.body) ? undefined : new Uint8Array(request.body);
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const response = await auth.handler(new Request(url, { method: request.method, headers, body }));

  reply.status(response.status);
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);

  // better-auth's rate limiter says when to come back in its own header
  const retryAfter = response.headers.get('retry-after') ?? response.headers.get('x-retry-after');
  if (response.status === 429 && retryAfter) reply.header('retry-after', retryAfter);

  const text = await response.text();
  if (response.status < 400) return reply.send(text || undefined);
  return reply.type('application/json').send(JSON.stringify(authErrorBody(response.status, text)));
}
