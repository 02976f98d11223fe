import { ADMIN_PAYMENT_METHODS, PAYMENT_PROVIDER_NAMES } from '@shared/schemas/admin-payments';
import { PAYMENT_STATUSES } from '@shared/schemas/storefront';
import { readListPage, readListText } from '@web/lib/list-params';

/**
 * The payments page's state as it lives in the URL
 * (/admin/payments?q&status&provider&method&from&to&page, plus view=reconciliation&rfrom&rto).
 * Days are calendar days (YYYY-MM-DD) in Tashkent, as the API takes them.
 */
export type PaymentView = 'list' | 'reconciliation';
export type PaymentListParams = {
  q: string;
  status: string;
  provider: string;
  method: string;
  from: string;
  to: string;
  page: number;
  view: PaymentView;
  reconcileFrom: string;
  reconcileTo: string;
};
export type PaymentFilterKey = 'q' | 'status' | 'provider' | 'method' | 'from' | 'to' | 'rfrom' | 'rto';

export const PAYMENT_PAGE_SIZE = 20;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (value: string | null) => (value && DAY.test(value) ? value : '');
const oneOf = (value: string | null, allowed: readonly string[]) =>
  value && allowed.includes(value) ? value : '';

/** Reads the URL leniently: a hand-edited or stale value falls back to "no filter". */
export function readPaymentParams(params: URLSearchParams): PaymentListParams {
  return {
    q: readListText(params, 'q'),
    status: oneOf(params.get('status'), PAYMENT_STATUSES),
    provider: oneOf(params.get('provider'), PAYMENT_PROVIDER_NAMES),
    method: oneOf(params.get('method'), ADMIN_PAYMENT_METHODS),
    from: day(params.get('from')),
    to: day(params.get('to')),
    page: readListPage(params),
    view: params.get('view') === 'reconciliation' ? 'reconciliation' : 'list',
    reconcileFrom: day(params.get('rfrom')),
    reconcileTo: day(params.get('rto')),
  };
}

export function withView(params: URLSearchParams, view: PaymentView): URLSearchParams {
  const next = new URLSearchParams(params);
  if (view === 'reconciliation') next.set('view', view);
  else next.delete('view');
  return next;
}

export function hasPaymentFilters(p: PaymentListParams): boolean {
  return Boolean(p.q || p.status || p.provider || p.method || p.from || p.to);
}

/** The filters as the API names them (paymentFiltersSchema); empty ones are left out. */
export function paymentFilterQuery(p: PaymentListParams): URLSearchParams {
  const query = new URLSearchParams();
  for (const key of ['q', 'status', 'provider', 'method', 'from', 'to'] as const) {
    if (p[key]) query.set(key, p[key]);
  }
  return query;
}

export function paymentListQueryString(p: PaymentListParams): string {
  const query = paymentFilterQuery(p);
  query.set('page', String(p.page));
  query.set('pageSize', String(PAYMENT_PAGE_SIZE));
  return query.toString();
}

export function reconciliationQueryString(p: PaymentListParams): string {
  const query = new URLSearchParams();
  if (p.reconcileFrom) query.set('from', p.reconcileFrom);
  if (p.reconcileTo) query.set('to', p.reconcileTo);
  return query.toString();
}
