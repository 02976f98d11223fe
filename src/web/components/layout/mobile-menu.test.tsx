// @vitest-environment happy-dom

import { languageMenuTexts } from '@shared/i18n/language-menu';
import { uz } from '@shared/i18n/uz';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { SessionUser } from '@web/lib/auth-client';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MobileMenu } from './mobile-menu';
import { UserMenu } from './user-menu';

afterEach(cleanup);

const learner = {
  id: 'u1',
  name: 'Aziz Karimov',
  email: 'aziz@example.uz',
  role: 'USER',
} as SessionUser;

function renderInRouter(element: ReactNode) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/'] });
  render(<RouterProvider router={router} />);
  return router;
}

// hidden: while a modal popup is open, radix hides the rest of the page from the accessibility tree
const button = (name: string) => screen.getByRole('button', { name, hidden: true });

function pressWithKeyboard(target: HTMLElement) {
  target.focus();
  fireEvent.keyDown(target, { key: 'Enter' });
  fireEvent.click(target, { detail: 0 });
}

describe('the mobile menu, loaded on press', () => {
  it('announces a dialog; the press opens the drawer with focus inside; Escape returns focus', async () => {
    renderInRouter(<MobileMenu user={null} onSignOut={() => undefined} />);
    expect(button(uz.nav.openMenu).getAttribute('aria-haspopup')).toBe('dialog');
    expect(button(uz.nav.openMenu).getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('dialog')).toBeNull();

    pressWithKeyboard(button(uz.nav.openMenu));
    const drawer = await screen.findByRole('dialog', { name: uz.nav.menu });
    expect(drawer.querySelector('a[href="/quizzes"]')).not.toBeNull();
    // the language is chosen here on a phone: the header bar hides its menu there
    const languages = screen.getByRole('region', { name: languageMenuTexts.label });
    expect(drawer.contains(languages)).toBe(true);
    expect(languages.querySelector('a[aria-current="true"]')?.textContent).toBe("O'zbekcha");
    expect(button(uz.nav.openMenu).getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(drawer.contains(document.activeElement)).toBe(true));

    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(button(uz.nav.openMenu));
    expect(button(uz.nav.openMenu).getAttribute('aria-expanded')).toBe('false');
  });

  it('a link closes the drawer and navigates', async () => {
    const router = renderInRouter(<MobileMenu user={learner} onSignOut={() => undefined} />);
    fireEvent.click(button(uz.nav.openMenu), { detail: 1 });
    const drawer = await screen.findByRole('dialog', { name: uz.nav.menu });
    expect(drawer.textContent).toContain(learner.email);
    fireEvent.click(screen.getByRole('link', { name: uz.nav.profile }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/profile');
  });
});

describe('the user menu, loaded on press', () => {
  it('opens by keyboard on the first item and signs out from its last one', async () => {
    const onSignOut = vi.fn();
    renderInRouter(<UserMenu user={{ ...learner, role: 'ADMIN' }} onSignOut={onSignOut} />);
    expect(button(uz.nav.userMenu).getAttribute('aria-haspopup')).toBe('menu');
    pressWithKeyboard(button(uz.nav.userMenu));
    const menu = await screen.findByRole('menu');
    expect(menu.textContent).toContain(learner.email);
    const [profile, admin, signOut] = screen.getAllByRole('menuitem');
    expect([profile, admin, signOut].map((item) => item?.textContent)).toEqual([
      uz.nav.profile,
      uz.nav.adminPanel,
      uz.nav.signOut,
    ]);
    await waitFor(() => expect(document.activeElement).toBe(profile));
    fireEvent.click(signOut as HTMLElement);
    expect(onSignOut).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });
});
