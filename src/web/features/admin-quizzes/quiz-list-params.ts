import { readListPage, readListText, UUID, withListPage } from '@web/lib/list-params';

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

/** Reads the URL leniently: a hand-edited or stale value falls back to "no filter". */
export function readQuizListParams(params: URLSearchParams): QuizListParams {
  const category = params.get('category') ?? '';
  const status = params.get('status');
  return {
    search: readListText(params, 'search'),
    category: UUID.test(category) ? category : '',
    status: status === 'active' || status === 'inactive' ? status : '',
    page: readListPage(params),
  };
}

export const withQuizPage = withListPage;

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
