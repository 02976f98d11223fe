import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ClickConfig } from '../../../config-payments';
import type { Db } from '../../../db/client';
import { recordCallback } from '../payment-ledger';
import { rawBodyOf, readBodiesRaw, statusOf } from '../raw-body';
import { answerClick, clickResponse } from './click.service';
import { CLICK_ACTION, type ClickAction } from './click-errors';
import { type ClickFields, type ClickResponse, clickResponseSchema, parseClickBody } from './click-request';

const ROUTES: { url: string; action: ClickAction | null; summary: string }[] = [
  { url: '/api/payments/click/prepare', action: CLICK_ACTION.PREPARE, summary: 'Click SHOP API: Prepare' },
  { url: '/api/payments/click/complete', action: CLICK_ACTION.COMPLETE, summary: 'Click SHOP API: Complete' },
  { url: '/api/payments/click', action: null, summary: 'Click SHOP API: Prepare or Complete by `action`' },
];

const DESCRIPTION =
  'Called by Click, not by browsers. Form-encoded (or JSON) fields click_trans_id, service_id, ' +
  "click_paydoc_id, merchant_trans_id (our payment id), amount (so'm), action (0 Prepare, 1 Complete), " +
  'error, error_note, sign_time, sign_string, and merchant_prepare_id on Complete. Always answers ' +
  "HTTP 200 with Click's body: error 0 or -1...-9 (the documented exception to the API error body), " +
  'also for a foreign Origin (-1) and a body over 64 KB or with text we cannot store (-8).';

/**
 * The Click SHOP API (research notes section 2): Click calls Prepare, then Complete. The body is
 * read here as raw text (any content type, or none), so the MD5 sign is checked over exactly what
 * Click sent and nothing Click sends can get Fastify's 400 instead of Click's -8. Every callback is
 * recorded raw with our answer. No per-IP limit: Click's retries must get through; the sign guards.
 */
export const clickRoutes: FastifyPluginAsyncZod<{ db: Db; config: ClickConfig | null }> = async (
  app,
  { db, config },
) => {
  readBodiesRaw(app);

  /** Every callback, raw, with our answer; a failure to record must not change the answer. */
  const answered = async (request: FastifyRequest, fields: ClickFields, response: ClickResponse) => {
    await recordCallback(db, {
      provider: 'click',
      operation: operationOf(fields.action),
      paymentId: fields.merchant_trans_id ?? null,
      externalId: fields.click_trans_id ?? null,
      request: rawBodyOf(request),
      response,
      httpStatus: 200,
      ipAddress: request.ip,
    }).catch((err: unknown) => request.log.error({ err }, 'click callback not recorded'));
    return response;
  };

  // a refusal before the handler still gets Click's answer, and is recorded: a foreign Origin is
  // no Click (-1), a body over the limit or with text we cannot store is a bad request (-8)
  app.setErrorHandler(async (error, request, reply) => {
    const status = statusOf(error);
    if (status >= 500) request.log.error({ err: error }, 'click callback failed');
    const fields = parseClickBody(rawBodyOf(request));
    const name = status === 403 ? 'SIGN_CHECK_FAILED' : status < 500 ? 'BAD_REQUEST' : 'FAILED_TO_UPDATE';
    return reply.status(200).send(await answered(request, fields, clickResponse(fields, { name })));
  });

  for (const route of ROUTES) {
    app.post(
      route.url,
      {
        config: { access: 'public', rateLimit: false },
        schema: {
          tags: ['payments'],
          summary: route.summary,
          description: DESCRIPTION,
          response: { 200: clickResponseSchema },
        },
      },
      async (request) => {
        const fields = parseClickBody(rawBodyOf(request));
        return answered(request, fields, await answerSafely(fields, route.action));
      },
    );
  }

  /** An unexpected failure (the database, say) is Click's -7 "failed to update", never a 500. */
  async function answerSafely(fields: ClickFields, action: ClickAction | null): Promise<ClickResponse> {
    try {
      return await answerClick(db, config, fields, action);
    } catch (error) {
      app.log.error({ err: error }, 'click callback failed');
      return clickResponse(fields, { name: 'FAILED_TO_UPDATE' });
    }
  }
};

const operationOf = (action: string | undefined) =>
  action === CLICK_ACTION.PREPARE ? 'prepare' : action === CLICK_ACTION.COMPLETE ? 'complete' : 'unknown';
