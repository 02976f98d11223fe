import { formatUzPhone } from '@shared/domain/phone';
import type { GuestPaymentResponse } from '@shared/schemas/guest';
import type { Payment } from '@shared/schemas/storefront';
import type { GuestPurchaseRecord } from '@web/lib/guest-access';

/** Who is looking: a signed-in learner (GET /api/payments/:id) or a guest by cookie (the guest checkout's). */
export type PaymentViewer = 'learner' | 'guest';

/**
 * One payment as the demo and return pages show it, whoever paid: a learner's cart payment and a
 * guest's one-quiz payment come from different endpoints but are shown and decided alike.
 */
export interface PaymentView {
  id: string;
  viewer: PaymentViewer;
  status: Payment['status'];
  amount: number;
  items: { quizId: string; title: string; price: number }[];
  /** the learner's chosen method; the guest endpoint does not say */
  method: string | null;
  createdAt: string | null;
  /** the guest's name and email (or phone), as the receipt names them */
  buyer: string | null;
  /** a guest who gave a phone and no email: the access link went there by SMS (E.164) */
  linkBySmsTo: string | null;
  /** a completed guest payment: what the browser remembers to find its way back to play */
  guestPurchase: GuestPurchaseRecord | null;
  /** an unpaid learner payment no provider will take any more, and why */
  unpayableBecause: Payment['unpayableBecause'] | null;
}

export function learnerPaymentView(payment: Payment): PaymentView {
  return {
    id: payment.id,
    viewer: 'learner',
    status: payment.status,
    amount: payment.amount,
    items: payment.items,
    method: payment.method,
    createdAt: payment.createdAt,
    buyer: null,
    linkBySmsTo: null,
    guestPurchase: null,
    unpayableBecause: payment.unpayableBecause ?? null,
  };
}

export function guestPaymentView({ payment, access }: GuestPaymentResponse): PaymentView {
  return {
    id: payment.id,
    viewer: 'guest',
    status: payment.status,
    amount: payment.amount,
    items: [{ quizId: payment.quiz.id, title: payment.quiz.title, price: payment.amount }],
    method: null,
    createdAt: null,
    buyer: `${payment.fullName} (${payment.email || formatUzPhone(payment.phone ?? '')})`,
    linkBySmsTo: payment.email ? null : (payment.phone ?? null),
    guestPurchase:
      payment.status === 'COMPLETED' && access
        ? {
            quizId: payment.quiz.id,
            email: payment.email,
            purchaseId: access.purchaseId,
            expiresAt: Date.parse(access.expiresAt),
          }
        : null,
    unpayableBecause: payment.unpayableBecause ?? null,
  };
}

/**
 * Where "try again" leads: a guest starts the checkout again; a learner pays for the same quiz
 * alone again (a "Hozir sotib olish" payment left the cart empty), or for the kept cart.
 */
export function retryPath(view: PaymentView): string {
  const [first, ...rest] = view.items;
  if (!first) return '/payment';
  const quizId = encodeURIComponent(first.quizId);
  if (view.viewer === 'guest') return `/guest-checkout/${quizId}`;
  return rest.length === 0 ? `/payment?quiz=${quizId}` : '/payment';
}
