import { adminPayments } from '@shared/i18n/admin/payments';
import type { AdminPayment } from '@shared/schemas/admin-payments';
import type { Person } from '@shared/schemas/admin-results';
import { Badge } from '@web/components/ui/badge';
import { cn } from '@web/lib/cn';

const t = adminPayments;

/** fixed dark shades: AA contrast for the white text in both themes */
const STATUS_COLOURS: Record<AdminPayment['status'], string> = {
  PENDING: 'bg-amber-700',
  COMPLETED: 'bg-emerald-700',
  FAILED: 'bg-red-700',
  CANCELLED: 'bg-zinc-600',
  REFUNDED: 'bg-violet-700',
};

export function PaymentStatusBadge({ status }: { status: AdminPayment['status'] }) {
  return <Badge className={cn('text-white', STATUS_COLOURS[status])}>{t.statuses[status]}</Badge>;
}

export const providerLabel = (provider: string) => t.providers[provider] ?? provider;
export const methodLabel = (method: string) => t.methods[method] ?? method;

/** The payer as two lines: the name (or the email) and the email; guests and deleted users say so. */
export function PayerCell({ payer }: { payer: Person }) {
  if (payer.type === 'deleted') return <span className="text-muted-foreground italic">{t.deletedUser}</span>;
  const name = payer.name?.trim() || payer.email || '';
  return (
    <span className="flex min-w-0 flex-col">
      <span className="truncate font-medium">
        {name}
        {payer.type === 'guest' ? (
          <span className="font-normal text-muted-foreground"> ({t.guest})</span>
        ) : null}
      </span>
      {payer.email && payer.email !== name ? (
        <span className="truncate text-xs text-muted-foreground">{payer.email}</span>
      ) : null}
    </span>
  );
}

/** The provider's transaction ids with their neutral status, one a line. */
export function TransactionIds({ transactions }: { transactions: AdminPayment['transactions'] }) {
  if (transactions.length === 0) return <span className="text-muted-foreground">{t.noTransactions}</span>;
  return (
    <ul className="grid gap-0.5">
      {transactions.map((tx) => (
        <li key={tx.externalId} className="text-xs">
          <span className="block font-mono break-all">{tx.externalId}</span>
          <span className="text-muted-foreground">({tx.status})</span>
        </li>
      ))}
    </ul>
  );
}
