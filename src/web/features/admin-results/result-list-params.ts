import { readListPage, readListText, UUID } from '@web/lib/list-params';

/**
 * The results page's state as it lives in the URL
 * (/admin/quiz-results?search&status&quizId&page, plus view=items&attempts for the item analysis).
 */
export type ResultStatusFilter = '' | 'passed' | 'failed';
export type ResultView = 'list' | 'items';
export type AttemptsChoice = 'first' | 'all';

export type ResultListParams = {
  search: string;
  status: ResultStatusFilter;
  quizId: string;
  page: number;
  view: ResultView;
  attempts: AttemptsChoice;
};

export type ResultFilterKey = 'search' | 'status' | 'quizId';

export const RESULT_PAGE_SIZE = 20;

/** Reads the URL leniently: a hand-edited or stale value falls back to "no filter". */
export function readResultParams(params: URLSearchParams): ResultListParams {
  const status = params.get('status');
  const quizId = params.get('quizId') ?? '';
  const validQuiz = UUID.test(quizId) ? quizId : '';
  return {
    search: readListText(params, 'search'),
    status: status === 'passed' || status === 'failed' ? status : '',
    quizId: validQuiz,
    page: readListPage(params),
    // the item analysis is of one quiz: without one the list shows
    view: validQuiz && params.get('view') === 'items' ? 'items' : 'list',
    attempts: params.get('attempts') === 'all' ? 'all' : 'first',
  };
}

export function withView(params: URLSearchParams, view: ResultView): URLSearchParams {
  const next = new URLSearchParams(params);
  if (view === 'items') next.set('view', 'items');
  else next.delete('view');
  return next;
}

export function withAttempts(params: URLSearchParams, attempts: AttemptsChoice): URLSearchParams {
  const next = new URLSearchParams(params);
  if (attempts === 'all') next.set('attempts', 'all');
  else next.delete('attempts');
  return next;
}

/** The filters as the API names them (resultFiltersSchema); empty ones are left out. */
export function resultFilterQuery(p: ResultListParams): URLSearchParams {
  const query = new URLSearchParams();
  if (p.search) query.set('search', p.search);
  if (p.status) query.set('passed', String(p.status === 'passed'));
  if (p.quizId) query.set('quizId', p.quizId);
  return query;
}

/** The list's query string: the filters plus the page. */
export function resultListQueryString(p: ResultListParams): string {
  const query = resultFilterQuery(p);
  query.set('page', String(p.page));
  query.set('pageSize', String(RESULT_PAGE_SIZE));
  return query.toString();
}

export function hasResultFilters(p: ResultListParams): boolean {
  return Boolean(p.search || p.status || p.quizId);
}
