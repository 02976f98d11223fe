// @vitest-environment happy-dom
import { NO_INTEGRATIONS } from '@shared/schemas/integrations';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { fakeApi } from '@web/test/fake-api';
import { publicSettingsReply } from '@web/test/public-settings';
import { afterEach, describe, expect, it } from 'vitest';
import { AdSlot } from './ad-slot';

function renderSlots() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <AdSlot variant="horizontal" />
      <AdSlot variant="rectangle" />
    </QueryClientProvider>,
  );
}

const adScripts = () => document.head.querySelectorAll('script[src*="googlesyndication"]');

afterEach(() => {
  cleanup();
  window.adsbygoogle = undefined;
});

describe('home page ad slots', () => {
  it('without an AdSense id: placeholders and no third-party script', async () => {
    fakeApi({ 'GET /api/settings/public': publicSettingsReply() });
    const { container } = renderSlots();
    await screen.findAllByText('Reklama');
    expect(container.querySelectorAll('ins.adsbygoogle')).toHaveLength(0);
    expect(adScripts()).toHaveLength(0);
  });

  it('with an id: the configured slot is a real unit, the script loads once; a slot without an id stays a placeholder', async () => {
    fakeApi({
      'GET /api/settings/public': publicSettingsReply({
        integrations: {
          ...NO_INTEGRATIONS,
          ads: { clientId: 'ca-pub-1234567890123456', slots: { horizontal: '1111111111', rectangle: null } },
        },
      }),
    });
    const { container } = renderSlots();
    const unit = await screen.findByRole('complementary', { name: 'Reklama' });
    const ins = unit.querySelector('ins.adsbygoogle');
    expect(ins?.getAttribute('data-ad-client')).toBe('ca-pub-1234567890123456');
    expect(ins?.getAttribute('data-ad-slot')).toBe('1111111111');
    expect(container.querySelector('[data-ad-slot="rectangle"]')?.textContent).toBe('Reklama');
    expect(adScripts()).toHaveLength(1);
    expect(adScripts()[0]?.getAttribute('src')).toBe(
      'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=ca-pub-1234567890123456',
    );
    expect(window.adsbygoogle).toHaveLength(1);
  });
});
