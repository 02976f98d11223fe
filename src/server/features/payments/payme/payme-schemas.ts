import { z } from 'zod';

/** What Payme sends (research notes, section 1): validated after authentication. */
export const rpcEnvelopeSchema = z.object({
  method: z.string(),
  params: z.record(z.string(), z.unknown()).default({}),
  id: z.union([z.number(), z.string(), z.null()]).optional(),
});

/** Payme's transaction id: an opaque string (24 characters in practice). */
const transactionId = z.string().min(1).max(64);
/** ms since the epoch, within what a Date can hold */
const timeMs = z.number().int().nonnegative().max(8_640_000_000_000_000);
/** the account object; its order_id (our payment id) is checked by the service, as an account error */
const account = z.record(z.string(), z.unknown());
const amount = z.number().finite();

export const checkPerformParamsSchema = z.object({ amount, account });
export const createParamsSchema = z.object({ id: transactionId, time: timeMs, amount, account });
export const transactionParamsSchema = z.object({ id: transactionId });
export const cancelParamsSchema = z.object({ id: transactionId, reason: z.number().int() });
export const statementParamsSchema = z.object({ from: timeMs, to: timeMs });

export type CheckPerformParams = z.infer<typeof checkPerformParamsSchema>;
export type CreateParams = z.infer<typeof createParamsSchema>;
export type CancelParams = z.infer<typeof cancelParamsSchema>;

const state = z.union([z.literal(1), z.literal(2), z.literal(-1), z.literal(-2)]);

export const statementRowSchema = z.strictObject({
  id: z.string(),
  time: z.number(),
  amount: z.number(),
  account: z.record(z.string(), z.unknown()),
  create_time: z.number(),
  perform_time: z.number(),
  cancel_time: z.number(),
  transaction: z.string(),
  state,
  reason: z.number().nullable(),
  receivers: z.null(),
});
export type PaymeStatementRow = z.infer<typeof statementRowSchema>;

// strict objects, so the serializer picks the one result that fits and drops no field
const resultSchema = z.union([
  z.strictObject({ allow: z.literal(true) }),
  z.strictObject({ create_time: z.number(), transaction: z.string(), state, receivers: z.null() }),
  z.strictObject({ transaction: z.string(), perform_time: z.number(), state }),
  z.strictObject({ transaction: z.string(), cancel_time: z.number(), state }),
  z.strictObject({
    create_time: z.number(),
    perform_time: z.number(),
    cancel_time: z.number(),
    transaction: z.string(),
    state,
    reason: z.number().nullable(),
  }),
  z.strictObject({ transactions: z.array(statementRowSchema) }),
]);

// number, string or null: as z.unknown, since OpenAPI 3.0 cannot say "nullable" of a union
const rpcId = z.unknown().describe('the request id, echoed (number, string or null)');
const message = z.object({ ru: z.string(), uz: z.string(), en: z.string() });

/** Every answer of the Payme endpoint: HTTP 200 with a JSON-RPC result or error. */
export const paymeAnswerSchema = z
  .union([
    z.strictObject({ jsonrpc: z.literal('2.0'), id: rpcId, result: resultSchema }),
    z.strictObject({
      jsonrpc: z.literal('2.0'),
      id: rpcId,
      error: z.object({ code: z.number().int(), message, data: z.string().optional() }),
    }),
  ])
  .describe('JSON-RPC 2.0 answer (Payme Merchant API): always HTTP 200, errors in `error`');
