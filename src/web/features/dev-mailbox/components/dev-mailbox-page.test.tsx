// @vitest-environment happy-dom

import { uz } from '@shared/i18n/uz';
import { type MailboxSms, mailboxResponseSchema } from '@shared/schemas/common';
import { cleanup, screen, within } from '@testing-library/react';
import { fakeApi, reply } from '@web/test/fake-api';
import { renderWithApp } from '@web/test/render-with-app';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DevMailboxPage } from './dev-mailbox-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const sms = (fields: Partial<MailboxSms>): MailboxSms => ({
  id: crypto.randomUUID(),
  to: '+998901234567',
  template: 'SIGN_IN_CODE',
  text: 'Bilimdon: kirish kodingiz 804512. Kod 5 daqiqa amal qiladi. Uni hech kimga bermang.',
  status: 'STORED',
  error: null,
  createdAt: '2026-11-27T10:00:00.000Z',
  ...fields,
});

describe('DevMailboxPage', () => {
  it('shows the SMS beside the emails: number, status, text with a clickable link, and a failure reason', async () => {
    fakeApi({
      'GET /api/dev/mailbox': reply(mailboxResponseSchema, {
        sms: [
          sms({
            template: 'GUEST_ACCESS_LINK',
            to: '+998971112233',
            text: 'Bilimdon: "Tarix" quiziga kirish havolangiz: http://localhost:3000/guest-access#abc',
          }),
          sms({ status: 'FAILED', error: 'Eskiz 400: Matn shablonga mos kelmadi' }),
        ],
        messages: [
          {
            id: crypto.randomUUID(),
            to: 'ali@misol.uz',
            subject: 'Bilimdon: emailingizni tasdiqlang',
            html: '<p>x</p>',
            text: 'Tasdiqlang',
            status: 'STORED',
            createdAt: '2026-11-27T09:00:00.000Z',
          },
        ],
      }),
    });
    renderWithApp(<DevMailboxPage />, '/dev/mailbox');
    const smsSection = await screen.findByRole('region', { name: new RegExp(uz.mailbox.smsTitle) });
    const items = within(smsSection).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('+998971112233')).toBeTruthy();
    expect(within(items[0]!).getByText(uz.mailbox.smsStatus.STORED!)).toBeTruthy();
    expect(within(items[0]!).getByRole('link').getAttribute('href')).toBe(
      'http://localhost:3000/guest-access#abc',
    );
    expect(within(items[1]!).getByText(/kirish kodingiz 804512/)).toBeTruthy();
    expect(within(items[1]!).getByText(uz.mailbox.smsStatus.FAILED!)).toBeTruthy();
    expect(within(items[1]!).getByText('Eskiz 400: Matn shablonga mos kelmadi')).toBeTruthy();
    const emails = screen.getByRole('region', { name: new RegExp(uz.mailbox.emailTitle) });
    expect(within(emails).getByText('Bilimdon: emailingizni tasdiqlang')).toBeTruthy();
  });

  it('says when no SMS has been sent yet', async () => {
    fakeApi({ 'GET /api/dev/mailbox': reply(mailboxResponseSchema, { sms: [], messages: [] }) });
    renderWithApp(<DevMailboxPage />, '/dev/mailbox');
    expect(await screen.findByText(uz.mailbox.smsEmpty)).toBeTruthy();
    expect(screen.getByText(uz.mailbox.empty)).toBeTruthy();
  });
});
