// @vitest-environment happy-dom

import { uz } from '@shared/i18n/uz';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignUpForm } from './sign-up-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('SignUpForm', () => {
  it("shows 'Parollar mos kelmaydi' and \"To'liq ismni kiriting\" under the fields, without calling the server", async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    render(<SignUpForm onSignedUp={vi.fn()} />);

    type(uz.auth.fullName, 'A');
    type(uz.auth.email, 'ali@misol.uz');
    type(uz.auth.password, 'parol12345');
    type(uz.auth.confirmPassword, 'boshqa12345');
    fireEvent.click(screen.getByRole('button', { name: uz.auth.signUpButton }));

    expect(await screen.findByText('Parollar mos kelmaydi')).toBeTruthy();
    expect(screen.getByText("To'liq ismni kiriting")).toBeTruthy();

    const confirm = screen.getByLabelText(uz.auth.confirmPassword);
    expect(confirm.getAttribute('aria-invalid')).toBe('true');
    const describedBy = confirm.getAttribute('aria-describedby');
    expect(describedBy && document.getElementById(describedBy)?.textContent).toBe('Parollar mos kelmaydi');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('gives the password fields the native minimum length of the one rule (8) and a show-password toggle', () => {
    render(<SignUpForm onSignedUp={vi.fn()} />);
    const password = screen.getByLabelText(uz.auth.password) as HTMLInputElement;
    expect(password.getAttribute('minlength')).toBe('8');
    expect(screen.getByLabelText(uz.auth.confirmPassword).getAttribute('minlength')).toBe('8');
    expect(password.type).toBe('password');
    const [toggle] = screen.getAllByRole('button', { name: uz.auth.showPassword });
    fireEvent.click(toggle!);
    expect(password.type).toBe('text');
    expect(screen.getAllByRole('button', { name: uz.auth.hidePassword })).toHaveLength(1);
  });
});
