import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { withListFilter } from './list-params';

/**
 * A list's filters in the URL: `setFilter` sets or drops one and goes back to page 1;
 * `onSearch` does so for the free-text key (stable, for DebouncedSearch).
 */
export function useUrlFilters<K extends string>(searchKey: NoInfer<K>) {
  const [searchParams, setSearchParams] = useSearchParams();
  const setFilter = useCallback(
    (key: K, value: string) => setSearchParams((prev) => withListFilter(prev, key, value)),
    [setSearchParams],
  );
  const onSearch = useCallback((text: string) => setFilter(searchKey, text), [setFilter, searchKey]);
  return { searchParams, setFilter, onSearch };
}
