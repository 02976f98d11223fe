import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { PaymeConfig } from '../../../config-payments';
import type { Db } from '../../../db/client';
import { type CallbackRecord, recordCallback } from '../payment-ledger';
import { CALLBACK_BODY_LIMIT, statusOf } from '../raw-body';
import { answerPayme, type PaymeExchange } from './payme-dispatch';
import { type PaymeAnswer, paymeError, readBody, requestIdOf, rpcError } from './payme-rpc';
import { paymeAnswerSchema } from './payme-schemas';

export const PAYME_PATH = '/api/payments/payme';

/**
 * The Payme Merchant API (research notes, section 1): JSON-RPC 2.0, always HTTP 200, our error
 * body never. Without credentials every call is refused as unauthenticated (-32504).
 * Not rate limited per IP: Payme's retries must get through; the merchant key protects the route.
 * A refusal before the handler (a foreign Origin, a body over 64 KB) gets Payme's answer too.
 */
export const paymeRoutes: FastifyPluginAsyncZod<{ db: Db; config: PaymeConfig | null }> = async (
  app,
  { db, config },
) => {
  // the body is read raw, whatever its content type, so a malformed one gets Payme's -32700 and
  // the books keep exactly what was sent (this plugin's scope only)
  app.removeAllContentTypeParsers();
  const rawBodies = new WeakMap<FastifyRequest, string>();
  app.addContentTypeParser(
    '*',
    { parseAs: 'string', bodyLimit: CALLBACK_BODY_LIMIT },
    (request, body, done) => {
      rawBodies.set(request, body as string);
      // the body the app sees (and the books keep) without NUL, which the database cannot hold and
      // the global text guard would refuse with our 400: Payme gets its own answer to the raw text
      done(null, (body as string).replaceAll('\u0000', '\uFFFD'));
    },
  );

  // a refusal before the handler still gets Payme's answer (HTTP 200) and is recorded: a foreign
  // Origin is no Payme (-32504), a body over the limit could not be read (-32700)
  app.setErrorHandler(async (error, request, reply) => {
    const status = statusOf(error);
    if (status >= 500) request.log.error({ err: error }, 'Payme callback failed');
    const name = status === 403 ? 'UNAUTHORIZED' : status < 500 ? 'PARSE_ERROR' : 'INTERNAL';
    const raw = rawBodies.get(request) ?? '';
    const exchange = { answer: rpcError(requestIdOf(readBody(raw).value), paymeError(name)), operation: '-' };
    await record(db, request.log, exchange, raw, request.ip);
    return reply.status(200).send(exchange.answer);
  });

  const routeOptions = () => ({
    config: { access: 'public' as const, rateLimit: false as const },
    schema: {
      tags: ['payments'],
      summary: 'Payme Merchant API (JSON-RPC 2.0, Basic auth "Paycom:<key>")',
      response: { 200: paymeAnswerSchema },
    },
  });

  app.post(PAYME_PATH, routeOptions(), async (request) => {
    const raw = rawBodies.get(request) ?? '';
    const exchange = await safely(request.log, raw, () =>
      answerPayme(db, config?.key, raw, request.headers.authorization),
    );
    await record(db, request.log, exchange, typeof request.body === 'string' ? request.body : '', request.ip);
    return asDocumented(exchange.answer);
  });

  // Payme speaks POST only; another method still gets a JSON-RPC answer with HTTP 200
  app.get(PAYME_PATH, routeOptions(), async (request) => {
    const exchange = { answer: rpcError(null, paymeError('NOT_POST')), operation: 'GET' };
    await record(db, request.log, exchange, '', request.ip);
    return asDocumented(exchange.answer);
  });
};

/** Our answer as the OpenAPI schema types it (the response serializer checks it against that schema). */
const asDocumented = (answer: PaymeAnswer) => answer as z.infer<typeof paymeAnswerSchema>;

/** An unexpected failure is logged and answered -32400, never a 500 (Payme reads any non-200 as -32400). */
async function safely(
  log: FastifyBaseLogger,
  raw: string,
  run: () => Promise<PaymeExchange>,
): Promise<PaymeExchange> {
  try {
    return await run();
  } catch (error) {
    log.error({ err: error }, 'Payme callback failed');
    return { answer: rpcError(requestIdOf(readBody(raw).value), paymeError('INTERNAL')), operation: '-' };
  }
}

/** The raw callback and our answer, for the books; a failure to record must not change the answer. */
async function record(db: Db, log: FastifyBaseLogger, exchange: PaymeExchange, raw: string, ip: string) {
  const entry: CallbackRecord = {
    provider: 'payme',
    operation: exchange.operation,
    paymentId: exchange.paymentId ?? null,
    externalId: exchange.externalId ?? null,
    request: raw,
    response: exchange.answer,
    httpStatus: 200,
    ipAddress: ip,
  };
  try {
    await recordCallback(db, entry);
  } catch (error) {
    log.error({ err: error }, 'Payme callback could not be recorded');
  }
}
