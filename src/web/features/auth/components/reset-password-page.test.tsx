// @vitest-environment happy-dom

import { uz } from '@shared/i18n/uz';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ResetPasswordPage } from './reset-password-page';

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '/', element: <p>home</p> },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function submitNewPassword(password: string, confirmation = password) {
  fireEvent.change(screen.getByLabelText(uz.reset.newPassword), { target: { value: password } });
  fireEvent.change(screen.getByLabelText(uz.reset.confirmNewPassword), { target: { value: confirmation } });
  fireEvent.click(screen.getByRole('button', { name: uz.reset.saveButton }));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ResetPasswordPage', () => {
  it('shows the linkInvalid alert when the URL carries an error', () => {
    renderAt('/reset-password?error=INVALID_TOKEN');
    expect(screen.getByRole('alert').textContent).toContain(uz.reset.linkInvalid);
    expect(screen.queryByLabelText(uz.reset.newPassword)).toBeNull();
    expect(screen.getByRole('link', { name: uz.reset.backHome }).getAttribute('href')).toBe('/');
  });

  it('prefers error_description when present', () => {
    renderAt('/reset-password?error=x&error_description=Havola%20eskirgan');
    expect(screen.getByRole('alert').textContent).toContain('Havola eskirgan');
  });

  it('shows the linkInvalid alert when email or code is missing', () => {
    renderAt('/reset-password?email=ali%40misol.uz');
    expect(screen.getByRole('alert').textContent).toContain(uz.reset.linkInvalid);
  });

  it('maps INVALID_OTP from the server to linkInvalidRetry', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(400, { code: 'INVALID_OTP', message: 'Invalid OTP' }));
    vi.stubGlobal('fetch', fetchMock);
    renderAt('/reset-password?email=ali%40misol.uz&code=123456');
    submitNewPassword('yangiParol123');

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(uz.reset.linkInvalidRetry);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string | URL | Request, RequestInit];
    expect(String(url instanceof Request ? url.url : url)).toContain('/api/auth/email-otp/reset-password');
    expect(JSON.parse(String(init?.body ?? (url as Request).body))).toMatchObject({
      email: 'ali@misol.uz',
      otp: '123456',
      password: 'yangiParol123',
    });
  });

  it("shows the server's message for other failures (API envelope shape)", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(500, { error: { code: 'INTERNAL', message: 'Serverda xatolik' } })),
    );
    renderAt('/reset-password?email=ali%40misol.uz&code=123456');
    submitNewPassword('yangiParol123');
    expect((await screen.findByRole('alert')).textContent).toContain('Serverda xatolik');
  });

  it.each(['12345', '123456', '1234567'])(
    'refuses a new password of %j with the one message of sign-up, and sends nothing',
    async (password) => {
      const fetchMock = vi.fn();
      vi.stubGlobal('fetch', fetchMock);
      renderAt('/reset-password?email=ali%40misol.uz&code=123456');
      expect(screen.getByLabelText(uz.reset.newPassword).getAttribute('minlength')).toBe('8');
      submitNewPassword(password);
      expect(await screen.findByText("Parol kamida 8 ta belgidan iborat bo'lishi kerak")).toBeTruthy();
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );

  it('says mismatched passwords in the words of sign-up', async () => {
    renderAt('/reset-password?email=ali%40misol.uz&code=123456');
    submitNewPassword('yangiParol123', 'yangiParol124');
    expect(await screen.findByText('Parollar mos kelmaydi')).toBeTruthy();
  });

  it('goes home after a successful reset', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, { status: true })),
    );
    const router = renderAt('/reset-password?email=ali%40misol.uz&code=123456');
    submitNewPassword('yangiParol123');
    expect(await screen.findByText('home')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });
});
