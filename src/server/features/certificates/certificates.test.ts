import { eq } from 'drizzle-orm';
import { isValidElement, type ReactNode } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CERTIFICATE_CODE_PATTERN } from '../../../shared/schemas/certificates';
import { certificates, quizResults, users } from '../../db/schema';
import { createQuiz, signedInDemo, signedInUser } from '../../test/factories';
import { client } from '../../test/http';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/test-app';
import { Footer } from './certificate-footer';
import { issueCertificate, normalizeCertificateCode, verifyCertificate } from './certificates.service';
import { certificateContentDisposition, slugify } from './filename';
import { renderCertificatePng } from './render';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ seed: true });
});
afterAll(() => app.close());

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngSize(png: Buffer) {
  expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

async function insertResult(userId: string | null, quizId: string, percentage: number) {
  const [row] = await app.db
    .insert(quizResults)
    .values({
      userId,
      quizId,
      score: Math.round(percentage / 25),
      totalQuestions: 4,
      correctAnswers: Math.round(percentage / 25),
      timeTaken: 120,
      answers: {},
      percentage,
      passed: percentage >= 70,
    })
    .returning();
  return row!;
}

/** A learner with a certificate for a result of the given percentage. */
async function certified(percentage = 75, names: { holder?: string; quiz?: string } = {}) {
  const learner = await signedInUser(app, names.holder);
  const quiz = await createQuiz(app.db, names.quiz ? { title: names.quiz } : {});
  const result = await insertResult(learner.id, quiz.id, percentage);
  const [user] = await app.db.select().from(users).where(eq(users.id, learner.id));
  const certificate = await issueCertificate(app.db, {
    userId: learner.id,
    quizId: quiz.id,
    resultId: result.id,
    holderName: user!.name,
  });
  return { learner, quiz, result, certificate };
}

describe('issuing', () => {
  it('is idempotent per result', async () => {
    const { learner, quiz, result, certificate } = await certified();
    const again = await issueCertificate(app.db, {
      userId: learner.id,
      quizId: quiz.id,
      resultId: result.id,
      holderName: 'Boshqa Ism',
    });
    expect(again).toEqual(certificate);
    const rows = await app.db.select().from(certificates).where(eq(certificates.resultId, result.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.holderName).toBe('Sinov Foydalanuvchi');
  });

  it('works inside the caller transaction', async () => {
    const learner = await signedInUser(app);
    const quiz = await createQuiz(app.db);
    const result = await insertResult(learner.id, quiz.id, 90);
    const input = { userId: learner.id, quizId: quiz.id, resultId: result.id, holderName: 'Tx Egasi' };
    const first = await app.db.transaction((tx) => issueCertificate(tx, input));
    const second = await app.db.transaction((tx) => issueCertificate(tx, input));
    expect(second).toEqual(first);
  });

  it('gives every certificate its own readable, unguessable code', async () => {
    const learner = await signedInUser(app);
    const quiz = await createQuiz(app.db);
    const codes = new Set<string>();
    for (let i = 0; i < 25; i++) {
      const result = await insertResult(learner.id, quiz.id, 80);
      const { code } = await issueCertificate(app.db, {
        userId: learner.id,
        quizId: quiz.id,
        resultId: result.id,
        holderName: 'Kod Sinovchi',
      });
      expect(code).toMatch(CERTIFICATE_CODE_PATTERN);
      codes.add(code);
    }
    expect(codes.size).toBe(25);
  });

  it('reads typed-in codes forgivingly', () => {
    expect(normalizeCertificateCode(' blm-7k3m9qx2 ')).toBe('BLM-7K3M9QX2');
    expect(normalizeCertificateCode('BLM-O1IL2345')).toBe('BLM-01112345');
    expect(normalizeCertificateCode('blm7k3m9qx2')).toBe('BLM-7K3M9QX2');
  });
});

describe('public verification', () => {
  it('shows holder, quiz, score and date, valid for a passed result', async () => {
    const { quiz, certificate } = await certified(85.71, { holder: 'Aziza Karimova' });
    const res = await client(app.server).get(`/api/certificates/verify/${certificate.code}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      code: certificate.code,
      holderName: 'Aziza Karimova',
      quizTitle: quiz.title,
      percentage: 85.71,
      passed: true,
      valid: true,
    });
    expect(Math.abs(Date.parse(body.issuedAt) - Date.now())).toBeLessThan(60_000);
    const lower = await client(app.server).get(`/api/certificates/verify/${certificate.code.toLowerCase()}`);
    expect(lower.json().code).toBe(certificate.code);
  });

  it('is not valid when the linked result did not pass', async () => {
    const { certificate } = await certified(50);
    expect(await verifyCertificate(app.db, certificate.code)).toMatchObject({ passed: false, valid: false });
  });

  it('answers an unknown code with 404 and the error body', async () => {
    const res = await client(app.server).get('/api/certificates/verify/BLM-00000000');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'CERTIFICATE_NOT_FOUND', message: 'Sertifikat topilmadi' } });
    const image = await client(app.server).get('/api/certificates/verify/BLM-00000000/image.png');
    expect(image.statusCode).toBe(404);
  });

  it('serves the certificate picture to anyone, cacheable', async () => {
    const { certificate } = await certified();
    const res = await client(app.server).get(`/api/certificates/verify/${certificate.code}/image.png`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(pngSize(res.rawPayload)).toEqual({ width: 1200, height: 848 });
  });
});

describe('download', () => {
  it('is for the owner only: guest 401, another user 404, admin 404', async () => {
    const { certificate } = await certified();
    const url = `/api/certificates/${certificate.id}/download`;
    expect((await client(app.server).get(url)).statusCode).toBe(401);
    const other = await signedInUser(app);
    const res = await other.client.get(url);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('CERTIFICATE_NOT_FOUND');
    const admin = await signedInDemo(app, 'admin@demo.uz');
    expect((await admin.get(url)).statusCode).toBe(404);
  });

  it('gives the owner a 1200x848 PNG named after holder and quiz', async () => {
    const { learner, certificate } = await certified(80, {
      holder: 'Oʻgʻiloy Shoʻxrux',
      quiz: 'Oʻzbek tili imlosi',
    });
    const res = await learner.client.get(`/api/certificates/${certificate.id}/download`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="certificate-ogiloy-shoxrux-ozbek-tili-imlosi.png"; ' +
        "filename*=UTF-8''certificate-O%CA%BBg%CA%BBiloy-Sho%CA%BBxrux-O%CA%BBzbek-tili-imlosi.png",
    );
    expect(pngSize(res.rawPayload)).toEqual({ width: 1200, height: 848 });
    expect(res.rawPayload.length).toBeGreaterThan(20_000);
  });

  it('gives a PDF on request', async () => {
    const { learner, certificate } = await certified();
    const res = await learner.client.get(`/api/certificates/${certificate.id}/download?format=pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/filename="certificate-sinov-foydalanuvchi-.+\.pdf"/);
    expect(res.rawPayload.subarray(0, 5).toString('ascii')).toBe('%PDF-');
  });

  it('refuses an unknown format and a malformed id', async () => {
    const { learner, certificate } = await certified();
    expect(
      (await learner.client.get(`/api/certificates/${certificate.id}/download?format=gif`)).statusCode,
    ).toBe(400);
    expect((await learner.client.get('/api/certificates/not-a-uuid/download')).statusCode).toBe(400);
  });
});

describe('rendering', () => {
  it('draws Uzbek letters and long texts without failing', async () => {
    const png = await renderCertificatePng({
      holderName: 'Oʻgʻiloy Shoʻxrux',
      quizTitle: 'Oʻzbek tili imlosi',
      percentage: 92.5,
      issuedAt: new Date('2026-11-22T08:00:00Z'),
      code: 'BLM-7K3M9QX2',
      verifyUrl: `${TEST_ORIGIN}/certificates/verify/BLM-7K3M9QX2`,
      language: 'uz-Latn',
    });
    expect(pngSize(png)).toEqual({ width: 1200, height: 848 });
    expect(png.length).toBeGreaterThan(20_000);
    const long = await renderCertificatePng({
      holderName: 'Muhammadyusuf Abdulazizxoʻja oʻgʻli '.repeat(6),
      quizTitle: 'Juda uzun quiz nomi '.repeat(15),
      percentage: 100,
      issuedAt: new Date(),
      code: 'BLM-ABCDEFGH',
      verifyUrl: `${TEST_ORIGIN}/certificates/verify/BLM-ABCDEFGH`,
      language: 'uz-Latn',
    });
    expect(pngSize(long)).toEqual({ width: 1200, height: 848 });
  });

  it('dates the certificate as every other page does, on the Tashkent calendar', () => {
    const textOf = (node: ReactNode): string[] => {
      if (typeof node === 'string') return [node];
      if (Array.isArray(node)) return node.flatMap(textOf);
      return isValidElement<{ children?: ReactNode }>(node) ? textOf(node.props.children) : [];
    };
    const data = {
      holderName: 'Ali Valiyev',
      quizTitle: 'Tarix',
      percentage: 90,
      issuedAt: new Date('2026-01-01T20:00:00Z'), // 1 January in UTC, already 2 January in Tashkent
      code: 'BLM-ABCDEFGH',
      verifyUrl: `${TEST_ORIGIN}/certificates/verify/BLM-ABCDEFGH`,
      language: 'uz-Latn' as const,
    };
    expect(textOf(Footer({ data, qr: '' }))).toContain('2 yanvar 2026');
  });
});

describe('file names', () => {
  it('slugify to safe ASCII', () => {
    expect(slugify('Oʻgʻiloy Shoʻxrux')).toBe('ogiloy-shoxrux');
    expect(slugify("O'zbek tili: g‘alaba va so’z!")).toBe('ozbek-tili-galaba-va-soz');
    expect(slugify('  Çağrı  Ünal  ')).toBe('cagri-unal');
    expect(slugify('Ўғилой Қаҳҳорова')).toBe('ogiloy-qahhorova');
    expect(slugify('!!!')).toBe('');
    const long = slugify(`${'a'.repeat(30)} ${'b'.repeat(30)}`);
    expect(long.length).toBeLessThanOrEqual(40);
    expect(long).not.toMatch(/-$/);
  });

  it('fall back when a part has no letters', () => {
    expect(certificateContentDisposition('—', '???', 'png')).toMatch(
      /^attachment; filename="certificate-holder-quiz\.png"/,
    );
  });
});
