import type { UserRole } from '@shared/schemas/admin-users';

/** The users list's filters as they live in the URL (/admin/users?search&role&page). */
export type UserListParams = {
  search: string;
  role: '' | UserRole;
  page: number;
};

export type UserFilterKey = 'search' | 'role';

export const ADMIN_USER_PAGE_SIZE = 20;

/** Reads the URL leniently: a hand-edited or stale value falls back to "no filter". */
export function readUserListParams(params: URLSearchParams): UserListParams {
  const role = params.get('role');
  const page = Number(params.get('page'));
  return {
    search: (params.get('search') ?? '').trim().slice(0, 200),
    role: role === 'USER' || role === 'ADMIN' ? role : '',
    page: Number.isInteger(page) && page > 1 ? Math.min(page, 10_000) : 1,
  };
}

/** A filter changed: set or drop it, and go back to page 1. */
export function withUserFilter(params: URLSearchParams, key: UserFilterKey, value: string): URLSearchParams {
  const next = new URLSearchParams(params);
  const text = value.trim();
  if (text) next.set(key, text);
  else next.delete(key);
  next.delete('page');
  return next;
}

export function withUserPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page <= 1) next.delete('page');
  else next.set('page', String(page));
  return next;
}

/** The API query string (adminUserListQuerySchema): empty filters are left out. */
export function userListQueryString(p: UserListParams): string {
  const query = new URLSearchParams();
  if (p.search) query.set('search', p.search);
  if (p.role) query.set('role', p.role);
  query.set('page', String(p.page));
  query.set('pageSize', String(ADMIN_USER_PAGE_SIZE));
  return query.toString();
}

export function hasUserFilters(p: UserListParams): boolean {
  return Boolean(p.search || p.role);
}
