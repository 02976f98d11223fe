import { promisify } from 'node:util';
import { deflate } from 'node:zlib';
import fontkit from '@pdf-lib/fontkit';
import {
  concatTransformationMatrix,
  drawObject,
  PDFDocument,
  type PDFFont,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  setCharacterSpacing,
} from 'pdf-lib';
import type { Font } from 'satori';
import { uz } from '../../../shared/i18n/uz';
import { CERTIFICATE_WIDTH, type CertificateRenderData } from './certificate-layout';
import { MAX_PRINTED_NAME, MAX_PRINTED_TITLE, printable } from './printable';
import type { TextRun } from './svg-text';

const deflateAsync = promisify(deflate);
/** A4 landscape width in points; the page keeps the certificate's proportions. */
const PAGE_WIDTH = 841.89;
const POINTS_PER_PIXEL = PAGE_WIDTH / CERTIFICATE_WIDTH;

export interface CertificatePicture {
  /** RGBA pixels of the certificate without its words, drawn at twice its size for print. */
  pixels: Buffer;
  width: number;
  height: number;
}

/** Each font's own glyph table, parsed once per process, to know which letters it holds. */
const coverage = new Map<Font['data'], { hasGlyphForCodePoint(codePoint: number): boolean }>();
function covers(font: Font, codePoint: number): boolean {
  let parsed = coverage.get(font.data);
  if (!parsed) {
    parsed = fontkit.create(new Uint8Array(font.data));
    coverage.set(font.data, parsed);
  }
  return parsed.hasGlyphForCodePoint(codePoint);
}

/** Splits a run into pieces each set in the first font (of its weight) that has their letters. */
function piecesOf(text: string, fonts: Font[]): { text: string; font: Font }[] {
  const pieces: { text: string; font: Font }[] = [];
  for (const letter of text) {
    const codePoint = letter.codePointAt(0)!;
    const font = fonts.find((candidate) => covers(candidate, codePoint)) ?? fonts[0]!;
    const last = pieces.at(-1);
    if (last?.font === font) last.text += letter;
    else pieces.push({ text: letter, font });
  }
  return pieces;
}

function colourOf(hex: string) {
  const digits = /^#([0-9a-f]{6})$/i.exec(hex)?.[1] ?? '000000';
  const channel = (at: number) => Number.parseInt(digits.slice(at, at + 2), 16) / 255;
  return rgb(channel(0), channel(2), channel(4));
}

/** Sets the words where satori placed them, as text a reader can select, search and copy. */
class Typesetter {
  private readonly embedded = new Map<Font, Promise<PDFFont>>();

  constructor(
    private readonly pdf: PDFDocument,
    private readonly page: PDFPage,
    private readonly fonts: Font[],
  ) {}

  private embed(font: Font): Promise<PDFFont> {
    let pdfFont = this.embedded.get(font);
    if (!pdfFont) {
      pdfFont = this.pdf.embedFont(new Uint8Array(font.data), { subset: true });
      this.embedded.set(font, pdfFont);
    }
    return pdfFont;
  }

  /** The fonts of the weight nearest the run's, in the layout's order of preference. */
  private fontsFor(weight: number): Font[] {
    const nearest = this.fonts.reduce((best, font) =>
      Math.abs((font.weight ?? 400) - weight) < Math.abs((best.weight ?? 400) - weight) ? font : best,
    ).weight;
    return this.fonts.filter((font) => font.weight === nearest);
  }

  async set(run: TextRun): Promise<void> {
    const pageHeight = this.page.getHeight();
    const spacing = run.letterSpacing * POINTS_PER_PIXEL;
    const size = run.size * POINTS_PER_PIXEL;
    if (spacing) this.page.pushOperators(setCharacterSpacing(spacing));
    let x = run.x * POINTS_PER_PIXEL;
    for (const piece of piecesOf(run.text, this.fontsFor(run.weight))) {
      const font = await this.embed(piece.font);
      this.page.drawText(piece.text, {
        x,
        y: pageHeight - run.y * POINTS_PER_PIXEL,
        size,
        font,
        color: colourOf(run.fill),
      });
      x += font.widthOfTextAtSize(piece.text, size) + spacing * Array.from(piece.text).length;
    }
    if (spacing) this.page.pushOperators(setCharacterSpacing(0));
  }
}

/**
 * One landscape page: the picture (frame, glows, QR code) as an image and every word over it as
 * PDF text in embedded Noto Sans, so the holder's name, the quiz, the score, the date and the code
 * can be read aloud, searched and copied. The pixels go in Flate-compressed by Node's zlib off the
 * main thread: pdf-lib's own embedPng decodes and recompresses in JavaScript.
 */
export async function certificatePdf(
  data: CertificateRenderData,
  picture: CertificatePicture,
  runs: TextRun[],
  fonts: Font[],
): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  setDocumentInfo(pdf, data);
  // screen readers and search pick the words' language from the document's
  pdf.setLanguage(data.language);
  const xObject = pdf.context.register(
    pdf.context.stream(await deflateAsync(rgbOf(picture.pixels)), {
      Type: 'XObject',
      Subtype: 'Image',
      Width: picture.width,
      Height: picture.height,
      ColorSpace: 'DeviceRGB',
      BitsPerComponent: 8,
      Filter: 'FlateDecode',
    }),
  );
  const height = (PAGE_WIDTH * picture.height) / picture.width;
  const page = pdf.addPage([PAGE_WIDTH, height]);
  const name = page.node.newXObject('Certificate', xObject);
  page.pushOperators(
    pushGraphicsState(),
    concatTransformationMatrix(PAGE_WIDTH, 0, 0, height, 0, 0),
    drawObject(name),
    popGraphicsState(),
  );
  const typesetter = new Typesetter(pdf, page, fonts);
  for (const run of runs) await typesetter.set(run);
  return Buffer.from(await pdf.save());
}

/** The title, author, subject (the code), date and language a PDF reader shows. */
function setDocumentInfo(pdf: PDFDocument, data: CertificateRenderData) {
  pdf.setTitle(
    `${uz.certificate.title}: ${printable(data.holderName, MAX_PRINTED_NAME)}, ${printable(data.quizTitle, MAX_PRINTED_TITLE)}`,
  );
  pdf.setAuthor(uz.brand.name);
  pdf.setCreator(uz.brand.name);
  pdf.setProducer(uz.brand.name);
  pdf.setSubject(data.code);
  pdf.setCreationDate(data.issuedAt);
  pdf.setLanguage('uz');
}

/** RGBA to RGB; the certificate is rendered on an opaque white background. */
function rgbOf(rgba: Buffer): Buffer {
  const rgb = Buffer.allocUnsafe((rgba.length / 4) * 3);
  for (let i = 0, j = 0; i < rgba.length; i += 4, j += 3) {
    rgb[j] = rgba[i]!;
    rgb[j + 1] = rgba[i + 1]!;
    rgb[j + 2] = rgba[i + 2]!;
  }
  return rgb;
}
