// @vitest-environment happy-dom
import { phoneAuthTexts } from '@shared/i18n/phone-auth';
import { uz } from '@shared/i18n/uz';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { fakeApi, refuse, reply } from '@web/test/fake-api';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { EMAIL_RESET_START, ResetDialog, type ResetStep } from './reset-dialog';

const t = phoneAuthTexts.phone;
const REQUEST = 'POST /api/auth/phone-number/request-password-reset';
const RESET = 'POST /api/auth/phone-number/reset-password';
const ok = reply(z.object({ status: z.literal(true) }), { status: true });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Harness({ onDone }: { onDone: (via: ResetStep['via']) => void }) {
  const [state, setState] = useState<ResetStep>(EMAIL_RESET_START);
  return (
    <ResetDialog
      open
      state={state}
      onStateChange={setState}
      onClose={vi.fn()}
      onBackToSignIn={vi.fn()}
      onDone={onDone}
    />
  );
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function askByPhone(routes: Parameters<typeof fakeApi>[0]) {
  const calls = fakeApi(routes);
  const onDone = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Harness onDone={onDone} />
    </QueryClientProvider>,
  );
  expect(screen.getByLabelText(uz.auth.email)).toBeTruthy();
  fireEvent.mouseDown(screen.getByRole('tab', { name: phoneAuthTexts.reset.byPhone }));
  type(t.label, '90 123 45 67');
  fireEvent.click(screen.getByRole('button', { name: t.sendCode }));
  await screen.findByLabelText(t.code);
  return { calls, onDone };
}

describe('the password reset dialog, by SMS', () => {
  it('sends a code to the number, then sets the new password with it', async () => {
    const { calls, onDone } = await askByPhone({ [REQUEST]: ok, [RESET]: ok });
    expect(screen.getByText(phoneAuthTexts.reset.phoneCodeDescription)).toBeTruthy();
    type(t.code, '654321');
    type(uz.reset.newPassword, 'yangiParol123');
    type(uz.reset.confirmNewPassword, 'yangiParol123');
    fireEvent.click(screen.getByRole('button', { name: uz.reset.saveButton }));

    await vi.waitFor(() => expect(onDone).toHaveBeenCalledWith('phone'));
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.map(({ method, url, body }) => [`${method} ${url}`, body])).toEqual([
      [REQUEST, { phoneNumber: '+998901234567' }],
      [RESET, { phoneNumber: '+998901234567', otp: '654321', newPassword: 'yangiParol123' }],
    ]);
  });

  it('keeps the step with the Uzbek refusal of a wrong code, and checks the passwords match first', async () => {
    const { calls, onDone } = await askByPhone({
      [REQUEST]: ok,
      [RESET]: refuse(400, 'SMS_CODE_INVALID', uz.errors.SMS_CODE_INVALID),
    });
    type(t.code, '000000');
    type(uz.reset.newPassword, 'yangiParol123');
    type(uz.reset.confirmNewPassword, 'boshqaParol123');
    fireEvent.click(screen.getByRole('button', { name: uz.reset.saveButton }));
    expect(await screen.findByText(uz.validation.passwordsMismatch)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);

    type(uz.reset.confirmNewPassword, 'yangiParol123');
    fireEvent.click(screen.getByRole('button', { name: uz.reset.saveButton }));
    expect((await screen.findByRole('alert')).textContent).toContain(uz.errors.SMS_CODE_INVALID);
    expect(onDone).not.toHaveBeenCalled();
  });
});
