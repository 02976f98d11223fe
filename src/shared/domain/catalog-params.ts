import { DIFFICULTY_LEVELS } from './difficulty';
import { CATALOG_LANGUAGES, type CatalogLanguage } from './quiz-language';
import { SORT_OPTIONS, type SortOption } from './storefront';

/** The catalogue's filters as they live in the URL (/quizzes?search&category&difficulty&lang&sort&page). */
export type CatalogParams = {
  search: string;
  category: string;
  difficulty: number | null;
  /** the quizzes' language; '': the reader's (the server decides) */
  lang: CatalogLanguage | '';
  sort: SortOption;
  page: number;
};

export type FilterKey = 'search' | 'category' | 'difficulty' | 'lang' | 'sort';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DEFAULT_SORT: SortOption = 'newest';

function isLanguage(value: string | null): value is CatalogLanguage {
  return value !== null && (CATALOG_LANGUAGES as readonly string[]).includes(value);
}

function isSort(value: string | null): value is SortOption {
  return value !== null && (SORT_OPTIONS as readonly string[]).includes(value);
}

/** Reads the URL leniently: a hand-edited or stale value falls back to "no filter". */
export function readCatalogParams(params: URLSearchParams): CatalogParams {
  const difficulty = Number(params.get('difficulty'));
  const page = Number(params.get('page'));
  const category = params.get('category') ?? '';
  const sort = params.get('sort');
  const lang = params.get('lang');
  return {
    search: (params.get('search') ?? '').trim(),
    category: UUID.test(category) ? category : '',
    difficulty: (DIFFICULTY_LEVELS as readonly number[]).includes(difficulty) ? difficulty : null,
    lang: isLanguage(lang) ? lang : '',
    sort: isSort(sort) ? sort : DEFAULT_SORT,
    page: Number.isInteger(page) && page > 1 ? Math.min(page, 10_000) : 1,
  };
}

/** A filter changed: set or drop it, and go back to page 1. The default sort stays out of the URL. */
export function withFilter(params: URLSearchParams, key: FilterKey, value: string): URLSearchParams {
  const next = new URLSearchParams(params);
  const text = value.trim();
  if (!text || (key === 'sort' && text === DEFAULT_SORT)) next.delete(key);
  else next.set(key, text);
  next.delete('page');
  return next;
}

export function withPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page <= 1) next.delete('page');
  else next.set('page', String(page));
  return next;
}

/** The API query string for a set of filters (empty values are left out). */
export function catalogQueryString(p: CatalogParams, pageSize: number): string {
  const query = new URLSearchParams();
  if (p.search) query.set('search', p.search);
  if (p.category) query.set('category', p.category);
  if (p.difficulty !== null) query.set('difficulty', String(p.difficulty));
  if (p.lang) query.set('lang', p.lang);
  query.set('sort', p.sort);
  query.set('page', String(p.page));
  query.set('pageSize', String(pageSize));
  return query.toString();
}

/** The page's own query for a set of filters (/quizzes?…), defaults left out, as the URL keeps them. */
export function catalogPageQuery(p: CatalogParams): string {
  const query = new URLSearchParams();
  if (p.search) query.set('search', p.search);
  if (p.category) query.set('category', p.category);
  if (p.difficulty !== null) query.set('difficulty', String(p.difficulty));
  if (p.lang) query.set('lang', p.lang);
  if (p.sort !== DEFAULT_SORT) query.set('sort', p.sort);
  if (p.page > 1) query.set('page', String(p.page));
  return query.toString();
}
