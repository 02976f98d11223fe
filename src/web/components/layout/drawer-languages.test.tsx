// @vitest-environment happy-dom

import { setTextsLanguage } from '@shared/i18n/runtime/texts';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { DrawerLanguages } from './drawer-languages';
import { standInForLanguageChoice } from './test/language-choice-doubles';

const doubles = standInForLanguageChoice();

/** The drawer's choice on the app's route `route`, shown in `language` (the page's URL has its prefix). */
function showOn(route: string, prefix: string, language: 'uz-Latn' | 'uz-Cyrl' | 'ru', signedIn = false) {
  window.history.replaceState(null, '', `${prefix}${route}`);
  setTextsLanguage(() => language);
  const onStay = vi.fn();
  const element = <DrawerLanguages signedIn={signedIn} onStay={onStay} />;
  render(
    <RouterProvider router={createMemoryRouter([{ path: '*', element }], { initialEntries: [route] })} />,
  );
  return onStay;
}

const link = (name: string) => screen.getByRole('link', { name });

describe("the mobile drawer's language choice", () => {
  it('is labelled in the page language, names each language in itself and marks the current one', () => {
    showOn('/quizzes?q=tarix', '/ru', 'ru');
    const group = screen.getByRole('region', { name: 'Язык интерфейса' });
    expect(group.querySelectorAll('a')).toHaveLength(3);
    expect(link('Русский').getAttribute('aria-current')).toBe('true');
    expect(link("O'zbekcha").getAttribute('aria-current')).toBeNull();
    expect([link("O'zbekcha"), link('Ўзбекча'), link('Русский')].map((a) => a.getAttribute('lang'))).toEqual([
      'uz-Latn',
      'uz-Cyrl',
      'ru',
    ]);
    // each the same page in its language: usable without the script too (a new tab)
    expect([link("O'zbekcha"), link('Ўзбекча'), link('Русский')].map((a) => a.getAttribute('href'))).toEqual([
      '/quizzes?q=tarix',
      '/uz-cyrl/quizzes?q=tarix',
      '/ru/quizzes?q=tarix',
    ]);
  });

  it('a guest choosing another language: remembered in the cookie, the same page loads in it', async () => {
    showOn('/quizzes?q=tarix', '', 'uz-Latn');
    expect(link("O'zbekcha").getAttribute('aria-current')).toBe('true');
    fireEvent.click(link('Русский'), { detail: 0 });
    await waitFor(() => expect(doubles.assign).toHaveBeenCalledWith('/ru/quizzes?q=tarix'));
    expect(document.cookie).toContain('lang=ru');
    expect(doubles.fetch).not.toHaveBeenCalled();
  });

  it("a signed-in learner's account is told too", async () => {
    showOn('/profile', '/uz-cyrl', 'uz-Cyrl', true);
    fireEvent.click(link("O'zbekcha"));
    await waitFor(() => expect(doubles.assign).toHaveBeenCalledWith('/profile'));
    const [url, init] = doubles.fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect([url, init.method, JSON.parse(String(init.body))]).toEqual([
      '/api/me/language',
      'PUT',
      { language: 'uz-Latn' },
    ]);
  });

  it('the current language only closes the drawer', () => {
    const onStay = showOn('/', '/ru', 'ru');
    fireEvent.click(link('Русский'));
    expect(onStay).toHaveBeenCalledOnce();
    expect(doubles.assign).not.toHaveBeenCalled();
    expect(document.cookie).not.toContain('lang=ru');
  });
});
