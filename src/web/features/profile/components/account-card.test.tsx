// @vitest-environment happy-dom
import { phoneAuthTexts } from '@shared/i18n/phone-auth';
import { uz } from '@shared/i18n/uz';
import { type AccountResponse, accountResponseSchema } from '@shared/schemas/profile';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { type FakeReply, fakeApi, refuse, reply } from '@web/test/fake-api';
import { publicSettingsReply } from '@web/test/public-settings';
import { renderWithApp } from '@web/test/render-with-app';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { AccountCard } from './account-card';
// the card loads its dialogs on the first press: loaded with the file, not within a test's time
import './account-dialogs';

const t = phoneAuthTexts.profile;
const p = phoneAuthTexts.phone;
const ACCOUNT = 'GET /api/me/account';
const ok = reply(z.object({ status: z.literal(true) }), { status: true });

const EMAIL_ACCOUNT: AccountResponse = {
  email: 'ali@misol.uz',
  emailVerified: true,
  phoneNumber: null,
  hasPassword: true,
  language: 'uz-Latn',
};
const PHONE_ACCOUNT: AccountResponse = {
  email: null,
  emailVerified: false,
  phoneNumber: '+998901234567',
  hasPassword: false,
  language: 'uz-Latn',
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function openCard(account: AccountResponse, routes: Record<string, FakeReply> = {}) {
  const calls = fakeApi({ [ACCOUNT]: reply(accountResponseSchema, account), ...routes });
  renderWithApp(<AccountCard />, '/profile');
  return calls;
}

const sent = (calls: ReturnType<typeof fakeApi>, route: string) =>
  calls.filter((call) => `${call.method} ${call.url}` === route).map((call) => call.body);

describe('the profile: ways in', () => {
  it('shows an email account its email, no phone, and offers to add one', async () => {
    openCard(EMAIL_ACCOUNT);
    expect(await screen.findByText('ali@misol.uz')).toBeTruthy();
    expect(screen.getByText(t.none)).toBeTruthy();
    expect(screen.getByRole('button', { name: t.addPhone })).toBeTruthy();
    expect(screen.queryByRole('button', { name: t.addEmail })).toBeNull();
    expect(screen.queryByRole('button', { name: t.setPassword })).toBeNull();
  });

  it('offers no phone and no password by SMS where the server cannot send SMS', async () => {
    const noSms = { 'GET /api/settings/public': publicSettingsReply({ phoneSignIn: false }) };
    openCard(PHONE_ACCOUNT, noSms);
    expect(await screen.findByRole('button', { name: t.addEmail })).toBeTruthy();
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: t.setPassword })).toBeNull());
    cleanup();
    openCard(EMAIL_ACCOUNT, noSms);
    expect(await screen.findByText('ali@misol.uz')).toBeTruthy();
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: t.addPhone })).toBeNull());
  });

  it('shows a phone account its number, and offers an email and a password', async () => {
    openCard(PHONE_ACCOUNT);
    expect(await screen.findByText('+998 90 123 45 67')).toBeTruthy();
    expect(screen.getByText(t.passwordNone)).toBeTruthy();
    expect(screen.getByRole('button', { name: t.addEmail })).toBeTruthy();
    expect(screen.getByRole('button', { name: t.setPassword })).toBeTruthy();
    expect(screen.queryByRole('button', { name: t.addPhone })).toBeNull();
  });

  it('adds a phone: a code to the new number, then the code confirms it on this account', async () => {
    const calls = openCard(EMAIL_ACCOUNT, {
      'POST /api/auth/phone-number/send-otp': ok,
      'POST /api/auth/phone-number/verify': ok,
    });
    fireEvent.click(await screen.findByRole('button', { name: t.addPhone }));
    const dialog = await screen.findByRole('dialog', { name: t.addPhoneTitle });
    fireEvent.change(within(dialog).getByLabelText(p.label), { target: { value: '99 765 43 21' } });
    fireEvent.click(within(dialog).getByRole('button', { name: p.sendCode }));
    fireEvent.change(await within(dialog).findByLabelText(p.code), { target: { value: '112233' } });
    fireEvent.click(within(dialog).getByRole('button', { name: p.verify }));

    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent(calls, 'POST /api/auth/phone-number/send-otp')).toEqual([{ phoneNumber: '+998997654321' }]);
    expect(sent(calls, 'POST /api/auth/phone-number/verify')).toEqual([
      { phoneNumber: '+998997654321', code: '112233', updatePhoneNumber: true },
    ]);
    // the card reads the account again
    expect(calls.filter((call) => call.url === '/api/me/account').length).toBeGreaterThan(1);
  });

  it("says a number of another account is taken, in the server's words", async () => {
    openCard(EMAIL_ACCOUNT, {
      'POST /api/auth/phone-number/send-otp': ok,
      'POST /api/auth/phone-number/verify': refuse(400, 'PHONE_TAKEN', uz.errors.PHONE_TAKEN),
    });
    fireEvent.click(await screen.findByRole('button', { name: t.addPhone }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(p.label), { target: { value: '99 765 43 21' } });
    fireEvent.click(within(dialog).getByRole('button', { name: p.sendCode }));
    fireEvent.change(await within(dialog).findByLabelText(p.code), { target: { value: '112233' } });
    fireEvent.click(within(dialog).getByRole('button', { name: p.verify }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(uz.errors.PHONE_TAKEN);
  });

  it('adds an email: a confirmation link is sent, and the dialog says so', async () => {
    const calls = openCard(PHONE_ACCOUNT, { 'POST /api/auth/change-email': ok });
    fireEvent.click(await screen.findByRole('button', { name: t.addEmail }));
    const dialog = await screen.findByRole('dialog', { name: t.addEmailTitle });
    fireEvent.change(within(dialog).getByLabelText(uz.auth.email), { target: { value: 'ali@misol.uz' } });
    fireEvent.click(within(dialog).getByRole('button', { name: t.send }));

    expect(await within(dialog).findByText(t.emailSent('ali@misol.uz'))).toBeTruthy();
    expect(sent(calls, 'POST /api/auth/change-email')).toEqual([
      { newEmail: 'ali@misol.uz', callbackURL: '/profile' },
    ]);
  });

  it("sets a phone account's password with a code to its own number", async () => {
    const calls = openCard(PHONE_ACCOUNT, {
      'POST /api/auth/phone-number/request-password-reset': ok,
      'POST /api/auth/phone-number/reset-password': ok,
    });
    fireEvent.click(await screen.findByRole('button', { name: t.setPassword }));
    const dialog = await screen.findByRole('dialog', { name: t.setPasswordTitle });
    expect(within(dialog).getByText(t.setPasswordDescription('+998 90 123 45 67'))).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: p.sendCode }));
    fireEvent.change(await within(dialog).findByLabelText(p.code), { target: { value: '445566' } });
    fireEvent.change(within(dialog).getByLabelText(uz.reset.newPassword), {
      target: { value: 'telParol123' },
    });
    fireEvent.change(within(dialog).getByLabelText(uz.reset.confirmNewPassword), {
      target: { value: 'telParol123' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: uz.reset.saveButton }));

    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: t.setPasswordTitle })).toBeNull());
    expect(sent(calls, 'POST /api/auth/phone-number/reset-password')).toEqual([
      { phoneNumber: '+998901234567', otp: '445566', newPassword: 'telParol123' },
    ]);
  });
});
