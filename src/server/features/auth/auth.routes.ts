import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorMessage, uz } from '../../../shared/i18n/uz';
import { type Auth, CLIENT_IP_HEADER } from './auth';

/**
 * Mounts better-auth on /api/auth/* in its own scope with the body kept raw: the request is
 * rebuilt as a Web Request, and status, headers and every set-cookie are copied back. Error
 * messages are replaced by the Uzbek catalogue's, keyed by better-auth's stable codes.
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
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === CLIENT_IP_HEADER) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
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

  const text = await response.text();
  if (response.status < 400 || !text) return reply.send(text || undefined);
  return reply.type('application/json').send(JSON.stringify(localizeError(response.status, text)));
}

/** better-auth's { code, message } with an Uzbek message, plus our { error: { code, message } }. */
function localizeError(status: number, text: string) {
  let parsed: { code?: string; message?: string; fields?: Record<string, string> } = {};
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON: keep the generic message
  }
  const code = status === 429 ? (parsed.code ?? 'RATE_LIMITED') : (parsed.code ?? 'INTERNAL');
  const known = (uz.errors as Record<string, string>)[code];
  let message = known ?? parsed.message ?? errorMessage('INTERNAL');
  if (status === 429) message = errorMessage('RATE_LIMITED');
  // our own validation carries the field's specific Uzbek message
  if (code === 'VALIDATION_FAILED' && parsed.message) message = parsed.message;
  const error = { code, message, ...(parsed.fields ? { fields: parsed.fields } : {}) };
  return { ...error, error };
}
