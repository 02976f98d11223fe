import type { UserRole } from '@shared/schemas/admin-users';
import { readListPage, readListText } from '@web/lib/list-params';

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
  return {
    search: readListText(params, 'search'),
    role: role === 'USER' || role === 'ADMIN' ? role : '',
    page: readListPage(params),
  };
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
