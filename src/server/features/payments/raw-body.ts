import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Provider callbacks are small forms or JSON documents: anything larger is refused (413), which
 * each provider's plugin answers in its own protocol (its error handler).
 */
export const CALLBACK_BODY_LIMIT = 64 * 1024;

/**
 * In this plugin's scope every body, of any content type or none, arrives as the raw text: a
 * provider's signature is checked over exactly what it sent, a malformed body gets the
 * provider's own parse error (not Fastify's 400), and the books keep what was received.
 */
export function readBodiesRaw(app: FastifyInstance) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'string', bodyLimit: CALLBACK_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );
}

/** The status of an error thrown before a callback's handler ran: 403 Origin, 413 size, 400 text... */
export const statusOf = (error: unknown) => (error as { statusCode?: number }).statusCode ?? 500;

/** The raw text readBodiesRaw kept ('' for a request without a body, or one refused unread). */
export const rawBodyOf = (request: FastifyRequest) => (typeof request.body === 'string' ? request.body : '');
