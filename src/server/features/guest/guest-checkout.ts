import { eq } from 'drizzle-orm';
import type { GuestCheckoutData, GuestPaymentResponse } from '../../../shared/schemas/guest';
import type { Db } from '../../db/client';
import { guestAccess, payments, quizzes } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { currentLanguage } from '../../plugins/language';
import { holdActiveQuiz } from '../catalog/quiz-detail';
import { hashGuestToken, newGuestToken } from '../identity/guest-credentials';
import { unpayableReason } from '../payments/payment-ledger';
import { type PaymentProviders, paymentReturnUrl } from '../payments/providers';
import { readSettings } from '../settings/settings.service';
import { type GuestBuyer, guestBuyerOf, settleEarlierGuestCheckouts } from './guest-duplicates';

export interface GuestCheckoutStarted {
  paymentId: string;
  redirectUrl: string;
  /** the browser's secret: the route puts it in the quiz's guest cookie */
  token: string;
}

/**
 * Starts a guest's purchase of one quiz: the price comes from the database, the quiz is held
 * (`for share`) until the PENDING payment exists, and the browser's token is stored hashed on the
 * payment, then the provider's pay link is returned. A free quiz is not sold to guests (422): the
 * spec gives it to signed-in learners, who claim it in one click. A buyer whose access to the quiz
 * is still open is reminded by email or SMS instead (409 GUEST_ACCESS_EMAILED or
 * GUEST_ACCESS_TEXTED, see guest-duplicates.ts).
 */
export async function startGuestCheckout(
  db: Db,
  providers: PaymentProviders,
  publicUrl: string,
  input: GuestCheckoutData,
): Promise<GuestCheckoutStarted> {
  const token = newGuestToken();
  const provider = providers.forMethod(input.method);
  // the schema asks for one of the two
  const buyer = guestBuyerOf(input) as GuestBuyer;
  const payment = await db.transaction(async (tx) => {
    if (!(await readSettings(tx)).enableGuestCheckout) throw new AppError(403, 'GUEST_PURCHASE_DISABLED');
    const quiz = await holdActiveQuiz(tx, input.quizId);
    if (quiz.price === 0) throw new AppError(422, 'GUEST_FREE_QUIZ');
    provider.assertAvailable();
    const reminded = await settleEarlierGuestCheckouts(tx, { buyer, quizId: quiz.id, quizTitle: quiz.title });
    if (reminded) return null;
    const [created] = await tx
      .insert(payments)
      .values({
        userId: null,
        provider: provider.name,
        method: input.method,
        status: 'PENDING',
        amount: quiz.price,
        items: [{ quizId: quiz.id, price: quiz.price }],
        guestEmail: input.email ?? null,
        guestName: input.fullName,
        guestPhone: input.phone ?? null,
        // the access link and certificate are written in it, long after this request
        guestLanguage: currentLanguage(),
        guestTokenHash: hashGuestToken(token),
      })
      .returning();
    return created!;
  });
  // after the commit: the reminder is queued
  if (!payment) throw new AppError(409, 'email' in buyer ? 'GUEST_ACCESS_EMAILED' : 'GUEST_ACCESS_TEXTED');
  const language = payment.guestLanguage ?? currentLanguage();
  const { redirectUrl } = provider.begin({
    id: payment.id,
    amount: payment.amount,
    method: input.method,
    returnUrl: paymentReturnUrl(publicUrl, language, payment.id),
    language,
  });
  return { paymentId: payment.id, redirectUrl, token };
}

/**
 * A guest payment as the browser that started it sees it (while unpaid, with why no provider will
 * take it any more, if none will): only the cookie whose token hash is the
 * payment's opens it; anyone else (another browser, a signed-in user) is told it does not exist.
 */
export async function getGuestPayment(
  db: Db,
  paymentId: string,
  tokens: Iterable<string>,
): Promise<GuestPaymentResponse> {
  const hashes = new Set([...tokens].map(hashGuestToken));
  const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
  if (!payment?.guestTokenHash || !hashes.has(payment.guestTokenHash))
    throw new AppError(404, 'PAYMENT_NOT_FOUND');
  const [item] = payment.items;
  const [quiz] = item
    ? await db
        .select({ id: quizzes.id, title: quizzes.title })
        .from(quizzes)
        .where(eq(quizzes.id, item.quizId))
    : [];
  const [access] = await db
    .select({ purchaseId: guestAccess.purchaseId, expiresAt: guestAccess.expiresAt })
    .from(guestAccess)
    .where(eq(guestAccess.tokenHash, payment.guestTokenHash));
  return {
    payment: {
      id: payment.id,
      status: payment.status as GuestPaymentResponse['payment']['status'],
      amount: payment.amount,
      quiz: { id: item?.quizId ?? quiz?.id ?? '', title: quiz?.title ?? '' },
      email: payment.guestEmail ?? '',
      ...(payment.guestPhone ? { phone: payment.guestPhone } : {}),
      fullName: payment.guestName ?? '',
      unpayableBecause: await unpayableReason(db, payment),
    },
    access:
      payment.status === 'COMPLETED' && access
        ? { purchaseId: access.purchaseId, expiresAt: access.expiresAt.toISOString() }
        : null,
  };
}
