// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { fakeApi } from '@web/test/fake-api';
import { publicSettingsReply } from '@web/test/public-settings';
import { renderWithApp } from '@web/test/render-with-app';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PrivacyPage } from './privacy-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('LegalPage', () => {
  it('dates its last update as every other page dates a day', () => {
    fakeApi({ 'GET /api/settings/public': publicSettingsReply() });
    renderWithApp(<PrivacyPage />, '/privacy');
    const updated = screen.getByText('22 iyul 2024');
    expect(updated.tagName).toBe('TIME');
    expect(updated.getAttribute('datetime')).toBe('2024-07-22');
    expect(updated.parentElement?.textContent).toBe('Oxirgi yangilanish: 22 iyul 2024');
  });
});
