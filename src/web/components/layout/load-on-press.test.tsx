// @vitest-environment happy-dom

import { uz } from '@shared/i18n/uz';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadOnPress, pressLoader } from './load-on-press';
import { ThemeSwitcher } from './theme-switcher';

const toast = vi.hoisted(() => ({ error: vi.fn() }));
vi.mock('@web/lib/toast', () => ({ toast }));

afterEach(() => {
  cleanup();
  toast.error.mockReset();
});

// hidden: while the modal menu is open, radix hides the rest of the page from the accessibility tree
const themeButton = () => screen.getByRole('button', { name: uz.theme.toggle, hidden: true });

/** What a browser sends for Enter or Space on a focused button: the key, then a click of detail 0. */
function pressWithKeyboard(button: HTMLElement, key = 'Enter') {
  button.focus();
  fireEvent.keyDown(button, { key });
  fireEvent.click(button, { detail: 0 });
}

describe('the theme menu, loaded on press', () => {
  it('is a plain button announcing a closed menu until pressed', () => {
    render(<ThemeSwitcher />);
    expect(themeButton().getAttribute('aria-haspopup')).toBe('menu');
    expect(themeButton().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('a mouse press opens the real menu with focus inside it', async () => {
    render(<ThemeSwitcher />);
    fireEvent.click(themeButton(), { detail: 1 });
    const menu = await screen.findByRole('menu');
    expect(menu.textContent).toContain(uz.theme.dark);
    expect(screen.getAllByRole('menuitemradio')).toHaveLength(3);
    expect(themeButton().getAttribute('aria-expanded')).toBe('true');
    expect(themeButton().getAttribute('aria-haspopup')).toBe('menu');
    // as radix's own trigger does for a pointer: the menu itself has focus, no item highlighted
    await waitFor(() => expect(document.activeElement).toBe(menu));
  });

  it('Enter opens it with the first item focused; Escape closes it and focus returns to the button', async () => {
    render(<ThemeSwitcher />);
    pressWithKeyboard(themeButton());
    await screen.findByRole('menu');
    const [first] = screen.getAllByRole('menuitemradio');
    await waitFor(() => expect(document.activeElement).toBe(first));

    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(document.activeElement).toBe(themeButton());
    expect(themeButton().getAttribute('aria-expanded')).toBe('false');
  });

  it('once loaded, a keyboard opening still lands on the first item and a pointer one on the menu', async () => {
    render(<ThemeSwitcher />);
    pressWithKeyboard(themeButton());
    await screen.findByRole('menu');
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Escape' });
    await waitFor(() => expect(document.activeElement).toBe(themeButton()));

    // radix's own trigger from now on: it opens on keydown and on pointerdown
    fireEvent.keyDown(themeButton(), { key: 'ArrowDown' });
    await screen.findByRole('menu');
    await waitFor(() => expect(document.activeElement).toBe(screen.getAllByRole('menuitemradio')[0]));
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());

    fireEvent.pointerDown(themeButton(), { button: 0, ctrlKey: false, pointerType: 'mouse' });
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(document.activeElement).toBe(menu));
  });

  it('Space opens it too, and choosing an item sets the theme', async () => {
    render(<ThemeSwitcher />);
    pressWithKeyboard(themeButton(), ' ');
    const dark = await screen.findByRole('menuitemradio', { name: uz.theme.dark });
    await waitFor(() => expect(screen.getAllByRole('menuitemradio')[0]).toBe(document.activeElement));
    fireEvent.click(dark);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(document.documentElement.classList.contains('dark')).toBe(true);
  });
});

/** A stand-in popup module: the import fails `failures` times, then gives a dialog. */
function flakyLoader(failures: number) {
  let calls = 0;
  const importer = vi.fn(async () => {
    calls += 1;
    if (calls <= failures) throw new TypeError('Failed to fetch dynamically imported module');
    return { default: (props: { label: string }) => <div role="dialog">{props.label}</div> };
  });
  return { importer, loader: pressLoader(importer) };
}

function renderFlaky(failures: number) {
  const flaky = flakyLoader(failures);
  render(
    <LoadOnPress trigger={<button type="button">Ochish</button>} loader={flaky.loader} popup="dialog">
      {(Popup) => <Popup label="Ochildi" />}
    </LoadOnPress>,
  );
  return { ...flaky, button: () => screen.getByRole('button', { name: 'Ochish' }) };
}

describe('LoadOnPress', () => {
  it('starts the import on hover or focus, once', async () => {
    const { importer, button } = renderFlaky(0);
    expect(button().getAttribute('aria-haspopup')).toBe('dialog');
    fireEvent.pointerEnter(button());
    fireEvent.focus(button());
    await waitFor(() => expect(importer).toHaveBeenCalledTimes(1));
    fireEvent.click(button());
    await screen.findByRole('dialog');
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('keeps the same button, busy, while the code loads', async () => {
    let finish: (module: { default: () => null }) => void = () => undefined;
    const loader = pressLoader(() => new Promise<{ default: () => null }>((resolve) => (finish = resolve)));
    render(
      <LoadOnPress trigger={<button type="button">Ochish</button>} loader={loader} popup="menu">
        {() => <p>Ochildi</p>}
      </LoadOnPress>,
    );
    const button = screen.getByRole('button', { name: 'Ochish' });
    button.focus();
    fireEvent.click(button);
    expect(screen.getByRole('button', { name: 'Ochish' })).toBe(button);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(document.activeElement).toBe(button);
    await act(async () => finish({ default: () => null }));
    await screen.findByText('Ochildi');
  });

  it('a failed import leaves a working button and says so; the next press tries again', async () => {
    const { importer, button } = renderFlaky(1);
    fireEvent.click(button());
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(uz.errorPage.message));
    expect(button().getAttribute('aria-busy')).toBeNull();
    expect(button().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(button());
    expect((await screen.findByRole('dialog')).textContent).toBe('Ochildi');
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('a failed warm-up on hover is silent; the press still loads', async () => {
    const { importer, button } = renderFlaky(1);
    fireEvent.pointerEnter(button());
    await act(async () => undefined); // the failed import settles
    expect(importer).toHaveBeenCalledTimes(1);
    fireEvent.click(button());
    await screen.findByRole('dialog');
    expect(toast.error).not.toHaveBeenCalled();
  });
});
