// @vitest-environment happy-dom

import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

afterEach(cleanup);

const props = {
  open: true,
  title: 'Chiqilsinmi?',
  description: 'Javoblar saqlanmaydi.',
  confirmLabel: 'Chiqish',
};

describe('ConfirmDialog', () => {
  it('closes as the step starts when the step needs no waiting', () => {
    const onOpenChange = vi.fn();
    const onConfirm = vi.fn();
    render(<ConfirmDialog {...props} onOpenChange={onOpenChange} onConfirm={onConfirm} />);
    expect(screen.getByRole('alertdialog', { name: 'Chiqilsinmi?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Chiqish' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('stays open while a step the caller waits for runs, with both buttons disabled', () => {
    const onOpenChange = vi.fn();
    const onConfirm = vi.fn();
    const { rerender } = render(
      <ConfirmDialog
        {...props}
        cancelLabel="Davom etish"
        busy={false}
        onOpenChange={onOpenChange}
        onConfirm={onConfirm}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Chiqish' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onOpenChange).not.toHaveBeenCalled();
    rerender(
      <ConfirmDialog
        {...props}
        cancelLabel="Davom etish"
        busy
        onOpenChange={onOpenChange}
        onConfirm={onConfirm}
      />,
    );
    expect(screen.getByRole('button', { name: 'Davom etish' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Chiqish' }).getAttribute('aria-busy')).toBe('true');
  });
});
