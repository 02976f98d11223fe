import { z } from 'zod';
import { PAYMENT_METHODS } from '../domain/storefront';
import { personSchema } from './admin-results';
import { PAYMENT_STATUSES } from './storefront';

/**
 * The admin payments contract: every payment with its provider transactions,
 * their CSV export, one payment's detail with its raw callbacks, and the Payme reconciliation.
 * Days are calendar days (YYYY-MM-DD) in Asia/Tashkent.
 */

export const PAYMENT_PROVIDER_NAMES = ['payme', 'click', 'uzum', 'demo', 'free'] as const;
/** the learner's choice at checkout; FREE for a free guest quiz */
export const ADMIN_PAYMENT_METHODS = [...PAYMENT_METHODS, 'FREE'] as const;

const day = z.iso.date();

/** The filters of GET /api/admin/payments and of its CSV export (same names). */
export const paymentFiltersSchema = z
  .object({
    status: z.enum(PAYMENT_STATUSES).optional(),
    provider: z.enum(PAYMENT_PROVIDER_NAMES).optional(),
    method: z.enum(ADMIN_PAYMENT_METHODS).optional(),
    /** a payment id or a provider transaction id (exact), or part of the learner's or guest's email */
    q: z.string().trim().max(200).optional(),
    /** created on or after this day */
    from: day.optional(),
    /** created on or before this day */
    to: day.optional(),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, { message: 'from > to', path: ['to'] });
export const paymentListQuerySchema = paymentFiltersSchema.safeExtend({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/** One transaction a provider opened for a payment: its id at the provider and its states. */
export const providerTransactionSummarySchema = z.object({
  externalId: z.string(),
  /** CREATED | PERFORMED | CANCELLED | REFUNDED */
  status: z.string(),
  /** the provider's own state (Payme 1/2/-1/-2, Click, Uzum) */
  state: z.string(),
});

export const adminPaymentSchema = z.object({
  id: z.uuid(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
  provider: z.string(),
  method: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  /** so'm */
  amount: z.number().int(),
  /** the learner, or the guest checkout's name and email */
  payer: personSchema,
  quizTitles: z.array(z.string()),
  /** the provider transaction that completed the payment */
  providerTransactionId: z.string().nullable(),
  transactions: z.array(providerTransactionSummarySchema),
});
/** Newest first. */
export const adminPaymentListSchema = z.object({
  payments: z.array(adminPaymentSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const paymentIdParamsSchema = z.object({ paymentId: z.uuid() });

export const providerTransactionSchema = providerTransactionSummarySchema.extend({
  amountTiyin: z.number().int(),
  /** the provider's own creation time (Payme's `time`) */
  providerTime: z.string().nullable(),
  createdAt: z.string(),
  performedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  reason: z.number().int().nullable(),
});
export const paymentCallbackSchema = z.object({
  id: z.uuid(),
  operation: z.string(),
  externalId: z.string().nullable(),
  /** the raw body as received */
  request: z.string(),
  /** what we answered */
  response: z.unknown(),
  httpStatus: z.number().int(),
  ipAddress: z.string().nullable(),
  createdAt: z.string(),
});
export const adminPaymentDetailSchema = z.object({
  payment: adminPaymentSchema.extend({
    items: z.array(z.object({ quizId: z.uuid(), title: z.string(), price: z.number().int() })),
    guestPhone: z.string().nullable(),
  }),
  transactions: z.array(providerTransactionSchema),
  /** oldest first, at most CALLBACK_LIMIT */
  callbacks: z.array(paymentCallbackSchema),
});
export const CALLBACK_LIMIT = 200;

/**
 * POST /api/admin/payments/:paymentId/refund: the admin records a refund made outside a provider
 * callback (Click has none; a refund made by hand in a provider's cabinet).
 */
export const refundPaymentBodySchema = z.object({
  /** why, for the books and the audit log */
  reason: z.string().trim().min(1).max(500),
});

// ---- Payme reconciliation ----
export const reconciliationQuerySchema = z
  .object({ from: day.optional(), to: day.optional() })
  .refine((f) => !f.from || !f.to || f.from <= f.to, { message: 'from > to', path: ['to'] });

/**
 * Why a row does not match: performed at Payme but our payment is not completed; completed here
 * without a performed Payme transaction; the amounts differ; cancelled after perform at Payme but
 * our payment is not refunded; the order id names no Payme payment of ours.
 */
export const RECONCILIATION_PROBLEMS = [
  'PERFORMED_NOT_COMPLETED',
  'COMPLETED_WITHOUT_PERFORM',
  'AMOUNT_DIFFERS',
  'REFUND_NOT_RECORDED',
  'PAYMENT_NOT_FOUND',
] as const;
export type ReconciliationProblem = (typeof RECONCILIATION_PROBLEMS)[number];

export const reconciliationRowSchema = z.object({
  /** Payme's transaction as GetStatement gives it; null for our completed payment Payme does not list */
  payme: z
    .object({
      id: z.string(),
      time: z.string(),
      /** 1 created, 2 performed, -1 cancelled, -2 cancelled after perform */
      state: z.number().int(),
      reason: z.number().int().nullable(),
      amountTiyin: z.number().int(),
      performTime: z.string().nullable(),
      cancelTime: z.string().nullable(),
    })
    .nullable(),
  /** account.order_id */
  paymentId: z.string().nullable(),
  /** our payment; null when the order id names none */
  payment: z
    .object({
      status: z.enum(PAYMENT_STATUSES),
      amount: z.number().int(),
      completedAt: z.string().nullable(),
      refundedAt: z.string().nullable(),
    })
    .nullable(),
  problem: z.enum(RECONCILIATION_PROBLEMS).nullable(),
});
const totalSchema = z.object({ count: z.number().int(), amount: z.number() });
export const reconciliationSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** mismatches first, then by Payme time */
  rows: z.array(reconciliationRowSchema),
  totals: z.object({
    /** Payme state 2, so'm */
    performed: totalSchema,
    /** Payme state -2, so'm */
    refunded: totalSchema,
    /** Payme state -1 */
    cancelled: z.object({ count: z.number().int() }),
    mismatches: z.number().int(),
  }),
});

export type PaymentFilters = z.infer<typeof paymentFiltersSchema>;
export type PaymentListQuery = z.infer<typeof paymentListQuerySchema>;
export type AdminPayment = z.infer<typeof adminPaymentSchema>;
export type AdminPaymentList = z.infer<typeof adminPaymentListSchema>;
export type AdminPaymentDetail = z.infer<typeof adminPaymentDetailSchema>;
export type ProviderTransaction = z.infer<typeof providerTransactionSchema>;
export type PaymentCallback = z.infer<typeof paymentCallbackSchema>;
export type RefundPaymentBody = z.infer<typeof refundPaymentBodySchema>;
export type ReconciliationQuery = z.infer<typeof reconciliationQuerySchema>;
export type ReconciliationRow = z.infer<typeof reconciliationRowSchema>;
export type Reconciliation = z.infer<typeof reconciliationSchema>;
