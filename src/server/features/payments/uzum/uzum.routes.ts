import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { UzumConfig } from '../../../config-payments';
import type { Db } from '../../../db/client';
import { serverNow } from '../../../lib/clock';
import { containsUnstorableText } from '../../../plugins/unstorable-text';
import { recordCallback } from '../payment-ledger';
import { rawBodyOf, readBodiesRaw, statusOf } from '../raw-body';
import { UZUM_SERVICES } from './uzum.service';
import { isUzumCaller } from './uzum-auth';
import {
  TIME_FIELD,
  UZUM_ERRORS,
  UZUM_OPERATIONS,
  type UzumErrorCode,
  type UzumOperation,
  UzumRefusal,
} from './uzum-errors';
import { uzumErrorSchema, uzumRequestSchemas, uzumSuccessSchemas } from './uzum-schemas';

interface UzumAnswer {
  httpStatus: 200 | 400;
  body: Record<string, unknown>;
  paymentId?: string;
}

/**
 * The Uzum Bank Merchant API (research notes section 3): POST /api/payments/uzum/{check, create,
 * confirm, reverse, status}. Uzum's own bodies and statuses (200 done, 400 refused with a string
 * errorCode), not the API's error body. The raw body is parsed here, after authentication, and
 * every call is recorded with our answer. Rate limits are off: Uzum's retries must get through.
 */
export const uzumRoutes: FastifyPluginAsync<{ db: Db; config: UzumConfig | null }> = async (
  app,
  { db, config },
) => {
  readBodiesRaw(app);
  // a refusal before the handler (the Origin check, unstorable text, a body over the limit) still
  // answers in Uzum's shape and is recorded
  app.setErrorHandler(async (error, request, reply) => {
    const operation = operationOf(request);
    const status = statusOf(error);
    const code =
      status === 403
        ? UZUM_ERRORS.ACCESS_DENIED
        : status < 500
          ? UZUM_ERRORS.JSON_PARSE_ERROR
          : UZUM_ERRORS.INTERNAL;
    if (code === UZUM_ERRORS.INTERNAL) request.log.error({ err: error }, 'uzum callback failed');
    return send(request, reply, operation, refusal(operation, code, parseJson(rawBodyOf(request)), config));
  });

  const send = async (
    request: FastifyRequest,
    reply: FastifyReply,
    operation: UzumOperation,
    answer: UzumAnswer,
  ) => {
    const raw = rawBodyOf(request);
    await recordCallback(db, {
      provider: 'uzum',
      operation,
      paymentId: answer.paymentId ?? null,
      externalId: typeof answer.body.transId === 'string' ? answer.body.transId : null,
      request: raw,
      response: answer.body,
      httpStatus: answer.httpStatus,
      ipAddress: request.ip,
    }).catch((err: unknown) => request.log.error({ err }, 'uzum callback not recorded'));
    return reply.status(answer.httpStatus).send(answer.body);
  };

  for (const operation of UZUM_OPERATIONS) {
    app.post(
      `/api/payments/uzum/${operation}`,
      {
        config: { access: 'public', rateLimit: false },
        // documented for the OpenAPI reference, validated by the handler after authentication
        validatorCompiler: () => (value) => ({ value }),
        schema: {
          tags: ['payments'],
          summary: `Uzum Bank Merchant API: ${operation}`,
          body: uzumRequestSchemas[operation],
          response: { 200: uzumSuccessSchemas[operation], 400: uzumErrorSchema(operation) },
        },
      },
      async (request, reply) => {
        const answer = await respond(db, config, operation, request).catch((err: unknown) => {
          request.log.error({ err }, 'uzum callback failed');
          return refusal(operation, UZUM_ERRORS.INTERNAL, parseJson(rawBodyOf(request)), config);
        });
        return send(request, reply, operation, answer);
      },
    );
  }
};

/** Authenticate, parse, validate, check the service, then act. */
async function respond(
  db: Db,
  config: UzumConfig | null,
  operation: UzumOperation,
  request: FastifyRequest,
): Promise<UzumAnswer> {
  const json = parseJson(rawBodyOf(request));
  const refused = (code: UzumErrorCode, paymentId?: string) => ({
    ...refusal(operation, code, json, config),
    paymentId,
  });
  if (!config || !isUzumCaller(request.headers.authorization, config))
    return refused(UZUM_ERRORS.ACCESS_DENIED);
  if (json === UNREADABLE) return refused(UZUM_ERRORS.JSON_PARSE_ERROR);
  const parsed = uzumRequestSchemas[operation].safeParse(json);
  if (!parsed.success) return refused(UZUM_ERRORS.MISSING_PARAMETERS);
  if (String(parsed.data.serviceId) !== config.serviceId) return refused(UZUM_ERRORS.INVALID_SERVICE_ID);
  const outcome = await (
    UZUM_SERVICES[operation] as (
      db: Db,
      r: typeof parsed.data,
    ) => ReturnType<(typeof UZUM_SERVICES)[UzumOperation]>
  )(db, parsed.data);
  if (outcome instanceof UzumRefusal) return refused(outcome.errorCode, outcome.paymentId);
  return {
    httpStatus: 200,
    body: { serviceId: serviceIdOf(parsed.data.serviceId), ...outcome.answer },
    paymentId: outcome.paymentId,
  };
}

const UNREADABLE = Symbol('unreadable JSON');

/**
 * The body as JSON, or UNREADABLE (Uzum's 10002): also when it holds text PostgreSQL cannot keep
 * (an escaped NUL or lone surrogate), which our answer would echo and the record would then fail on.
 */
function parseJson(raw: string): unknown {
  try {
    const json: unknown = JSON.parse(raw);
    return containsUnstorableText(json) ? UNREADABLE : json;
  } catch {
    return UNREADABLE;
  }
}

const field = (json: unknown, name: string): unknown =>
  json && typeof json === 'object' ? (json as Record<string, unknown>)[name] : undefined;

/** Uzum's refusal body: its service id and transaction id echoed when they were readable. */
function refusal(
  operation: UzumOperation,
  errorCode: UzumErrorCode,
  json: unknown,
  config: UzumConfig | null,
): UzumAnswer {
  const transId = field(json, 'transId');
  return {
    httpStatus: 400,
    body: {
      serviceId: serviceIdOf(field(json, 'serviceId')) ?? serviceIdOf(config?.serviceId),
      ...(typeof transId === 'string' && transId.length <= 64 ? { transId } : {}),
      status: 'FAILED',
      [TIME_FIELD[operation]]: serverNow().getTime(),
      errorCode,
    },
  };
}

/** A service id as Uzum numbers it: an integer, or digits; anything else is not one. */
function serviceIdOf(value: unknown): number | null {
  const id = typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) ? id : null;
}

const operationOf = (request: FastifyRequest) =>
  (UZUM_OPERATIONS.find((op) => request.url.split('?')[0]?.endsWith(`/${op}`)) ?? 'check') as UzumOperation;
