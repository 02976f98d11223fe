// @vitest-environment happy-dom
import { uz } from '@shared/i18n/uz';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './route-error';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Broken(): never {
  throw new Error('chunk failed');
}

describe('RouteErrorBoundary', () => {
  it('shows the error page for a page that throws, and clears on the next navigation', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <MemoryRouter initialEntries={['/broken']}>
        <Link to="/fine">elsewhere</Link>
        <RouteErrorBoundary>
          <Routes>
            <Route path="/broken" element={<Broken />} />
            <Route path="/fine" element={<h1>fine</h1>} />
          </Routes>
        </RouteErrorBoundary>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: uz.errorPage.title })).toBeTruthy();
    expect(screen.getByRole('button', { name: uz.errorPage.reload })).toBeTruthy();

    fireEvent.click(screen.getByRole('link', { name: 'elsewhere' }));
    expect(screen.getByRole('heading', { name: 'fine' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: uz.errorPage.title })).toBeNull();
  });
});
