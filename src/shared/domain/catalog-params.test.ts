import { describe, expect, it } from 'vitest';
import { catalogQueryString, readCatalogParams, withFilter, withPage } from './catalog-params';

const CATEGORY = '0b8a1f43-6f2c-4c1e-9a43-2f1d6c3b9e10';

describe('catalogue URL parameters', () => {
  it('reads valid values and ignores hand-edited ones', () => {
    expect(
      readCatalogParams(
        new URLSearchParams(
          `search=%20tarix%20&category=${CATEGORY}&difficulty=3&lang=ru&sort=price_low&page=2`,
        ),
      ),
    ).toEqual({ search: 'tarix', category: CATEGORY, difficulty: 3, lang: 'ru', sort: 'price_low', page: 2 });
    expect(
      readCatalogParams(new URLSearchParams('category=abc&difficulty=9&lang=en&sort=cheap&page=-4')),
    ).toEqual({
      search: '',
      category: '',
      difficulty: null,
      lang: '',
      sort: 'newest',
      page: 1,
    });
  });

  it('a filter change goes back to page 1 and keeps the default sort out of the URL', () => {
    const start = new URLSearchParams('search=tarix&sort=price_low&page=4');
    expect(withFilter(start, 'difficulty', '2').toString()).toBe('search=tarix&sort=price_low&difficulty=2');
    expect(withFilter(start, 'sort', 'newest').toString()).toBe('search=tarix');
    expect(withFilter(start, 'search', '  ').toString()).toBe('sort=price_low');
    expect(withPage(start, 1).toString()).toBe('search=tarix&sort=price_low');
    expect(withPage(start, 5).get('page')).toBe('5');
  });

  it('builds the API query', () => {
    expect(
      catalogQueryString(
        { search: 'a b', category: '', difficulty: 1, lang: '', sort: 'questions', page: 2 },
        12,
      ),
    ).toBe('search=a+b&difficulty=1&sort=questions&page=2&pageSize=12');
    expect(
      catalogQueryString(
        { search: '', category: '', difficulty: null, lang: 'all', sort: 'newest', page: 1 },
        12,
      ),
    ).toBe('lang=all&sort=newest&page=1&pageSize=12');
  });
});
