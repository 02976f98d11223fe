import { adminPayments } from '@shared/i18n/admin/payments';
import { formatDateTime, formatSum } from '@shared/i18n/format';
import type { Reconciliation, ReconciliationRow } from '@shared/schemas/admin-payments';
import { DayRangeFilter } from '@web/components/admin-list/day-range-filter';
import { ListSkeleton } from '@web/components/admin-list/list-skeleton';
import { Fact, ResponsiveList } from '@web/components/admin-list/responsive-list';
import { useLoadErrorToast } from '@web/components/admin-list/url-paged-section';
import { SectionEmpty, SectionError } from '@web/components/section-state';
import { Badge } from '@web/components/ui/badge';
import { cn } from '@web/lib/cn';
import { useUrlFilters } from '@web/lib/use-url-filters';
import { useReconciliation } from '../api/get-reconciliation';
import { type PaymentFilterKey, readPaymentParams } from '../payment-list-params';
import { PaymentStatusBadge } from './payment-parts';

const t = adminPayments;

function Verdict({ row }: { row: ReconciliationRow }) {
  return row.problem ? (
    <Badge className="bg-red-700 text-white">{t.reconciliation.problems[row.problem]}</Badge>
  ) : (
    <Badge className="bg-emerald-700 text-white">{t.reconciliation.match}</Badge>
  );
}

const paymeAmount = (row: ReconciliationRow) => (row.payme ? formatSum(row.payme.amountTiyin / 100) : '—');
const paymeState = (row: ReconciliationRow) =>
  row.payme
    ? (t.reconciliation.states[String(row.payme.state)] ?? row.payme.state)
    : t.reconciliation.notListed;

function OurPayment({ row }: { row: ReconciliationRow }) {
  if (!row.payment) return <span className="text-muted-foreground">{t.reconciliation.noPayment}</span>;
  return (
    <span className="flex flex-wrap items-center gap-2">
      <PaymentStatusBadge status={row.payment.status} />
      <span className="tabular-nums">{formatSum(row.payment.amount)}</span>
    </span>
  );
}

const rowKey = (row: ReconciliationRow) => row.payme?.id ?? `ours-${row.paymentId}`;

function ReconciliationTable({ rows }: { rows: ReconciliationRow[] }) {
  const headers = [
    t.reconciliation.paymeId,
    t.reconciliation.time,
    t.reconciliation.state,
    t.reconciliation.paymeAmount,
    t.reconciliation.ourPayment,
    t.reconciliation.verdict,
  ];
  return (
    <div className="overflow-x-auto rounded-xl border bg-card">
      <table className="w-full text-sm">
        <caption className="sr-only">{t.reconciliation.listLabel}</caption>
        <thead className="border-b bg-muted/50 text-left text-xs text-muted-foreground uppercase">
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col" className="px-3 py-3 font-medium">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y">
          {rows.map((row) => (
            <tr key={rowKey(row)} className={cn(row.problem && 'bg-red-500/5')}>
              <th scope="row" className="px-3 py-2.5 text-left font-normal">
                <span className="block font-mono text-xs break-all">{row.payme?.id ?? '—'}</span>
                <span className="block font-mono text-xs text-muted-foreground break-all">
                  {row.paymentId}
                </span>
              </th>
              <td className="px-3 py-2.5 whitespace-nowrap">
                {row.payme ? formatDateTime(row.payme.time) : '—'}
              </td>
              <td className="px-3 py-2.5">{paymeState(row)}</td>
              <td className="px-3 py-2.5 tabular-nums whitespace-nowrap">{paymeAmount(row)}</td>
              <td className="px-3 py-2.5">
                <OurPayment row={row} />
              </td>
              <td className="px-3 py-2.5">
                <Verdict row={row} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ReconciliationCards({ rows }: { rows: ReconciliationRow[] }) {
  return (
    <ul aria-label={t.reconciliation.listLabel} className="grid gap-3">
      {rows.map((row) => (
        <li key={rowKey(row)} className="grid gap-3 rounded-xl border bg-card p-4">
          <Verdict row={row} />
          <dl className="grid grid-cols-2 gap-3">
            <Fact term={t.reconciliation.paymeId}>
              <span className="font-mono text-xs break-all">{row.payme?.id ?? '—'}</span>
            </Fact>
            <Fact term={t.reconciliation.state}>{paymeState(row)}</Fact>
            <Fact term={t.reconciliation.paymeAmount}>{paymeAmount(row)}</Fact>
            <Fact term={t.reconciliation.ourPayment}>
              <OurPayment row={row} />
            </Fact>
          </dl>
        </li>
      ))}
    </ul>
  );
}

function Totals({ totals }: { totals: Reconciliation['totals'] }) {
  const tiles: [string, string][] = [
    [
      t.reconciliation.performed,
      `${t.reconciliation.count(totals.performed.count)} · ${formatSum(totals.performed.amount)}`,
    ],
    [
      t.reconciliation.refunded,
      `${t.reconciliation.count(totals.refunded.count)} · ${formatSum(totals.refunded.amount)}`,
    ],
    [t.reconciliation.cancelled, t.reconciliation.count(totals.cancelled.count)],
    [t.reconciliation.mismatches, t.reconciliation.count(totals.mismatches)],
  ];
  return (
    <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {tiles.map(([term, value]) => (
        <div
          key={term}
          className={cn(
            'rounded-lg border bg-card px-3 py-2',
            term === t.reconciliation.mismatches && totals.mismatches > 0 && 'border-red-600',
          )}
        >
          <dt className="text-xs text-muted-foreground">{term}</dt>
          <dd className="font-semibold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Payme's GetStatement for the chosen days next to our payments: totals, then mismatches first. */
export function ReconciliationView() {
  const { searchParams, setFilter } = useUrlFilters<PaymentFilterKey>('q');
  const params = readPaymentParams(searchParams);
  const reconciliation = useReconciliation(params);
  useLoadErrorToast(reconciliation.isError, t.reconciliation.loadError);
  const data = reconciliation.data;
  return (
    <section aria-labelledby="reconciliation-title" className="grid gap-4">
      <div className="grid gap-1">
        <h2 id="reconciliation-title" className="text-lg font-semibold">
          {t.reconciliation.title}
        </h2>
        <p className="text-sm text-muted-foreground">{t.reconciliation.about}</p>
      </div>
      <div className="grid gap-3 sm:grid-cols-[10rem_10rem]">
        <DayRangeFilter
          id="reconciliation-days"
          labels={t.reconciliation}
          from={params.reconcileFrom || (data?.from ?? '')}
          to={params.reconcileTo || (data?.to ?? '')}
          onFrom={(day) => setFilter('rfrom', day)}
          onTo={(day) => setFilter('rto', day)}
        />
      </div>
      {reconciliation.isPending ? (
        <ListSkeleton rows={4} />
      ) : !data ? (
        <SectionError
          message={t.reconciliation.loadError}
          onRetry={() => void reconciliation.refetch()}
          retrying={reconciliation.isFetching}
        />
      ) : (
        <>
          <Totals totals={data.totals} />
          {data.rows.length === 0 ? (
            <SectionEmpty message={t.reconciliation.empty} />
          ) : (
            <ResponsiveList
              table={() => <ReconciliationTable rows={data.rows} />}
              cards={() => <ReconciliationCards rows={data.rows} />}
            />
          )}
        </>
      )}
    </section>
  );
}
