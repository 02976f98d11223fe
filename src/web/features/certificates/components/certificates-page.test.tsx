// @vitest-environment happy-dom
import { certificatesPage as t } from '@shared/i18n/pages/certificates';
import { type CertificateSummary, certificatesResponseSchema } from '@shared/schemas/profile';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { fakeApi, refuse, reply } from '@web/test/fake-api';
import { publicSettingsReply } from '@web/test/public-settings';
import { renderWithApp } from '@web/test/render-with-app';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CertificatesPage } from './certificates-page';

const session = vi.hoisted(() => ({
  user: null as null | { id: string; name: string; email: string; role: 'USER' | 'ADMIN' },
}));
vi.mock('@web/lib/auth-client', () => ({
  useSessionUser: () => ({ user: session.user, isPending: false }),
}));

const LEARNER = { id: 'u1', name: "O'quvchi", email: 'learner@demo.uz', role: 'USER' as const };

function certificate(n: number, changes: Partial<CertificateSummary>): CertificateSummary {
  return {
    id: `00000000-0000-4000-8000-00000000000${n}`,
    code: `BLM-0000000${n}`,
    quizId: '11111111-1111-4111-8111-111111111111',
    quizTitle: `Quiz ${n}`,
    percentage: 80,
    passed: true,
    issuedAt: '2024-07-22T10:00:00.000Z',
    ...changes,
  };
}

function openPage(certificates: CertificateSummary[] | 'fail', routes = {}) {
  session.user = LEARNER;
  const calls = fakeApi({
    'GET /api/settings/public': publicSettingsReply({ passingPercentage: 80 }),
    'GET /api/me/certificates':
      certificates === 'fail'
        ? refuse(500, 'INTERNAL', 'Ichki xatolik')
        : reply(certificatesResponseSchema, { certificates }),
    ...routes,
  });
  renderWithApp(<CertificatesPage />, '/certificates');
  return calls;
}

const figure = (key: string) => screen.getByTestId(`certificate-stat-${key}`).textContent;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  session.user = null;
});

describe('CertificatesPage', () => {
  it('shows a signed-out visitor only the sign-in prompt', () => {
    const calls = fakeApi({});
    renderWithApp(<CertificatesPage />, '/certificates');
    expect(screen.getByText(t.signIn)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Kirish' })).toBeTruthy();
    expect(screen.queryByText(t.stats.total)).toBeNull();
    expect(screen.queryByText(t.info.title)).toBeNull();
    expect(calls.some((call) => call.url === '/api/me/certificates')).toBe(false);
  });

  it('computes the four figures from passed and failed results, leaving 0% out of the scores', async () => {
    openPage([
      certificate(1, { percentage: 72.4 }),
      certificate(2, { percentage: 90.6, quizTitle: '' }),
      certificate(3, { percentage: 40, passed: false }),
      certificate(4, { percentage: 0, passed: false }),
    ]);
    expect(await screen.findByTestId('certificate-stat-total')).toBeTruthy();
    expect(figure('total')).toBe('4');
    expect(figure('averageScore')).toBe('68%');
    expect(figure('highestScore')).toBe('91%');
    expect(figure('active')).toBe('2');

    const cards = within(screen.getByRole('region', { name: t.listTitle })).getAllByRole('listitem');
    expect(cards).toHaveLength(4);
    const [first, second, third] = cards as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(within(second).getByRole('heading', { name: t.noQuizTitle })).toBeTruthy();
    expect(within(first).getByText(t.active)).toBeTruthy();
    expect(within(third).getByText(t.inactive)).toBeTruthy();
    expect(within(first).getByText('22 iyul 2024')).toBeTruthy();
    expect(within(first).getByText('72,4%')).toBeTruthy();
    expect(
      within(first)
        .getByRole('link', { name: t.verifyLabel('Quiz 1') })
        .getAttribute('href'),
    ).toBe('/certificates/verify/BLM-00000001');
    // the conditions carry the configured pass mark, not a fixed 70
    expect(await screen.findByText(/kamida 80% natija/)).toBeTruthy();
  });

  it('says "Sertifikat topilmadi" when there are none', async () => {
    openPage([]);
    expect(await screen.findByText(t.empty)).toBeTruthy();
    expect(figure('total')).toBe('0');
    expect(figure('averageScore')).toBe('0%');
  });

  it('toasts the load failure and offers a retry', async () => {
    openPage('fail');
    expect(await screen.findByText(t.loadFailed, { selector: '[data-sonner-toast] *' })).toBeTruthy();
    expect(screen.getByRole('alert')).toBeTruthy();
  });

  it('toasts "Sertifikat fayli topilmadi" when the file cannot be had', async () => {
    const calls = openPage([certificate(1, {})], {
      [`GET /api/certificates/${certificate(1, {}).id}/download?format=pdf`]: refuse(
        404,
        'CERTIFICATE_NOT_FOUND',
        'Topilmadi',
      ),
    });
    fireEvent.click(await screen.findByRole('button', { name: t.downloadLabel('PDF', 'Quiz 1') }));
    expect(await screen.findByText(t.fileNotFound)).toBeTruthy();
    expect(calls.some((call) => call.url.endsWith('/download?format=pdf'))).toBe(true);
  });
});
