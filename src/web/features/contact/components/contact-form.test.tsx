// @vitest-environment happy-dom

import { contactTexts } from '@shared/i18n/contact';
import { contactMessageSentSchema } from '@shared/schemas/contact';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { type FakeCall, fakeApi, refuse, reply } from '@web/test/fake-api';
import { renderWithApp } from '@web/test/render-with-app';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContactPage, SupportPage } from './contact-page';

const t = contactTexts;
const SENT = reply(contactMessageSentSchema, { id: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d' }, 201);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillValidForm() {
  type(t.form.firstName, ' Aziz ');
  type(t.form.lastName, 'Karimov');
  type(t.form.email, 'aziz@example.uz');
  type(/^Telefon/, '+998 90 123 45 67');
  type(t.form.subject, 'Korporativ hamkorlik');
  type(t.form.message, "Xodimlarimiz uchun quizlar to'plamini sotib olmoqchimiz.");
}
/** the form's own calls (the page also reads the public settings for the social links) */
const postsOf = (calls: FakeCall[]) => calls.filter((call) => call.method === 'POST');
const submit = () => fireEvent.click(screen.getByRole('button', { name: t.form.send }));

describe('the contact form', () => {
  it('shows each field error in Uzbek and sends nothing', async () => {
    const calls = fakeApi({ 'POST /api/contact': SENT });
    renderWithApp(<ContactPage />, '/contact');
    type(/^Telefon/, '12ab');
    type(t.form.subject, 'ab');
    submit();
    expect(await screen.findByText(t.validation.firstNameRequired)).toBeTruthy();
    expect(screen.getByText(t.validation.lastNameRequired)).toBeTruthy();
    expect(screen.getByText(t.validation.phoneInvalid)).toBeTruthy();
    expect(screen.getByText(t.validation.subjectTooShort)).toBeTruthy();
    expect(screen.getByText(t.validation.messageTooShort)).toBeTruthy();
    expect(screen.getByLabelText(t.form.firstName).getAttribute('aria-invalid')).toBe('true');
    expect(postsOf(calls)).toHaveLength(0);
  });

  it('sends the cleaned message with its page as the source, then says it was received', async () => {
    const calls = fakeApi({ 'POST /api/contact': SENT });
    renderWithApp(<SupportPage />, '/support');
    expect(screen.getByRole('heading', { level: 1, name: t.support.title })).toBeTruthy();
    fillValidForm();
    submit();
    expect(await screen.findByText(t.form.sentTitle)).toBeTruthy();
    expect(screen.getByText(t.form.sentBody)).toBeTruthy();
    expect(postsOf(calls)).toEqual([
      {
        method: 'POST',
        url: '/api/contact',
        body: {
          firstName: 'Aziz',
          lastName: 'Karimov',
          email: 'aziz@example.uz',
          phone: '+998 90 123 45 67',
          company: '',
          subject: 'Korporativ hamkorlik',
          message: "Xodimlarimiz uchun quizlar to'plamini sotib olmoqchimiz.",
          source: 'support',
        },
      },
    ]);
    // another message starts from an empty form
    fireEvent.click(screen.getByRole('button', { name: t.form.sendAnother }));
    expect((screen.getByLabelText(t.form.firstName) as HTMLInputElement).value).toBe('');
  });

  it('shows the per-IP limit message and keeps what was typed', async () => {
    const limit = t.limitReached(42);
    fakeApi({ 'POST /api/contact': refuse(429, 'CONTACT_LIMIT', limit) });
    renderWithApp(<ContactPage />, '/contact');
    fillValidForm();
    submit();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(limit));
    expect((screen.getByLabelText(t.form.lastName) as HTMLInputElement).value).toBe('Karimov');
    expect(screen.queryByText(t.form.sentTitle)).toBeNull();
  });
});
