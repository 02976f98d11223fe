import { describe, expect, it } from 'vitest';
import { readListPage, readListText, withListFilter, withListPage } from './list-params';

describe('list params', () => {
  it('reads the page leniently', () => {
    expect(readListPage(new URLSearchParams())).toBe(1);
    expect(readListPage(new URLSearchParams('page=abc'))).toBe(1);
    expect(readListPage(new URLSearchParams('page=2.5'))).toBe(1);
    expect(readListPage(new URLSearchParams('page=-3'))).toBe(1);
    expect(readListPage(new URLSearchParams('page=4'))).toBe(4);
    expect(readListPage(new URLSearchParams('page=99999'))).toBe(10_000);
  });

  it('reads free text trimmed and capped', () => {
    expect(readListText(new URLSearchParams('search=%20ali%20'), 'search')).toBe('ali');
    expect(readListText(new URLSearchParams(`q=${'x'.repeat(300)}`), 'q')).toHaveLength(200);
    expect(readListText(new URLSearchParams(), 'search')).toBe('');
  });

  it('sets or drops a filter and goes back to page 1', () => {
    const params = new URLSearchParams('role=ADMIN&page=3');
    expect(withListFilter(params, 'search', ' bob ').toString()).toBe('role=ADMIN&search=bob');
    expect(withListFilter(params, 'role', '  ').toString()).toBe('');
    expect(params.toString()).toBe('role=ADMIN&page=3');
  });

  it('drops ?page for page 1', () => {
    const params = new URLSearchParams('search=a&page=3');
    expect(withListPage(params, 1).toString()).toBe('search=a');
    expect(withListPage(params, 5).toString()).toBe('search=a&page=5');
  });
});
