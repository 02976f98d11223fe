// @vitest-environment happy-dom
import { faqPage as t } from '@shared/i18n/pages/faq';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { fakeApi } from '@web/test/fake-api';
import { publicSettingsReply } from '@web/test/public-settings';
import { renderWithApp } from '@web/test/render-with-app';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FaqPage } from './faq-page';

const QUESTIONS = () => Object.values(t.items).map((item) => item.question);

type Eight<T> = [T, T, T, T, T, T, T, T];

/** The eight question buttons (getByRole throws if one is missing). */
function openFaq(passingPercentage = 70) {
  fakeApi({ 'GET /api/settings/public': publicSettingsReply({ passingPercentage }) });
  renderWithApp(<FaqPage />, '/faq');
  return QUESTIONS().map((question) => screen.getByRole('button', { name: question })) as Eight<HTMLElement>;
}

const expanded = (buttons: HTMLElement[]) =>
  buttons.filter((button) => button.getAttribute('aria-expanded') === 'true').length;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('FaqPage', () => {
  it('has eight questions, all closed at first', () => {
    const buttons = openFaq();
    expect(buttons).toHaveLength(8);
    expect(expanded(buttons)).toBe(0);
    // each question is an h2 under the page's h1 (axe's heading order)
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(8);
  });

  it('keeps one answer open at a time and closes it again on a second press', () => {
    const buttons = openFaq();
    fireEvent.click(buttons[0]);
    expect(buttons[0].getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('region', { name: t.items.platform.question })).toBeTruthy();

    fireEvent.click(buttons[2]);
    expect(buttons[2].getAttribute('aria-expanded')).toBe('true');
    expect(buttons[0].getAttribute('aria-expanded')).toBe('false');
    expect(expanded(buttons)).toBe(1);

    fireEvent.click(buttons[2]);
    expect(expanded(buttons)).toBe(0);
  });

  it('moves between questions with the arrow, Home and End keys', () => {
    const buttons = openFaq();
    buttons[0].focus();
    fireEvent.keyDown(buttons[0], { key: 'ArrowDown' });
    expect(document.activeElement).toBe(buttons[1]);
    fireEvent.keyDown(buttons[1], { key: 'End' });
    expect(document.activeElement).toBe(buttons[7]);
    fireEvent.keyDown(buttons[7], { key: 'ArrowDown' });
    expect(document.activeElement).toBe(buttons[0]);
    fireEvent.keyDown(buttons[0], { key: 'ArrowUp' });
    expect(document.activeElement).toBe(buttons[7]);
  });

  it('states the configured pass mark in the certificate answer', async () => {
    const buttons = openFaq(85);
    fireEvent.click(buttons[3]);
    expect(await screen.findByText(/kamida 85% natija/)).toBeTruthy();
  });

  it('sends technical questions to /support', () => {
    const buttons = openFaq();
    fireEvent.click(buttons[7]);
    expect(screen.getByRole('link', { name: "Qo'llab-quvvatlash sahifasi" }).getAttribute('href')).toBe(
      '/support',
    );
  });
});
