import { useQueryClient } from '@tanstack/react-query';
import { rememberGuestPurchase } from '@web/lib/guest-access';
import { invalidateStorefront } from '@web/lib/query-keys';
import { useEffect, useState } from 'react';
import type { PaymentViewer } from '../payment-view';
import { type PollPolicy, usePaymentView } from './use-payment-view';

/** The provider's callback usually lands within seconds of the person's return. */
export const PAYMENT_POLL_INTERVAL_MS = 2_000;
/** After this long without a change the page stops asking and offers a refresh button. */
export const PAYMENT_POLL_LIMIT_MS = 2 * 60_000;

/**
 * The payment, asked again every 2 seconds while it is PENDING (the provider's callback may come
 * before or after the person returns), for at most two minutes at a time: `stalled` says the
 * limit passed, and `refresh` asks again and starts another two minutes.
 */
export function useLivePayment(paymentId: string, viewer: PaymentViewer) {
  const [pollingSince, setPollingSince] = useState(() => Date.now());
  const poll: PollPolicy = (status) =>
    status === 'PENDING' && Date.now() - pollingSince < PAYMENT_POLL_LIMIT_MS && PAYMENT_POLL_INTERVAL_MS;
  const query = usePaymentView(paymentId, viewer, poll);
  const status = query.data?.status;
  const stalled = status === 'PENDING' && query.dataUpdatedAt - pollingSince >= PAYMENT_POLL_LIMIT_MS;

  useSettledPayment(query.data?.status, query.data?.guestPurchase ?? null);

  function refresh() {
    setPollingSince(Date.now());
    void query.refetch();
  }

  return { query, stalled, refresh };
}

type GuestPurchase = Parameters<typeof rememberGuestPurchase>[0];

/**
 * Once paid, the rest of the app learns it: a learner's cart and owned quizzes are read again (the
 * callback emptied the cart), a guest's browser remembers the purchase as the checkout does.
 */
function useSettledPayment(status: string | undefined, guestPurchase: GuestPurchase | null) {
  const queryClient = useQueryClient();
  // the record's fields, not the object: select() makes a new object on every render
  const { quizId = '', email = '', purchaseId = '', expiresAt = 0 } = guestPurchase ?? {};
  useEffect(() => {
    if (status !== 'COMPLETED' && status !== 'REFUNDED') return;
    void invalidateStorefront(queryClient);
    if (purchaseId) rememberGuestPurchase({ quizId, email, purchaseId, expiresAt });
  }, [status, quizId, email, purchaseId, expiresAt, queryClient]);
}
