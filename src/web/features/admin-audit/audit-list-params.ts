import { readListPage, readListText } from '@web/lib/list-params';

/**
 * The audit page's state as it lives in the URL (/admin/audit?actor&action&entityType&from&to&page);
 * `from` and `to` are calendar days (YYYY-MM-DD) in the admin's own time zone.
 */
export type AuditListParams = {
  actor: string;
  action: string;
  entityType: string;
  from: string;
  to: string;
  page: number;
};

export type AuditFilterKey = Exclude<keyof AuditListParams, 'page'>;

export const AUDIT_PAGE_SIZE = 25;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const CODE = /^[a-z0-9_.-]{1,100}$/i;

const day = (value: string | null) =>
  value && DAY.test(value) && !Number.isNaN(localDay(value)) ? value : '';
const code = (value: string | null) => (value && CODE.test(value) ? value : '');
const localDay = (value: string, plusDays = 0) => {
  const [y, m, d] = value.split('-').map(Number);
  return new Date(y!, m! - 1, d! + plusDays).getTime();
};

/** Reads the URL leniently: a hand-edited or stale value falls back to "no filter". */
export function readAuditParams(params: URLSearchParams): AuditListParams {
  return {
    actor: readListText(params, 'actor'),
    action: code(params.get('action')),
    entityType: code(params.get('entityType')),
    from: day(params.get('from')),
    to: day(params.get('to')),
    page: readListPage(params),
  };
}

export function hasAuditFilters(p: AuditListParams): boolean {
  return Boolean(p.actor || p.action || p.entityType || p.from || p.to);
}

/**
 * The API's query: the days become instants, from the start of `from` to the start of the day
 * after `to` (the API's `to` is exclusive), so "to 5 March" includes all of 5 March.
 */
export function auditQueryString(p: AuditListParams): string {
  const query = new URLSearchParams();
  if (p.actor) query.set('actor', p.actor);
  if (p.action) query.set('action', p.action);
  if (p.entityType) query.set('entityType', p.entityType);
  if (p.from) query.set('from', new Date(localDay(p.from)).toISOString());
  if (p.to) query.set('to', new Date(localDay(p.to, 1)).toISOString());
  query.set('page', String(p.page));
  query.set('pageSize', String(AUDIT_PAGE_SIZE));
  return query.toString();
}
