// @vitest-environment happy-dom
import { phoneAuthTexts } from '@shared/i18n/phone-auth';
import { uz } from '@shared/i18n/uz';
import { apiErrorSchema } from '@shared/schemas/common';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { closeAuthDialog, openAuthDialog, useAuthDialog } from '@web/lib/auth-dialog';
import { type FakeReply, fakeApi, refuse, reply } from '@web/test/fake-api';
import { publicSettingsReply } from '@web/test/public-settings';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { AuthDialog } from './auth-dialog';

const t = phoneAuthTexts.phone;
const SEND = 'POST /api/auth/phone-number/send-otp';
const VERIFY = 'POST /api/auth/phone-number/verify';
const sent = reply(z.object({ status: z.literal(true) }), { status: true });

afterEach(() => {
  act(() => closeAuthDialog());
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** A 429 of the API, with the wait in `Retry-After`. */
function limited(code: string, retryAfter: number): FakeReply {
  const body = apiErrorSchema.parse({ error: { code, message: uz.errors[code as keyof typeof uz.errors] } });
  return () => Response.json(body, { status: 429, headers: { 'Retry-After': String(retryAfter) } });
}

function DialogOpen() {
  return <p data-testid="open">{String(useAuthDialog().open)}</p>;
}

function openDialog(routes: Record<string, FakeReply>, phoneSignIn = true) {
  const calls = fakeApi({ 'GET /api/settings/public': publicSettingsReply({ phoneSignIn }), ...routes });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <AuthDialog onForgotPassword={vi.fn()} />
      <DialogOpen />
    </QueryClientProvider>,
  );
  act(() => openAuthDialog());
  return calls;
}

const typeNumber = (value: string) => fireEvent.change(screen.getByLabelText(t.label), { target: { value } });
const sendCode = () => fireEvent.click(screen.getByRole('button', { name: t.sendCode }));
const bodiesOf = (calls: { method: string; url: string; body: unknown }[], route: string) =>
  calls.filter((call) => `${call.method} ${call.url}` === route).map((call) => call.body);

async function reachCodeStep(routes: Record<string, FakeReply> = {}) {
  const calls = openDialog({ [SEND]: sent, ...routes });
  typeNumber('8 90 123-45-67');
  sendCode();
  await screen.findByLabelText(t.code);
  return calls;
}

describe('the sign-in dialog, by phone', () => {
  it('offers Telefon first and Email second, as tabs of one list named for the choice', () => {
    openDialog({});
    const list = screen.getByRole('tablist', { name: phoneAuthTexts.methods.label });
    const tabs = Array.from(list.querySelectorAll('[role="tab"]'));
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Telefon', 'Email']);
    expect(tabs[0]?.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('+998')).toBeTruthy();

    fireEvent.mouseDown(tabs[1] as Element);
    expect(screen.getByRole('button', { name: uz.auth.signInButton })).toBeTruthy();
  });

  it('offers email alone where the server cannot send SMS (phoneSignIn off)', async () => {
    openDialog({}, false);
    await vi.waitFor(() =>
      expect(screen.queryByRole('tablist', { name: phoneAuthTexts.methods.label })).toBeNull(),
    );
    expect(screen.getByRole('textbox', { name: uz.auth.email })).toBeTruthy();
    expect(screen.queryByLabelText(t.label)).toBeNull();
  });

  it('shows how it reads a number typed the old way and sends it in E.164', async () => {
    const calls = openDialog({ [SEND]: sent });
    typeNumber('8 90 123-45-67');
    expect(screen.getByText('Raqam: +998 90 123 45 67')).toBeTruthy();
    sendCode();

    const code = await screen.findByLabelText(t.code);
    expect(bodiesOf(calls, SEND)).toEqual([{ phoneNumber: '+998901234567' }]);
    expect(screen.getByText(t.codeSentTo('+998 90 123 45 67'))).toBeTruthy();
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
  });

  it('refuses a number that is not an Uzbek mobile one, without asking the server', async () => {
    const calls = openDialog({ [SEND]: sent });
    typeNumber('12 345');
    sendCode();
    expect(await screen.findByText(uz.validation.phoneInvalid)).toBeTruthy();
    expect(bodiesOf(calls, SEND)).toEqual([]);
  });

  it("says the server's 429 in Uzbek with the wait from Retry-After, and stays on the number", async () => {
    openDialog({ [SEND]: limited('SMS_RATE_LIMITED', 840) });
    typeNumber('+998 90 123 45 67');
    sendCode();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(uz.errors.SMS_RATE_LIMITED);
    expect(alert.textContent).toContain("Qayta urinish mumkin: 14 daqiqadan so'ng");
    expect(screen.queryByLabelText(t.code)).toBeNull();
  });

  it('signs in with the code and closes the dialog', async () => {
    const calls = await reachCodeStep({
      [VERIFY]: reply(z.object({ status: z.literal(true) }), { status: true }),
    });
    fireEvent.change(screen.getByLabelText(t.code), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: t.verify }));

    expect(await screen.findByText('false', { selector: '[data-testid="open"]' })).toBeTruthy();
    expect(bodiesOf(calls, VERIFY)).toEqual([{ phoneNumber: '+998901234567', code: '123456' }]);
  });

  it('shows a wrong code in Uzbek and keeps the step', async () => {
    await reachCodeStep({ [VERIFY]: refuse(400, 'SMS_CODE_INVALID', uz.errors.SMS_CODE_INVALID) });
    fireEvent.change(screen.getByLabelText(t.code), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: t.verify }));
    expect((await screen.findByRole('alert')).textContent).toContain(uz.errors.SMS_CODE_INVALID);
    expect(screen.getByLabelText(t.code)).toBeTruthy();
  });

  it('counts the resend down from a minute, then sends again', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    const calls = await reachCodeStep();
    const resend = () => screen.getByRole('button', { name: /Kodni qayta yuborish/ }) as HTMLButtonElement;
    expect(resend().textContent).toBe(t.resendIn('1 daqiqa'));
    expect(resend().disabled).toBe(true);

    act(() => vi.advanceTimersByTime(15_000));
    expect(resend().textContent).toBe(t.resendIn('45 soniya'));
    act(() => vi.advanceTimersByTime(45_000));
    expect(resend().disabled).toBe(false);

    fireEvent.click(resend());
    await vi.waitFor(() => expect(bodiesOf(calls, SEND)).toHaveLength(2));
    await vi.waitFor(() => expect(resend().textContent).toBe(t.resendIn('1 daqiqa')));
  });

  it('lets a new code be asked for at once when the code is spent after five wrong tries', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    await reachCodeStep({ [VERIFY]: limited('SMS_CODE_TOO_MANY_ATTEMPTS', 0) });
    fireEvent.change(screen.getByLabelText(t.code), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: t.verify }));
    expect((await screen.findByRole('alert')).textContent).toContain(uz.errors.SMS_CODE_TOO_MANY_ATTEMPTS);
    expect((screen.getByRole('button', { name: t.resend }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('goes back to the number, kept, to change it', async () => {
    await reachCodeStep();
    fireEvent.click(screen.getByRole('button', { name: t.changeNumber }));
    expect((screen.getByLabelText(t.label) as HTMLInputElement).value).toBe('90 123 45 67');
  });

  it('signs in a phone account with its password instead, and says a wrong one in Uzbek', async () => {
    const PASSWORD = 'POST /api/auth/sign-in/phone-number';
    const calls = openDialog({
      [PASSWORD]: refuse(401, 'INVALID_PHONE_NUMBER_OR_PASSWORD', uz.errors.INVALID_PHONE_NUMBER_OR_PASSWORD),
    });
    fireEvent.click(screen.getByRole('button', { name: t.withPassword }));
    typeNumber('+998 (93) 555-44-33');
    fireEvent.change(screen.getByLabelText(uz.auth.password), { target: { value: 'maxfiy1234' } });
    fireEvent.click(screen.getByRole('button', { name: uz.auth.signInButton }));

    expect((await screen.findByRole('alert')).textContent).toContain(
      uz.errors.INVALID_PHONE_NUMBER_OR_PASSWORD,
    );
    expect(bodiesOf(calls, PASSWORD)).toEqual([{ phoneNumber: '+998935554433', password: 'maxfiy1234' }]);
    fireEvent.click(screen.getByRole('button', { name: t.withCode }));
    expect(screen.getByRole('button', { name: t.sendCode })).toBeTruthy();
  });
});
