// @vitest-environment happy-dom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { DebouncedSearch } from './debounced-search';

describe('DebouncedSearch on a server-rendered page', () => {
  it('searches for what was typed before the app hydrated the field', async () => {
    const onSearch = vi.fn();
    const search = (
      <DebouncedSearch value="" onSearch={onSearch} label="Qidirish" placeholder="Qidirish" name="search" />
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(search);
    document.body.append(container);
    // typed while the scripts were still loading
    container.querySelector('input')!.value = 'tarix';
    const root = await act(async () => hydrateRoot(container, search));
    await act(async () => {
      container.querySelector('form')!.requestSubmit();
    });
    expect(onSearch).toHaveBeenCalledWith('tarix', { immediate: true });
    expect(container.querySelector('input')!.value).toBe('tarix');
    act(() => root.unmount());
    container.remove();
  });
});
