import { eq } from 'drizzle-orm';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificates, users } from '../../db/schema';
import { passedResult, signedInUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { loadFonts } from './render';
import renderInWorker from './render.worker';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

// Russian, and the Uzbek Cyrillic letters Russian has not (Ўў Ққ Ғғ Ҳҳ)
const RUSSIAN = 'АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ';
const LETTERS = [...`${RUSSIAN}${RUSSIAN.toLowerCase()}ЎўҚқҒғҲҳ`];

/** The fonts' own glyph tables (the same fontkit the PDF writer uses). */
async function glyphTables() {
  const fontkit = (await import('@pdf-lib/fontkit')).default;
  const fonts = await loadFonts();
  return fonts.map((font) => ({ weight: font.weight, table: fontkit.create(new Uint8Array(font.data)) }));
}

async function pdfText(file: Uint8Array): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(file), useSystemFonts: false }).promise;
  const content = await (await pdf.getPage(1)).getTextContent();
  await pdf.destroy();
  return content.items.map((item) => ('str' in item ? item.str : '')).join('');
}

describe("a certificate's language", () => {
  it("is the learner's language when issued, and its PDF says so", async () => {
    const learner = await signedInUser(app, 'Иван Петров');
    await app.db.update(users).set({ language: 'ru' }).where(eq(users.id, learner.id));
    const { certificate } = await passedResult(app, learner.client);
    const [row] = await app.db.select().from(certificates).where(eq(certificates.id, certificate.id));
    expect(row?.language).toBe('ru');

    const res = await learner.client.get(`/api/certificates/${certificate.id}/download?format=pdf`);
    expect(res.statusCode).toBe(200);
    const lang = (await PDFDocument.load(res.rawPayload)).catalog.lookup(PDFName.of('Lang'), PDFString);
    expect(lang.decodeText()).toBe('ru');
  }, 60_000);

  it('has a glyph for every Russian and Uzbek Cyrillic letter in each weight of the fonts', async () => {
    const tables = await glyphTables();
    for (const weight of new Set(tables.map((font) => font.weight))) {
      const ofWeight = tables.filter((font) => font.weight === weight);
      const missing = LETTERS.filter(
        (letter) => !ofWeight.some(({ table }) => table.glyphForCodePoint(letter.codePointAt(0)!).id !== 0),
      );
      expect(missing, `weight ${weight}`).toEqual([]);
    }
  });

  it('draws Cyrillic names and titles as those letters, not .notdef boxes', async () => {
    const holderName = 'Ўктам Қодиров Ғайратович Ҳасанов';
    const quizTitle = 'Ўзбек тили: сўз ва нутқ';
    const file = await renderInWorker({
      format: 'pdf',
      data: {
        holderName,
        quizTitle,
        percentage: 92,
        issuedAt: new Date('2026-11-22T08:00:00Z'),
        code: 'BLM-CYRL0001',
        verifyUrl: 'http://127.0.0.1/certificates/verify/BLM-CYRL0001',
        language: 'uz-Cyrl',
      },
    });
    const text = await pdfText(file);
    expect(text).toContain(holderName);
    expect(text).toContain(quizTitle);
  }, 60_000);
});
