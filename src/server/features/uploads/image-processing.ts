import sharp, { type Metadata } from 'sharp';
import { AppError } from '../../plugins/errors';

/** Larger inputs are refused before decoding: a small file can hold a huge, memory-eating picture. */
export const MAX_INPUT_PIXELS = 40_000_000;
/** Stored images fit in this box (never enlarged): enough for a thumbnail or a question picture. */
export const MAX_OUTPUT_SIDE = 1600;
const WEBP_QUALITY = 82;

/**
 * Raster formats we take, by what the bytes are (sharp reads the header). SVG is refused, not
 * rasterised: it is a document that can reference other files, and nothing here needs vectors.
 * AVIF is reported by libvips as heif.
 */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'tiff', 'heif']);

export interface ProcessedImage {
  webp: Buffer;
  width: number;
  height: number;
}

/**
 * Turns an uploaded file into the stored image: EXIF orientation applied, every metadata block
 * (EXIF, GPS, XMP, ICC) dropped, fitted within MAX_OUTPUT_SIDE, re-encoded as WebP. An animated
 * GIF or WebP keeps its first frame only: a still picture beside a question, and a bounded cost.
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  await checkIsAcceptedImage(input);
  try {
    const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(MAX_OUTPUT_SIDE, MAX_OUTPUT_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return { webp: data, width: info.width, height: info.height };
  } catch (cause) {
    // the header looked fine but the pixels do not decode (a truncated or corrupt file)
    throw new AppError(400, 'UPLOAD_NOT_IMAGE', undefined, undefined, { cause });
  }
}

/** Reads only the header: the format and the size it claims, before any pixel is decoded. */
async function checkIsAcceptedImage(input: Buffer) {
  let metadata: Metadata;
  try {
    // no pixel limit here: only the header is read, and the size check below names the problem
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch (cause) {
    throw new AppError(400, 'UPLOAD_NOT_IMAGE', undefined, undefined, { cause });
  }
  if (!ACCEPTED_FORMATS.has(metadata.format ?? '')) throw new AppError(400, 'UPLOAD_NOT_IMAGE');
  if (!metadata.width || !metadata.height) throw new AppError(400, 'UPLOAD_NOT_IMAGE');
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS) throw new AppError(400, 'UPLOAD_TOO_MANY_PIXELS');
}
