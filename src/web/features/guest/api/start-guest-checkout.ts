import type { GuestCheckoutBody, GuestCheckoutResponse } from '@shared/schemas/guest';
import { api } from '@web/lib/api-client';

/**
 * POST /api/guest-checkout: the server prices the quiz, records a PENDING guest payment, sets the
 * guest's HttpOnly cookie and says where to pay. 403 GUEST_PURCHASE_DISABLED, 404 QUIZ_NOT_FOUND,
 * 409 GUEST_CHECKOUT_SIGNED_IN, GUEST_ACCESS_ACTIVE (this browser holds an open access to the
 * quiz), GUEST_ACCESS_EMAILED (that email does: it was reminded by email) or
 * GUEST_PAYMENT_IN_PROGRESS (a provider is taking that email's payment for the quiz now),
 * 422 GUEST_FREE_QUIZ (free quizzes are for signed-in learners).
 */
export function startGuestCheckout(body: GuestCheckoutBody): Promise<GuestCheckoutResponse> {
  return api.post<GuestCheckoutResponse>('/api/guest-checkout', body);
}
