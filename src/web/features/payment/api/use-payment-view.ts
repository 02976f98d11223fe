import { useQuery } from '@tanstack/react-query';
import { guestPaymentView, learnerPaymentView, type PaymentView, type PaymentViewer } from '../payment-view';
import { guestPaymentQueryOptions } from './get-guest-payment';
import { paymentQueryOptions } from './get-payment';

type Status = PaymentView['status'];
/** how often to ask again, given the status last read (false: stop) */
export type PollPolicy = (status: Status | undefined) => number | false;

const never: PollPolicy = () => false;

/**
 * The payment as the viewer may read it: a signed-in learner's own (GET /api/payments/:id), or
 * the guest payment this browser's cookie opens (GET /api/guest-checkout/payments/:id). Only the
 * viewer's query runs; both are shaped into one PaymentView.
 */
export function usePaymentView(paymentId: string, viewer: PaymentViewer, poll: PollPolicy = never) {
  const learner = useQuery({
    ...paymentQueryOptions(paymentId),
    enabled: viewer === 'learner',
    select: (data) => learnerPaymentView(data.payment),
    refetchInterval: (query) => poll(query.state.data?.payment.status),
  });
  const guest = useQuery({
    ...guestPaymentQueryOptions(paymentId),
    enabled: viewer === 'guest',
    select: guestPaymentView,
    refetchInterval: (query) => poll(query.state.data?.payment.status),
  });
  return viewer === 'learner' ? learner : guest;
}
