import { z } from 'zod';
import { CATALOGUE_PAGE_SIZE, PAYMENT_METHODS, SORT_OPTIONS } from '../domain/storefront';
import { catalogLanguageQuerySchema, catalogQuizCardSchema, quizCardSchema } from './catalog';

export {
  CATALOGUE_PAGE_SIZE,
  MAX_PREVIEW_QUESTIONS,
  PAYMENT_METHODS,
  type PaymentMethod,
  SORT_OPTIONS,
  type SortOption,
} from '../domain/storefront';

const optionalText = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.string().trim().max(100).optional(),
);

/** /api/quizzes query: every filter is optional; unknown sort values are refused. */
export const catalogQuerySchema = catalogLanguageQuerySchema.extend({
  search: optionalText,
  category: z.preprocess((value) => (value === '' ? undefined : value), z.uuid().optional()),
  difficulty: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number().int().min(1).max(5).optional(),
  ),
  sort: z.enum(SORT_OPTIONS).default('newest'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(48).default(CATALOGUE_PAGE_SIZE),
});
export type CatalogQuery = z.infer<typeof catalogQuerySchema>;

export const catalogPageSchema = z.object({
  quizzes: z.array(catalogQuizCardSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type CatalogPage = z.infer<typeof catalogPageSchema>;

export const categoryOptionSchema = z.object({ id: z.uuid(), nameUz: z.string(), nameEn: z.string() });
export const categoryOptionsResponseSchema = z.object({ categories: z.array(categoryOptionSchema) });
export type CategoryOption = z.infer<typeof categoryOptionSchema>;
export type CategoryOptionsResponse = z.infer<typeof categoryOptionsResponseSchema>;

export const quizIdParamsSchema = z.object({ id: z.uuid() });

/** A preview question: text and options only, never the correct answer or explanation. */
export const previewQuestionSchema = z.object({
  id: z.uuid(),
  questionText: z.string(),
  options: z.array(z.string()),
});

export const quizDetailSchema = catalogQuizCardSchema.extend({
  maxAttempts: z.number().int().nullable(),
  allowRetakes: z.boolean(),
  /** true: the clock runs to a fixed deadline from the start; false: it pauses while the learner is away */
  strictTimer: z.boolean(),
  previewQuestions: z.array(previewQuestionSchema),
});
export const quizDetailResponseSchema = z.object({
  quiz: quizDetailSchema,
  /** whether the signed-in viewer holds a completed purchase; false for guests */
  owned: z.boolean(),
  inCart: z.boolean(),
  /** the reader's script shows this quiz's texts otherwise than written: the page offers the original */
  transliterable: z.boolean().optional(),
});
export type QuizDetail = z.infer<typeof quizDetailSchema>;
export type QuizDetailResponse = z.infer<typeof quizDetailResponseSchema>;

export const cartItemSchema = z.object({ id: z.uuid(), quiz: quizCardSchema, addedAt: z.string() });
export const cartResponseSchema = z.object({
  items: z.array(cartItemSchema),
  /** sum of current quiz prices in so'm, computed by the server */
  total: z.number().int(),
  count: z.number().int(),
});
export const cartCountResponseSchema = z.object({ count: z.number().int() });
export const addToCartBodySchema = z.object({ quizId: z.uuid() });
export const cartItemParamsSchema = z.object({ itemId: z.uuid() });
export const addToCartResponseSchema = z.object({ id: z.uuid() });
export type AddToCartBody = z.infer<typeof addToCartBodySchema>;
export type AddToCartResponse = z.infer<typeof addToCartResponseSchema>;
export type CartItem = z.infer<typeof cartItemSchema>;
export type CartResponse = z.infer<typeof cartResponseSchema>;
export type CartCountResponse = z.infer<typeof cartCountResponseSchema>;

export const purchaseSchema = z.object({
  id: z.uuid(),
  quizId: z.uuid(),
  amount: z.number().int(),
  paymentMethod: z.string(),
  paymentStatus: z.string(),
  purchasedAt: z.string(),
});
export const claimResponseSchema = z.object({ purchase: purchaseSchema });
export type Purchase = z.infer<typeof purchaseSchema>;
export type ClaimResponse = z.infer<typeof claimResponseSchema>;

export const checkoutBodySchema = z.object({
  method: z.enum(PAYMENT_METHODS).default('CLICK'),
  /** one quiz bought on its own ("Hozir sotib olish"): paid for alone, the cart left as it is */
  quizId: z.uuid().optional(),
});
export const checkoutResponseSchema = z.object({
  paymentId: z.uuid(),
  /** where the browser goes to pay: the provider's page, or our demo test-payment page */
  redirectUrl: z.string(),
});
/** the body as a client may send it (the method has a default) */
export type CheckoutBody = z.input<typeof checkoutBodySchema>;
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

/** REFUNDED: the provider cancelled the payment after it was performed, and the access went with it */
export const PAYMENT_STATUSES = ['PENDING', 'COMPLETED', 'FAILED', 'CANCELLED', 'REFUNDED'] as const;
export const paymentSchema = z.object({
  id: z.uuid(),
  provider: z.string(),
  method: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  amount: z.number().int(),
  items: z.array(z.object({ quizId: z.uuid(), title: z.string(), price: z.number().int() })),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  /**
   * only on an unpaid payment no provider may take money for now: a quiz in it owned, or off sale,
   * meanwhile (left out otherwise: OpenAPI 3.0 cannot say "this enum or null")
   */
  unpayableBecause: z.enum(['ALREADY_OWNED', 'QUIZ_UNAVAILABLE']).optional(),
});
export const paymentParamsSchema = z.object({ paymentId: z.uuid() });
export const demoConfirmBodySchema = z.object({ outcome: z.enum(['success', 'failure']) });
export const paymentResponseSchema = z.object({ payment: paymentSchema });
export type Payment = z.infer<typeof paymentSchema>;
export type PaymentResponse = z.infer<typeof paymentResponseSchema>;
export type DemoConfirmBody = z.infer<typeof demoConfirmBodySchema>;
export type DemoOutcome = DemoConfirmBody['outcome'];

export const ownedQuizSchema = z.object({
  quiz: quizCardSchema,
  purchasedAt: z.string(),
  amount: z.number().int(),
});
export const ownedQuizzesResponseSchema = z.object({ quizzes: z.array(ownedQuizSchema) });
export type OwnedQuiz = z.infer<typeof ownedQuizSchema>;
export type OwnedQuizzesResponse = z.infer<typeof ownedQuizzesResponseSchema>;
