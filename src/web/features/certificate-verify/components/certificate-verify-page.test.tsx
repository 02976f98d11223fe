// @vitest-environment happy-dom

import { formatDate, formatPercent } from '@shared/i18n/format';
import { uz } from '@shared/i18n/uz';
import { type CertificateVerification, certificateVerificationSchema } from '@shared/schemas/certificates';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { type FakeReply, fakeApi, refuse, reply } from '@web/test/fake-api';
import { renderWithApp } from '@web/test/render-with-app';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CertificateVerifyPage } from './certificate-verify-page';

const CODE = 'BLM-2026-7Q4K';
const VERIFY = `GET /api/certificates/verify/${CODE}`;

const certificate = (valid: boolean): CertificateVerification => ({
  code: CODE,
  holderName: 'Ali Valiyev',
  quizTitle: 'Fizika asoslari',
  percentage: 86.5,
  passed: valid,
  issuedAt: '2026-03-01T09:00:00.000Z',
  valid,
});

function openVerify(answer: FakeReply) {
  const calls = fakeApi({ [VERIFY]: answer });
  renderWithApp(<CertificateVerifyPage />, `/certificates/verify/${CODE}`, '/certificates/verify/:code');
  return calls;
}

/** The page's facts as term: value. */
const facts = () =>
  Object.fromEntries(
    [...document.querySelectorAll('dl > div')].map((row) => [
      row.querySelector('dt')?.textContent,
      row.querySelector('dd')?.textContent,
    ]),
  );

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('CertificateVerifyPage', () => {
  it('shows a valid certificate with its facts, image and downloads, after loading', async () => {
    openVerify(reply(certificateVerificationSchema, certificate(true)));
    expect(screen.getByRole('status').textContent).toBe(uz.common.loading);

    const status = await screen.findByTestId('certificate-status');
    expect(status.textContent).toBe(uz.certificateVerify.valid);
    expect(screen.getByText(uz.certificateVerify.validHint)).toBeTruthy();
    expect(facts()).toEqual({
      [uz.certificateVerify.holder]: 'Ali Valiyev',
      [uz.certificateVerify.quiz]: 'Fizika asoslari',
      [uz.certificateVerify.score]: formatPercent(86.5),
      [uz.certificateVerify.issuedAt]: formatDate('2026-03-01T09:00:00.000Z'),
      [uz.certificateVerify.code]: CODE,
    });
    const image = screen.getByRole('img', {
      name: uz.certificateVerify.image('Ali Valiyev', 'Fizika asoslari'),
    });
    expect(image.getAttribute('src')).toBe(`/api/certificates/verify/${CODE}/image.png`);
    expect(screen.getByRole('link', { name: uz.certificateVerify.downloadPdf }).getAttribute('href')).toBe(
      `/api/certificates/verify/${CODE}/download?format=pdf`,
    );
  });

  it('says a certificate whose result no longer passes is not valid', async () => {
    openVerify(reply(certificateVerificationSchema, certificate(false)));
    expect((await screen.findByTestId('certificate-status')).textContent).toBe(uz.certificateVerify.invalid);
    expect(screen.getByText(uz.certificateVerify.invalidHint)).toBeTruthy();
  });

  it('says an unknown code is not found, with the way home', async () => {
    openVerify(refuse(404, 'NOT_FOUND', 'Sertifikat topilmadi'));
    expect(await screen.findByText(uz.certificateVerify.notFoundMessage)).toBeTruthy();
    expect(screen.getByRole('link', { name: uz.certificateVerify.home }).getAttribute('href')).toBe('/');
    expect(screen.queryByTestId('certificate-status')).toBeNull();
  });

  it('offers a retry when the server fails, and shows the certificate once it answers', async () => {
    let failing = true;
    const calls = openVerify(() =>
      failing
        ? refuse(500, 'INTERNAL', 'Xatolik')()
        : reply(certificateVerificationSchema, certificate(true))(),
    );
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(uz.certificateVerify.loadFailed)).toBeTruthy();
    failing = false;
    fireEvent.click(within(alert).getByRole('button', { name: uz.common.retry }));
    expect((await screen.findByTestId('certificate-status')).textContent).toBe(uz.certificateVerify.valid);
    expect(calls.filter((call) => call.url === `/api/certificates/verify/${CODE}`)).toHaveLength(2);
  });
});
