import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { deflate } from 'node:zlib';
import { renderAsync } from '@resvg/resvg-js';
import {
  concatTransformationMatrix,
  drawObject,
  PDFDocument,
  popGraphicsState,
  pushGraphicsState,
} from 'pdf-lib';
import QRCode from 'qrcode';
import satori, { type Font } from 'satori';
import { uz } from '../../../shared/i18n/uz';
import {
  CERTIFICATE_HEIGHT,
  CERTIFICATE_WIDTH,
  type CertificateRenderData,
  certificateLayout,
  FONT,
  FONT_SUBSETS,
} from './certificate-layout';
import { MAX_PRINTED_NAME, MAX_PRINTED_TITLE, printable } from './printable';

export type { CertificateRenderData } from './certificate-layout';

const WEIGHTS = [400, 600, 700] as const;
const deflateAsync = promisify(deflate);

let fontsPromise: Promise<Font[]> | undefined;

/** The fonts are read once per process; a failed read is retried on the next render. */
export function loadFonts(): Promise<Font[]> {
  fontsPromise ??= (async () => {
    const require = createRequire(import.meta.url);
    const jobs = FONT_SUBSETS.flatMap((subset) =>
      WEIGHTS.map(async (weight) => ({
        // satori keeps one font per name and weight, so each subset gets its own family name
        name: `${FONT} ${subset}`,
        weight,
        style: 'normal' as const,
        data: await readFile(
          require.resolve(`@fontsource/noto-sans/files/noto-sans-${subset}-${weight}-normal.woff`),
        ),
      })),
    );
    return Promise.all(jobs);
  })().catch((error: unknown) => {
    fontsPromise = undefined;
    throw error;
  });
  return fontsPromise;
}

async function qrDataUrl(url: string): Promise<string> {
  const svg = await QRCode.toString(url, {
    type: 'svg',
    margin: 0,
    errorCorrectionLevel: 'M',
    color: { dark: '#1e1b4bff', light: '#ffffffff' },
  });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** The certificate as SVG with its text drawn as paths (no fonts needed by whoever shows it). */
export async function renderCertificateSvg(data: CertificateRenderData): Promise<string> {
  const [fonts, qr] = await Promise.all([loadFonts(), qrDataUrl(data.verifyUrl)]);
  return satori(certificateLayout(data, qr), {
    width: CERTIFICATE_WIDTH,
    height: CERTIFICATE_HEIGHT,
    fonts,
  });
}

function rasterize(svg: string, scale: number) {
  // renderAsync rasterizes off the main thread, so a render does not stall other requests
  return renderAsync(svg, {
    fitTo: { mode: 'width', value: CERTIFICATE_WIDTH * scale },
    background: '#ffffff',
    font: { loadSystemFonts: false },
    shapeRendering: 2,
    textRendering: 2,
  });
}

/** The 1200x848 PNG of a certificate. */
export async function renderCertificatePng(data: CertificateRenderData): Promise<Buffer> {
  return (await rasterize(await renderCertificateSvg(data), 1)).asPng();
}

/**
 * One landscape page (A4 width, the PNG's proportions) filled with the certificate, drawn at 2x
 * for print. The pixels go in as a Flate-compressed RGB image compressed by Node's zlib off the
 * main thread: pdf-lib's own embedPng decodes and recompresses in JavaScript, about 0.5 s of
 * blocked event loop at this size.
 */
export async function renderCertificatePdf(data: CertificateRenderData): Promise<Buffer> {
  const image = await rasterize(await renderCertificateSvg(data), 2);
  const { width: pixelWidth, height: pixelHeight } = image;
  const pdf = await PDFDocument.create();
  pdf.setTitle(
    `${uz.certificate.title}: ${printable(data.holderName, MAX_PRINTED_NAME)}, ${printable(data.quizTitle, MAX_PRINTED_TITLE)}`,
  );
  pdf.setAuthor(uz.brand.name);
  pdf.setCreator(uz.brand.name);
  pdf.setProducer(uz.brand.name);
  pdf.setSubject(data.code);
  pdf.setCreationDate(data.issuedAt);
  const xObject = pdf.context.register(
    pdf.context.stream(await deflateAsync(rgbOf(image.pixels)), {
      Type: 'XObject',
      Subtype: 'Image',
      Width: pixelWidth,
      Height: pixelHeight,
      ColorSpace: 'DeviceRGB',
      BitsPerComponent: 8,
      Filter: 'FlateDecode',
    }),
  );
  const width = 841.89;
  const height = (width * pixelHeight) / pixelWidth;
  const page = pdf.addPage([width, height]);
  const name = page.node.newXObject('Certificate', xObject);
  page.pushOperators(
    pushGraphicsState(),
    concatTransformationMatrix(width, 0, 0, height, 0, 0),
    drawObject(name),
    popGraphicsState(),
  );
  return Buffer.from(await pdf.save());
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
