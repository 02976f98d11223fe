/**
 * The parts every admin list shares in how it keeps its state in the URL: a lenient ?page,
 * a trimmed free-text filter, and filter / page changes that write the URL back.
 * Each feature keeps its own keys, enum filters and API query string.
 */

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** ?page leniently: missing, hand-edited or out of range is page 1; at most 10 000. */
export function readListPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? Math.min(page, 10_000) : 1;
}

/** A free-text filter: trimmed, at most 200 characters, '' when absent. */
export function readListText(params: URLSearchParams, key: string): string {
  return (params.get(key) ?? '').trim().slice(0, 200);
}

/** A filter changed: set or drop it, and go back to page 1. */
export function withListFilter(params: URLSearchParams, key: string, value: string): URLSearchParams {
  const next = new URLSearchParams(params);
  const text = value.trim();
  if (text) next.set(key, text);
  else next.delete(key);
  next.delete('page');
  return next;
}

/** Another page: page 1 is the URL without ?page. */
export function withListPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page <= 1) next.delete('page');
  else next.set('page', String(page));
  return next;
}
