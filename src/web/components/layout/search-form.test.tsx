// @vitest-environment happy-dom

import { uz } from '@shared/i18n/uz';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { SearchForm, searchHref } from './search-form';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <SearchForm />
            <Where />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

function search(text: string) {
  const input = screen.getByRole('searchbox', { name: uz.nav.searchLabel });
  fireEvent.change(input, { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: uz.nav.search }));
}

afterEach(cleanup);

describe('SearchForm', () => {
  it('navigates to /quizzes?search=<encoded trimmed text>', () => {
    const router = renderAt('/');
    search("  o'zbek tili & adabiyot ");
    expect(router.state.location.pathname).toBe('/quizzes');
    expect(new URLSearchParams(router.state.location.search).get('search')).toBe("o'zbek tili & adabiyot");
    expect(screen.getByTestId('where').textContent).toBe(
      `/quizzes?search=${encodeURIComponent("o'zbek tili & adabiyot")}`,
    );
  });

  it('navigates to plain /quizzes when the text is empty or blank', () => {
    const router = renderAt('/about');
    search('   ');
    expect(router.state.location.pathname).toBe('/quizzes');
    expect(router.state.location.search).toBe('');
  });

  it('builds the href the same way', () => {
    expect(searchHref('')).toBe('/quizzes');
    expect(searchHref(' a b ')).toBe('/quizzes?search=a%20b');
  });
});
