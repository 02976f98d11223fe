// @vitest-environment happy-dom
import { uz } from '@shared/i18n/uz';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { closeAuthDialog, openAuthDialog } from '@web/lib/auth-dialog';
import { fakeApi } from '@web/test/fake-api';
import { publicSettingsReply } from '@web/test/public-settings';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthDialog } from './auth-dialog';

afterEach(() => {
  act(() => closeAuthDialog());
  cleanup();
  vi.unstubAllGlobals();
});

function openSignUp(registrationEnabled: boolean) {
  const calls = fakeApi({ 'GET /api/settings/public': publicSettingsReply({ registrationEnabled }) });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <AuthDialog onForgotPassword={vi.fn()} />
    </QueryClientProvider>,
  );
  act(() => openAuthDialog('signup', 'email'));
  return calls;
}

describe('AuthDialog sign-up tab', () => {
  it('says registration is closed before anything is typed, with no form to fill, and leads to sign-in', async () => {
    const calls = openSignUp(false);
    expect(await screen.findByText(uz.auth.registrationClosedTitle)).toBeTruthy();
    expect(screen.queryByLabelText(uz.auth.fullName)).toBeNull();
    expect(screen.queryByRole('button', { name: uz.auth.signUpButton })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: uz.auth.goToSignIn }));
    expect(await screen.findByRole('button', { name: uz.auth.signInButton })).toBeTruthy();
    expect(calls.map((call) => call.url)).toEqual(['/api/settings/public']);
  });

  it('shows the form while registration is open', async () => {
    openSignUp(true);
    expect(await screen.findByLabelText(uz.auth.fullName)).toBeTruthy();
    expect(screen.queryByText(uz.auth.registrationClosedTitle)).toBeNull();
  });
});
