import { z } from 'zod';
import { PAYMENT_METHODS } from '../domain/storefront';
import { guestTexts } from '../i18n/guest';
import { emailSchema, fullNameSchema, phoneNumberSchema } from './auth';
import { PAYMENT_STATUSES } from './storefront';

/** Guest checkout and guest access: buy one quiz without an account, play it 24 hours. */

/** Left empty or out: not given. */
const optional = <S extends z.ZodType<unknown, string>>(schema: S) =>
  z
    .string()
    .transform((value) => (value.trim() === '' ? undefined : value))
    .pipe(schema.optional())
    .optional();

/** The checkout's fields, each with its own rule (forms pick from these). */
export const guestCheckoutBodySchema = z.object({
  quizId: z.uuid(),
  email: optional(emailSchema),
  fullName: fullNameSchema,
  phone: optional(phoneNumberSchema),
  method: z.enum(PAYMENT_METHODS).default('CLICK'),
});

/**
 * What the server takes: an email or an Uzbek mobile number (or both). The access link goes to the
 * email, or by SMS to the number when no email is given.
 */
export const guestCheckoutRequestSchema = guestCheckoutBodySchema.refine((body) => body.email || body.phone, {
  error: () => guestTexts.validation.contactRequired,
  path: ['email'],
});
/** the body as the browser sends it */
export type GuestCheckoutBody = z.input<typeof guestCheckoutRequestSchema>;
export type GuestCheckoutData = z.output<typeof guestCheckoutRequestSchema>;

export const guestCheckoutResponseSchema = z.object({
  paymentId: z.uuid(),
  /** the provider's page (the demo page /payment/demo/{id}), or /play/{quizId} for a free quiz */
  redirectUrl: z.string(),
});
export type GuestCheckoutResponse = z.infer<typeof guestCheckoutResponseSchema>;

export const guestPaymentParamsSchema = z.object({ paymentId: z.uuid() });

/** the guest access a completed payment opened: 24 hours from the payment */
export const guestAccessGrantSchema = z.object({ purchaseId: z.uuid(), expiresAt: z.string() });

export const guestPaymentResponseSchema = z.object({
  payment: z.object({
    id: z.uuid(),
    status: z.enum(PAYMENT_STATUSES),
    amount: z.number().int(),
    quiz: z.object({ id: z.uuid(), title: z.string() }),
    /** '' when the buyer gave only a phone number */
    email: z.string(),
    /** E.164, when the buyer gave one */
    phone: z.string().optional(),
    fullName: z.string(),
    /** left out while it can be paid: its quiz is open to this email already, or off sale */
    unpayableBecause: z.enum(['ALREADY_OWNED', 'QUIZ_UNAVAILABLE']).optional(),
  }),
  /** set once the payment is COMPLETED */
  access: guestAccessGrantSchema.nullable(),
});
export type GuestPaymentResponse = z.infer<typeof guestPaymentResponseSchema>;

export const guestDemoConfirmBodySchema = z.object({ outcome: z.enum(['success', 'failure']) });
export type GuestDemoConfirmBody = z.infer<typeof guestDemoConfirmBodySchema>;

/** the token from the emailed link's fragment (/guest-access#<token>) */
export const guestRedeemBodySchema = z.object({
  token: z
    .string()
    .trim()
    .min(20)
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/),
});
export type GuestRedeemBody = z.infer<typeof guestRedeemBodySchema>;

export const guestRedeemResponseSchema = z.object({
  quizId: z.uuid(),
  quizTitle: z.string(),
  email: z.string(),
  fullName: z.string(),
  purchaseId: z.uuid(),
  expiresAt: z.string(),
});
export type GuestRedeemResponse = z.infer<typeof guestRedeemResponseSchema>;

/** refunded: the payment was refunded, which closed the access before its 24 hours were over */
export const GUEST_ACCESS_STATES = ['none', 'active', 'expired', 'merged', 'refunded'] as const;
export type GuestAccessStateName = (typeof GUEST_ACCESS_STATES)[number];

export const guestAccessParamsSchema = z.object({ quizId: z.uuid() });

/** this browser's guest access to one quiz; the details are absent when the state is 'none' */
export const guestAccessStatusSchema = z.object({
  state: z.enum(GUEST_ACCESS_STATES),
  expiresAt: z.string().optional(),
  email: z.string().optional(),
  fullName: z.string().optional(),
  purchaseId: z.uuid().optional(),
});
export type GuestAccessStatus = z.infer<typeof guestAccessStatusSchema>;

/** POST /api/dev/clock (tests only): moves the server's clock for guest expiry */
export const devClockBodySchema = z.object({
  offsetMs: z
    .number()
    .int()
    .min(-365 * 24 * 3600 * 1000)
    .max(365 * 24 * 3600 * 1000),
});
export const devClockResponseSchema = z.object({ offsetMs: z.number().int(), now: z.string() });
