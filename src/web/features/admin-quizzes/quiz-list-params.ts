/** The quiz grid's filters as they live in the URL (/admin/quizzes?search&category&status&page). */
export type QuizStatusFilter = '' | 'active' | 'inactive';

export type QuizListParams = {
  search: string;
  category: string;
  status: QuizStatusFilter;
  page: number;
};

export type QuizFilterKey = 'search' | 'category' | 'status';

export const ADMIN_QUIZ_PAGE_SIZE = 12;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Reads the URL leniently: a hand-edited or stale value falls back to "no filter". */
export function readQuizListParams(params: URLSearchParams): QuizListParams {
  const category = params.get('category') ?? '';
  const status = params.get('status');
  const page = Number(params.get('page'));
  return {
    search: (params.get('search') ?? '').trim().slice(0, 200),
    category: UUID.test(category) ? category : '',
    status: status === 'active' || status === 'inactive' ? status : '',
    page: Number.isInteger(page) && page > 1 ? Math.min(page, 10_000) : 1,
  };
}

/** A filter changed: set or drop it, and go back to page 1. */
export function withQuizFilter(params: URLSearchParams, key: QuizFilterKey, value: string): URLSearchParams {
  const next = new URLSearchParams(params);
  const text = value.trim();
  if (text) next.set(key, text);
  else next.delete(key);
  next.delete('page');
  return next;
}

export function withQuizPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page <= 1) next.delete('page');
  else next.set('page', String(page));
  return next;
}

/** The API query string (adminQuizListQuerySchema): empty filters are left out. */
export function quizListQueryString(p: QuizListParams): string {
  const query = new URLSearchParams();
  if (p.search) query.set('search', p.search);
  if (p.category) query.set('categoryId', p.category);
  if (p.status) query.set('active', String(p.status === 'active'));
  query.set('page', String(p.page));
  query.set('pageSize', String(ADMIN_QUIZ_PAGE_SIZE));
  return query.toString();
}

export function hasQuizFilters(p: QuizListParams): boolean {
  return Boolean(p.search || p.category || p.status);
}
