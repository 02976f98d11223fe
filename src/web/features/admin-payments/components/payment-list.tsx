import { adminPayments } from '@shared/i18n/admin/payments';
import { formatDateTime, formatSum } from '@shared/i18n/format';
import type { AdminPayment } from '@shared/schemas/admin-payments';
import { Fact, ResponsiveList } from '@web/components/admin-list/responsive-list';
import { TimeHeader } from '@web/components/admin-list/time-header';
import { Button } from '@web/components/ui/button';
import { Eye } from 'lucide-react';
import { PayerCell, PaymentStatusBadge, providerLabel, TransactionIds } from './payment-parts';

const t = adminPayments;
const TH = 'px-3 py-3 font-medium';
const TD = 'px-3 py-2.5 align-top';

type ListProps = { payments: readonly AdminPayment[]; onOpen: (paymentId: string) => void };

/** In the table an icon (the row is wide enough already); on a card the word. */
function DetailsButton({
  payment,
  onOpen,
  compact = false,
}: {
  payment: AdminPayment;
  onOpen: ListProps['onOpen'];
  compact?: boolean;
}) {
  return (
    <Button
      variant="outline"
      size={compact ? 'icon' : 'sm'}
      onClick={() => onOpen(payment.id)}
      aria-label={t.detailsOf(payment.id.slice(0, 8))}
      title={t.details}
    >
      {compact ? <Eye aria-hidden="true" /> : t.details}
    </Button>
  );
}

function PaymentTable({ payments, onOpen }: ListProps) {
  const headers = [
    t.columns.payer,
    t.columns.quizzes,
    t.columns.provider,
    t.columns.amount,
    t.columns.status,
    t.columns.createdAt,
    t.columns.transactions,
  ];
  return (
    <div className="overflow-x-auto rounded-xl border bg-card">
      <table className="w-full text-sm">
        <caption className="sr-only">{t.listLabel}</caption>
        <thead className="border-b bg-muted/50 text-left text-xs text-muted-foreground uppercase">
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col" className={header === t.columns.amount ? `${TH} text-right` : TH}>
                {header === t.columns.createdAt ? <TimeHeader label={header} /> : header}
              </th>
            ))}
            <th scope="col" className={TH}>
              <span className="sr-only">{t.details}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {payments.map((payment) => (
            <tr key={payment.id} className="hover:bg-muted/30">
              <th scope="row" className={`${TD} max-w-56 text-left font-normal`}>
                <PayerCell payer={payment.payer} />
              </th>
              {/* the titles take the table's free width; clamped only when even that is too narrow */}
              <td className={`${TD} w-full min-w-48`}>
                <span className="line-clamp-2" title={payment.quizTitles.join(', ')}>
                  {payment.quizTitles.join(', ')}
                </span>
              </td>
              <td className={TD}>{providerLabel(payment.provider)}</td>
              <td className={`${TD} text-right whitespace-nowrap tabular-nums`}>
                {formatSum(payment.amount)}
              </td>
              <td className={TD}>
                <PaymentStatusBadge status={payment.status} />
              </td>
              <td className={`${TD} min-w-28 text-muted-foreground`}>{formatDateTime(payment.createdAt)}</td>
              <td className={`${TD} max-w-48`}>
                <TransactionIds transactions={payment.transactions} />
              </td>
              <td className={TD}>
                <DetailsButton payment={payment} onOpen={onOpen} compact />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function PaymentCards({ payments, onOpen }: ListProps) {
  return (
    <ul aria-label={t.listLabel} className="grid gap-3">
      {payments.map((payment) => (
        <li key={payment.id} className="flex flex-col gap-3 rounded-xl border bg-card p-4">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0 text-sm">
              <PayerCell payer={payment.payer} />
            </div>
            <PaymentStatusBadge status={payment.status} />
          </div>
          <p className="line-clamp-2 text-sm font-medium">{payment.quizTitles.join(', ')}</p>
          <dl className="grid grid-cols-2 gap-3">
            <Fact term={t.columns.amount}>
              <span className="font-semibold tabular-nums">{formatSum(payment.amount)}</span>
            </Fact>
            <Fact term={t.columns.provider}>{providerLabel(payment.provider)}</Fact>
            <Fact term={t.columns.createdAt}>{formatDateTime(payment.createdAt)}</Fact>
            <Fact term={t.columns.transactions}>
              <TransactionIds transactions={payment.transactions} />
            </Fact>
          </dl>
          <DetailsButton payment={payment} onOpen={onOpen} />
        </li>
      ))}
    </ul>
  );
}

export function PaymentList(props: ListProps) {
  return (
    <ResponsiveList table={() => <PaymentTable {...props} />} cards={() => <PaymentCards {...props} />} />
  );
}
