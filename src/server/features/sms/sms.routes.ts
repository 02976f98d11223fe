import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { errorResponses } from '../../plugins/error-responses';
import { AppError } from '../../plugins/errors';
import { ESKIZ_CALLBACK_PATH, isCallbackToken } from './eskiz-callback-token';
import { recordDeliveryReport } from './sms-delivery';

const REPORT_BODY_LIMIT = 16 * 1024;

const querySchema = z.object({ id: z.string().max(64), token: z.string().max(128) });
const reportSchema = z.object({
  status: z.string().trim().min(1).max(64),
  id: z.union([z.string().max(64), z.number()]).optional(),
  message_id: z.union([z.string().max(64), z.number()]).optional(),
});

/** Eskiz posts its report as JSON or as a form: either is read here. */
function parseReport(raw: string) {
  const trimmed = raw.trim();
  let fields: unknown;
  try {
    fields = trimmed.startsWith('{') ? JSON.parse(trimmed) : Object.fromEntries(new URLSearchParams(trimmed));
  } catch {
    fields = undefined;
  }
  const parsed = reportSchema.safeParse(fields);
  if (!parsed.success) throw new AppError(400, 'VALIDATION_FAILED');
  const providerId = parsed.data.id ?? parsed.data.message_id;
  return {
    status: parsed.data.status,
    providerId: providerId === undefined ? undefined : String(providerId),
  };
}

/**
 * Eskiz's delivery reports. Public (Eskiz has no session) but guarded by the per-message token in
 * the URL (403 without it). A report for a message we no longer have, or that is already final,
 * is answered 200 `recorded: false`: there is nothing for Eskiz to try again.
 */
export const smsRoutes: FastifyPluginAsyncZod<{ db: Db; secret: string }> = async (app, { db, secret }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: REPORT_BODY_LIMIT }, (_request, body, done) =>
    done(null, body),
  );
  app.post(
    ESKIZ_CALLBACK_PATH,
    {
      // no per-IP limit: every report of a busy day comes from Eskiz's few addresses
      config: { access: 'public', rateLimit: false },
      schema: {
        tags: ['sms'],
        summary: "Eskiz's delivery report of one SMS",
        description:
          'Called by Eskiz at the callback_url sent with the message: ?id=<our message id>&token=<its token>. ' +
          'Body (JSON or form): status (DELIVERED, REJECTED, UNDELIVERABLE, EXPIRED, or a word meaning on ' +
          "its way) and id, Eskiz's message id.",
        querystring: querySchema,
        response: { 200: z.object({ recorded: z.boolean() }), ...errorResponses(400, 403) },
      },
    },
    async (request) => {
      const { id, token } = request.query;
      if (!isCallbackToken(secret, id, token)) throw new AppError(403, 'FORBIDDEN');
      const report = parseReport(typeof request.body === 'string' ? request.body : '');
      const recorded = await recordDeliveryReport(db, id, report);
      if (!recorded) request.log.info({ id, report }, 'delivery report for no message on its way: ignored');
      return { recorded };
    },
  );
};
