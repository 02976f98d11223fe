// @vitest-environment happy-dom

import { setTextsLanguage } from '@shared/i18n/runtime/texts';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { type SessionUser, useSessionUser } from '@web/lib/auth-client';
import { describe, expect, it, vi } from 'vitest';
import { LanguageSwitcher } from './language-switcher';
import { standInForLanguageChoice } from './test/language-choice-doubles';

vi.mock('@web/lib/auth-client', () => ({ useSessionUser: vi.fn() }));

const learner = { id: 'u1', name: 'Aziz', email: 'aziz@example.uz', role: 'USER' } as SessionUser;
const doubles = standInForLanguageChoice();

/** The page at `url` in `language`, as the server sent it, with the switcher in its header. */
function showPage(url: string, language: 'uz-Latn' | 'uz-Cyrl' | 'ru', user: SessionUser | null) {
  window.history.replaceState(null, '', url);
  setTextsLanguage(() => language);
  vi.mocked(useSessionUser).mockReturnValue({ user } as ReturnType<typeof useSessionUser>);
  render(<LanguageSwitcher />);
}

async function openMenu(label: string) {
  fireEvent.click(screen.getByRole('button', { name: label }), { detail: 1 });
  return screen.findByRole('menu');
}

const item = (name: string) => screen.getByRole('menuitemradio', { name, hidden: true });

describe('the language menu', () => {
  it('names each language in itself and marks the current one', async () => {
    showPage('/ru/quizzes', 'ru', null);
    const menu = await openMenu('Выбрать язык, сейчас: Русский');
    expect(menu.textContent).toContain('Язык интерфейса');
    expect(item('Русский').getAttribute('aria-checked')).toBe('true');
    expect(item("O'zbekcha").getAttribute('aria-checked')).toBe('false');
    expect(item("O'zbekcha").getAttribute('lang')).toBe('uz-Latn');
    expect(item('Ўзбекча').getAttribute('lang')).toBe('uz-Cyrl');
  });

  it("a guest's choice is remembered in the cookie only, and the same page loads in it", async () => {
    showPage('/ru/quizzes?q=tarix#top', 'ru', null);
    await openMenu('Выбрать язык, сейчас: Русский');
    fireEvent.click(item('Ўзбекча'));
    await waitFor(() => expect(doubles.assign).toHaveBeenCalledWith('/uz-cyrl/quizzes?q=tarix#top'));
    expect(document.cookie).toContain('lang=uz-Cyrl');
    expect(doubles.fetch).not.toHaveBeenCalled();
  });

  it("a signed-in learner's account is told too, before the page changes", async () => {
    showPage('/profile', 'uz-Latn', learner);
    await openMenu("Tilni tanlash, hozir: O'zbekcha");
    fireEvent.click(item('Русский'));
    await waitFor(() => expect(doubles.assign).toHaveBeenCalledWith('/ru/profile'));
    expect(document.cookie).toContain('lang=ru');
    expect(doubles.fetch).toHaveBeenCalledTimes(1);
    const [url, init] = doubles.fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/me/language');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(String(init.body))).toEqual({ language: 'ru' });
    expect(doubles.fetch.mock.invocationCallOrder[0]).toBeLessThan(
      doubles.assign.mock.invocationCallOrder[0] ?? 0,
    );
  });

  it('still changes the page when the account could not store the choice', async () => {
    doubles.fetch.mockRejectedValueOnce(new TypeError('offline'));
    showPage('/uz-cyrl', 'uz-Cyrl', learner);
    await openMenu('Тилни танлаш, ҳозир: Ўзбекча');
    fireEvent.click(item("O'zbekcha"));
    await waitFor(() => expect(doubles.assign).toHaveBeenCalledWith('/'));
    expect(document.cookie).toContain('lang=uz-Latn');
  });

  it('choosing the language being read changes nothing', async () => {
    showPage('/quizzes', 'uz-Latn', learner);
    await openMenu("Tilni tanlash, hozir: O'zbekcha");
    fireEvent.click(item("O'zbekcha"));
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(doubles.assign).not.toHaveBeenCalled();
    expect(doubles.fetch).not.toHaveBeenCalled();
  });
});
