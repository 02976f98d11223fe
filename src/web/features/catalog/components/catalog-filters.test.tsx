// @vitest-environment happy-dom

import { uz } from '@shared/i18n/uz';
import { categoryOptionsResponseSchema } from '@shared/schemas/storefront';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { SEARCH_DEBOUNCE_MS } from '@web/components/debounced-search';
import { fakeApi, reply } from '@web/test/fake-api';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CatalogFilters } from './catalog-filters';

const HISTORY = { id: '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f', nameUz: 'Tarix', nameEn: 'history' };
const SCIENCE = { id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', nameUz: 'Tabiiy fanlar', nameEn: 'science' };

beforeEach(() => {
  fakeApi({
    'GET /api/categories': reply(categoryOptionsResponseSchema, { categories: [HISTORY, SCIENCE] }),
  });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/quizzes', element: <CatalogFilters /> }], {
    initialEntries: [path],
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const params = () => new URLSearchParams(router.state.location.search);
  return { router, params };
}

describe('CatalogFilters', () => {
  it('starts from the URL', async () => {
    renderAt(`/quizzes?search=tarix&category=${HISTORY.id}&difficulty=4&sort=duration`);
    expect((screen.getByRole('searchbox', { name: uz.catalog.searchLabel }) as HTMLInputElement).value).toBe(
      'tarix',
    );
    const category = screen.getByLabelText(uz.catalog.category) as HTMLSelectElement;
    await screen.findByRole('option', { name: 'Tarix' });
    expect(category.value).toBe(HISTORY.id);
    expect((screen.getByLabelText(uz.catalog.difficulty) as HTMLSelectElement).value).toBe('4');
    expect((screen.getByLabelText(uz.catalog.sort) as HTMLSelectElement).value).toBe('duration');
  });

  it('offers the difficulty labels and the Uzbek sort names', () => {
    renderAt('/quizzes');
    const difficulty = screen.getByLabelText(uz.catalog.difficulty);
    expect([...difficulty.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      uz.catalog.allDifficulties,
      'Oson',
      "Boshlang'ich",
      "O'rta",
      'Qiyin',
      'Murakkab',
    ]);
    const sort = screen.getByLabelText(uz.catalog.sort);
    expect([...sort.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Eng yangi',
      'Arzonroq',
      'Qimmatroq',
      'Qisqaroq',
      "Ko'proq savol",
    ]);
  });

  it("chooses the quizzes' language: the reader's by default, one of the two, or all, as a field of the GET form", () => {
    const { params } = renderAt('/quizzes?lang=ru&page=3');
    const language = screen.getByLabelText(uz.contentLanguage.filterLabel) as HTMLSelectElement;
    expect(language.value).toBe('ru');
    expect([...language.options].map((o) => [o.value, o.textContent])).toEqual(
      Object.entries(uz.contentLanguage.filterOptions),
    );
    expect(language.name).toBe('lang');
    expect(language.getAttribute('form')).toBe(
      screen.getByRole('searchbox', { name: uz.catalog.searchLabel }).closest('form')!.id,
    );
    fireEvent.change(language, { target: { value: 'all' } });
    expect(params().toString()).toBe('lang=all');
    fireEvent.change(language, { target: { value: '' } });
    expect(params().toString()).toBe('');
  });

  it('each select writes its value to the URL and sends the list back to page 1', async () => {
    const { params, router } = renderAt('/quizzes?page=3');
    await screen.findByRole('option', { name: 'Tabiiy fanlar' });

    fireEvent.change(screen.getByLabelText(uz.catalog.category), { target: { value: SCIENCE.id } });
    expect(params().get('category')).toBe(SCIENCE.id);
    expect(params().has('page')).toBe(false);

    await router.navigate(`/quizzes?${params().toString()}&page=2`);
    fireEvent.change(screen.getByLabelText(uz.catalog.difficulty), { target: { value: '2' } });
    expect(params().get('difficulty')).toBe('2');
    expect(params().has('page')).toBe(false);

    await router.navigate(`/quizzes?${params().toString()}&page=5`);
    fireEvent.change(screen.getByLabelText(uz.catalog.sort), { target: { value: 'price_low' } });
    expect(params().get('sort')).toBe('price_low');
    expect(params().has('page')).toBe(false);
    expect(params().get('category')).toBe(SCIENCE.id);

    fireEvent.change(screen.getByLabelText(uz.catalog.sort), { target: { value: 'newest' } });
    expect(params().has('sort')).toBe(false);
    fireEvent.change(screen.getByLabelText(uz.catalog.category), { target: { value: '' } });
    expect(params().has('category')).toBe(false);

    // each change is its own history entry, so Back undoes it
    await router.navigate(-1);
    expect(params().get('category')).toBe(SCIENCE.id);
  });

  it('the search is written on Enter at once, and after the debounce pause while typing', async () => {
    const { params } = renderAt('/quizzes?page=2&sort=price_high');
    const box = screen.getByRole('searchbox', { name: uz.catalog.searchLabel });
    // the debounce on a controlled clock: a loaded machine's real timers made this test flaky
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

    fireEvent.change(box, { target: { value: ' tarix ' } });
    fireEvent.submit(box.closest('form')!);
    expect(params().get('search')).toBe('tarix');
    expect(params().has('page')).toBe(false);
    expect(params().get('sort')).toBe('price_high');

    fireEvent.change(box, { target: { value: 'fizika' } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(params().get('search')).toBe('tarix');
    act(() => vi.advanceTimersByTime(1));
    expect(params().get('search')).toBe('fizika');

    fireEvent.change(box, { target: { value: '' } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(params().has('search')).toBe(false);
  });
});
