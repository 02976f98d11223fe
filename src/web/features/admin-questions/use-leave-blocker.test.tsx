// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { BrowserRouter, Link, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useLeaveBlocker } from './use-leave-blocker';

afterEach(cleanup);

function Editor() {
  const blocker = useLeaveBlocker(true);
  return (
    <div>
      <Link to="/list">list</Link>
      <Link to="/editor#options">same page</Link>
      {blocker.blocked ? (
        <div role="alertdialog">
          <button type="button" onClick={blocker.reset}>
            stay
          </button>
          <button type="button" onClick={blocker.proceed}>
            leave
          </button>
        </div>
      ) : null}
    </div>
  );
}

function Where() {
  const location = useLocation();
  return <output>{location.pathname}</output>;
}

function renderAtEditor() {
  window.history.replaceState(null, '', '/list');
  render(
    <BrowserRouter>
      <Where />
      <Routes>
        <Route path="/list" element={<Link to="/editor">edit</Link>} />
        <Route path="/editor" element={<Editor />} />
      </Routes>
    </BrowserRouter>,
  );
  fireEvent.click(screen.getByRole('link', { name: 'edit' }));
}

const where = () => screen.getByRole('status').textContent;

describe('useLeaveBlocker', () => {
  it('holds a link click until the visitor chooses; staying stays, leaving goes', async () => {
    renderAtEditor();
    expect(where()).toBe('/editor');
    fireEvent.click(screen.getByRole('link', { name: 'list' }));
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    expect(where()).toBe('/editor');
    fireEvent.click(screen.getByRole('button', { name: 'stay' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(where()).toBe('/editor');

    fireEvent.click(screen.getByRole('link', { name: 'list' }));
    fireEvent.click(screen.getByRole('button', { name: 'leave' }));
    expect(where()).toBe('/list');
    expect(window.location.pathname).toBe('/list');
  });

  it('lets a link within the same page through (an anchor)', () => {
    renderAtEditor();
    fireEvent.click(screen.getByRole('link', { name: 'same page' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(window.location.hash).toBe('#options');
    expect(where()).toBe('/editor');
  });

  it('undoes the back button and asks; leaving then goes back', async () => {
    renderAtEditor();
    await act(async () => window.history.back());
    await waitFor(() => expect(screen.getByRole('alertdialog')).toBeTruthy());
    await waitFor(() => expect(window.location.pathname).toBe('/editor'));
    expect(where()).toBe('/editor');

    fireEvent.click(screen.getByRole('button', { name: 'leave' }));
    await waitFor(() => expect(where()).toBe('/list'));
    expect(window.location.pathname).toBe('/list');
  });
});
