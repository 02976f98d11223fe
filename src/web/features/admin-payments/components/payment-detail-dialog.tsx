import { adminPayments } from '@shared/i18n/admin/payments';
import { formatDateTime, formatSum } from '@shared/i18n/format';
import type { AdminPaymentDetail } from '@shared/schemas/admin-payments';
import { Fact } from '@web/components/admin-list/responsive-list';
import { SectionEmpty, SectionError } from '@web/components/section-state';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Skeleton } from '@web/components/ui/skeleton';
import { usePaymentDetail } from '../api/get-payment';
import { methodLabel, PayerCell, PaymentStatusBadge, providerLabel } from './payment-parts';
import { RefundPaymentButton } from './refund-payment-button';

const t = adminPayments;
const time = (iso: string | null) => (iso ? formatDateTime(iso) : '—');

function PaymentFacts({ payment }: { payment: AdminPaymentDetail['payment'] }) {
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      <Fact term={t.columns.payer}>
        <PayerCell payer={payment.payer} />
      </Fact>
      <Fact term={t.columns.status}>
        <PaymentStatusBadge status={payment.status} />
      </Fact>
      <Fact term={t.columns.amount}>{formatSum(payment.amount)}</Fact>
      <Fact term={t.columns.provider}>{providerLabel(payment.provider)}</Fact>
      <Fact term={t.detail.method}>{methodLabel(payment.method)}</Fact>
      <Fact term={t.detail.createdAt}>{time(payment.createdAt)}</Fact>
      <Fact term={t.detail.completedAt}>{time(payment.completedAt)}</Fact>
      <Fact term={t.detail.refundedAt}>{time(payment.refundedAt)}</Fact>
      <Fact term={t.detail.providerTransactionId}>
        <span className="font-mono text-xs">{payment.providerTransactionId ?? '—'}</span>
      </Fact>
      {payment.guestPhone ? <Fact term={t.detail.phone}>{payment.guestPhone}</Fact> : null}
      <Fact term={t.detail.items}>
        <ul className="grid gap-0.5">
          {payment.items.map((item) => (
            <li key={item.quizId}>
              {item.title} · {formatSum(item.price)}
            </li>
          ))}
        </ul>
      </Fact>
    </dl>
  );
}

function Transactions({ transactions }: { transactions: AdminPaymentDetail['transactions'] }) {
  if (transactions.length === 0) return <SectionEmpty message={t.detail.noTransactions} />;
  return (
    <ul className="grid gap-2">
      {transactions.map((tx) => (
        <li key={tx.externalId} className="rounded-lg border p-3">
          <p className="font-mono text-xs break-all">{tx.externalId}</p>
          <dl className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
            <Fact term={t.columns.status}>{tx.status}</Fact>
            <Fact term={t.detail.state}>{tx.state}</Fact>
            <Fact term={t.detail.amountTiyin}>{tx.amountTiyin}</Fact>
            <Fact term={t.detail.createdAt}>{time(tx.providerTime ?? tx.createdAt)}</Fact>
            <Fact term={t.detail.performedAt}>{time(tx.performedAt)}</Fact>
            <Fact term={t.detail.cancelledAt}>{time(tx.cancelledAt)}</Fact>
            {tx.reason === null ? null : <Fact term={t.detail.reason}>{tx.reason}</Fact>}
          </dl>
        </li>
      ))}
    </ul>
  );
}

const Raw = ({ text }: { text: string }) => (
  <pre className="max-h-40 overflow-auto rounded-md bg-muted p-2 font-mono text-xs whitespace-pre-wrap break-all">
    {text}
  </pre>
);

function Callbacks({ callbacks }: { callbacks: AdminPaymentDetail['callbacks'] }) {
  if (callbacks.length === 0) return <SectionEmpty message={t.detail.noCallbacks} />;
  return (
    <ol className="grid gap-2">
      {callbacks.map((callback) => (
        <li key={callback.id} className="grid gap-2 rounded-lg border p-3">
          <p className="text-sm font-medium">
            {callback.operation} · HTTP {callback.httpStatus}{' '}
            <span className="font-normal text-muted-foreground">{formatDateTime(callback.createdAt)}</span>
          </p>
          <p className="text-xs text-muted-foreground">{t.detail.request}</p>
          <Raw text={callback.request} />
          <p className="text-xs text-muted-foreground">{t.detail.response}</p>
          <Raw text={JSON.stringify(callback.response, null, 2)} />
        </li>
      ))}
    </ol>
  );
}

/** One payment: its facts, every provider transaction and the raw callbacks with our answers. */
export function PaymentDetailDialog({
  paymentId,
  onClose,
}: {
  paymentId: string | null;
  onClose: () => void;
}) {
  const detail = usePaymentDetail(paymentId);
  return (
    <Dialog open={paymentId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>{t.detail.title}</DialogTitle>
          <DialogDescription className="font-mono text-xs break-all">{paymentId}</DialogDescription>
        </DialogHeader>
        {detail.isPending ? (
          <div role="status" aria-busy="true" className="grid gap-2">
            <Skeleton className="h-24 w-full" />
            <Skeleton className="h-16 w-full" />
          </div>
        ) : detail.data ? (
          <div className="grid gap-5">
            <PaymentFacts payment={detail.data.payment} />
            {detail.data.payment.status === 'COMPLETED' ? (
              <RefundPaymentButton payment={detail.data.payment} />
            ) : null}
            <section className="grid gap-2">
              <h3 className="font-semibold">{t.detail.transactions}</h3>
              <Transactions transactions={detail.data.transactions} />
            </section>
            <section className="grid gap-2">
              <h3 className="font-semibold">{t.detail.callbacks}</h3>
              <Callbacks callbacks={detail.data.callbacks} />
            </section>
          </div>
        ) : (
          <SectionError
            message={t.detail.loadError}
            onRetry={() => void detail.refetch()}
            retrying={detail.isFetching}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
