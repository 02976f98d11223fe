import { eq } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '../../../shared/i18n/format';
import { certificates, quizResults } from '../../db/schema';
import { createQuiz, signedInUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { issueCertificate } from './certificates.service';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

/** The words of a PDF's one page, each line as pdf.js reads it (as a screen reader or search would). */
async function pdfLines(file: Buffer): Promise<string[]> {
  const pdf = await getDocument({ data: new Uint8Array(file), useSystemFonts: false }).promise;
  const content = await (await pdf.getPage(1)).getTextContent();
  const lines: string[] = [''];
  for (const item of content.items) {
    if (!('str' in item)) continue;
    lines[lines.length - 1] += item.str;
    if (item.hasEOL) lines.push('');
  }
  await pdf.destroy();
  return lines.map((line) => line.trim()).filter(Boolean);
}

describe('the PDF certificate', () => {
  it('carries its words as text: holder, quiz, score, date and code can be searched and copied', async () => {
    const holder = 'Oʻgʻiloy Shoʻxrux Ўғилой';
    const learner = await signedInUser(app, holder);
    const quiz = await createQuiz(app.db, { title: "G'alaba: o'zbek tili", questionCount: 0 });
    const [result] = await app.db
      .insert(quizResults)
      .values({
        userId: learner.id,
        quizId: quiz.id,
        score: 9,
        totalQuestions: 10,
        correctAnswers: 9,
        timeTaken: 60,
        answers: {},
        percentage: 90,
        passed: true,
      })
      .returning();
    const certificate = await issueCertificate(app.db, {
      userId: learner.id,
      quizId: quiz.id,
      resultId: result!.id,
      holderName: holder,
    });

    const res = await learner.client.get(`/api/certificates/${certificate.id}/download?format=pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/pdf/);

    const [row] = await app.db
      .select({ issuedAt: certificates.issuedAt })
      .from(certificates)
      .where(eq(certificates.id, certificate.id));
    const lines = await pdfLines(res.rawPayload);
    expect(lines).toContain(holder);
    expect(lines).toContain("«G'alaba: o'zbek tili»");
    expect(lines).toContain('Natija: 90%');
    expect(lines).toContain(formatDate(row!.issuedAt));
    // the code shares its baseline with the QR code's caption
    expect(lines.some((line) => line.startsWith(`${certificate.code} `))).toBe(true);
  }, 60_000);
});
