import { z } from 'zod';
import { TIME_FIELD, type UzumOperation } from './uzum-errors';

/*
 * The Uzum Bank Merchant API's bodies (research notes section 3): amounts in tiyin, times in ms
 * since the epoch. Requests are validated after authentication (the route parses the raw body);
 * responses are the protocol's own, success with HTTP 200 and refusals with HTTP 400.
 */

/** Uzum sends its numeric service id; a digit string is accepted as the same id */
const serviceId = z.union([z.number().int().nonnegative(), z.string().regex(/^\d{1,15}$/)]);
const timestamp = z.number().int().nonnegative();
const transId = z.string().trim().min(1).max(64);
/** our order id is the payment's uuid, in the service's `order_id` field */
const params = z.looseObject({ order_id: z.string().trim().min(1).max(64) });

const base = { serviceId, timestamp };
export const uzumRequestSchemas = {
  check: z.looseObject({ ...base, params }),
  create: z.looseObject({
    ...base,
    transId,
    params,
    amount: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  }),
  confirm: z.looseObject({
    ...base,
    transId,
    paymentSource: z.string().max(100).optional(),
    tariff: z.string().max(100).nullish(),
    processingReferenceNumber: z.string().max(100).nullish(),
    phone: z.string().max(30).optional(),
  }),
  reverse: z.looseObject({ ...base, transId }),
  status: z.looseObject({ ...base, transId }),
} satisfies Record<UzumOperation, z.ZodType>;

export type UzumRequest<Op extends UzumOperation> = z.infer<(typeof uzumRequestSchemas)[Op]>;

/** what we answer as the service id: Uzum's own value echoed (as a number), else ours */
const echoedServiceId = z.number().int().nullable();
const time = z.number().int();
const amount = z.number().int();

export const uzumStatusSchema = z.enum(['CREATED', 'CONFIRMED', 'REVERSED', 'FAILED']);
export type UzumStatus = z.infer<typeof uzumStatusSchema>;

export const uzumSuccessSchemas = {
  check: z.object({
    serviceId: echoedServiceId,
    timestamp: time,
    status: z.literal('OK'),
    data: z.record(z.string(), z.object({ value: z.string() })),
  }),
  create: z.object({
    serviceId: echoedServiceId,
    transId: z.string(),
    status: z.literal('CREATED'),
    transTime: time,
    amount,
  }),
  confirm: z.object({
    serviceId: echoedServiceId,
    transId: z.string(),
    status: z.literal('CONFIRMED'),
    confirmTime: time,
    amount,
  }),
  reverse: z.object({
    serviceId: echoedServiceId,
    transId: z.string(),
    status: z.literal('REVERSED'),
    reverseTime: time,
    amount,
  }),
  status: z.object({
    serviceId: echoedServiceId,
    transId: z.string(),
    status: uzumStatusSchema,
    transTime: time,
    confirmTime: time.nullable(),
    reverseTime: time.nullable(),
    amount,
  }),
} satisfies Record<UzumOperation, z.ZodType>;

export type UzumSuccess<Op extends UzumOperation> = z.infer<(typeof uzumSuccessSchemas)[Op]>;

/** Uzum's refusal: status FAILED, the operation's time field and the code as a string. */
export const uzumErrorSchema = (operation: UzumOperation) =>
  z
    .object({
      serviceId: echoedServiceId,
      transId: z.string().optional(),
      status: z.literal('FAILED'),
      [TIME_FIELD[operation]]: time,
      errorCode: z.string().regex(/^\d{5}$/),
    })
    .describe('Uzum refusal: errorCode says why (10001 access denied, 10002 bad JSON, ...)');
