// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { BrowserRouter, Link, Outlet, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useScrollRestoration } from './use-scroll-restoration';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Layout() {
  useScrollRestoration();
  return <Outlet />;
}

/** Pretends the visitor scrolled to `y` (happy-dom does no layout). */
async function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
  await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
}

describe('useScrollRestoration', () => {
  it('starts a new page at the top and returns to the old position on back', async () => {
    window.history.replaceState(null, '', '/list');
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    render(
      <BrowserRouter>
        <Routes>
          <Route element={<Layout />}>
            <Route path="/list" element={<Link to="/detail">detail</Link>} />
            <Route path="/detail" element={<h1>detail</h1>} />
          </Route>
        </Routes>
      </BrowserRouter>,
    );
    await scrollTo(640);
    scroll.mockClear();
    fireEvent.click(screen.getByRole('link', { name: 'detail' }));
    expect(scroll).toHaveBeenLastCalledWith(0, 0);

    await act(async () => window.history.back());
    await screen.findByRole('link', { name: 'detail' });
    expect(scroll).toHaveBeenLastCalledWith(0, 640);
  });
});
