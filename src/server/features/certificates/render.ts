import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { renderAsync } from '@resvg/resvg-js';
import QRCode from 'qrcode';
import satori, { type Font } from 'satori';
import {
  CERTIFICATE_HEIGHT,
  CERTIFICATE_WIDTH,
  type CertificateRenderData,
  certificateLayout,
  FONT,
  FONT_SUBSETS,
} from './certificate-layout';
import { certificatePdf } from './certificate-pdf';
import { splitSvgText } from './svg-text';

export type { CertificateRenderData } from './certificate-layout';

const WEIGHTS = [400, 600, 700] as const;

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

/**
 * The certificate as SVG, its text drawn as paths (no fonts needed by whoever shows it) or, with
 * `textAsPaths: false`, as <text> elements where satori placed each word.
 */
export async function renderCertificateSvg(
  data: CertificateRenderData,
  { textAsPaths = true } = {},
): Promise<string> {
  const [fonts, qr] = await Promise.all([loadFonts(), qrDataUrl(data.verifyUrl)]);
  return satori(certificateLayout(data, qr), {
    width: CERTIFICATE_WIDTH,
    height: CERTIFICATE_HEIGHT,
    fonts,
    embedFont: textAsPaths,
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
 * The certificate as a PDF: the same layout, its picture rasterized at 2x for print and its words
 * set over it as real text.
 */
export async function renderCertificatePdf(data: CertificateRenderData): Promise<Buffer> {
  const fonts = await loadFonts();
  const { picture, runs } = splitSvgText(await renderCertificateSvg(data, { textAsPaths: false }));
  const image = await rasterize(picture, 2);
  return certificatePdf(
    data,
    { pixels: image.pixels, width: image.width, height: image.height },
    runs,
    fonts,
  );
}
