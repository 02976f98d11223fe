import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** Real images and hand-made multipart bodies for the upload tests and the route-access table. */

const RED = { r: 220, g: 40, b: 40 };

/** A plain picture of the given size and format. */
export function solidImage(width: number, height: number, format: 'png' | 'jpeg' | 'webp' | 'gif' = 'png') {
  return sharp({ create: { width, height, channels: 3, background: RED } })
    .toFormat(format)
    .toBuffer();
}

/** Noise does not compress: big files from a modest pixel count. */
export function noisyPng(width: number, height: number) {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

/** A camera photo: EXIF with the maker, GPS position and "rotate 90° clockwise" (orientation 6). */
export function jpegWithExif(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: RED } })
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'SecretCam', Model: 'Spy 3000' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '41/1 18/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '69/1 16/1 0/1',
      },
    })
    .jpeg()
    .toBuffer();
}

/** A two-frame animated GIF, each frame `width` x `height`. */
export async function animatedGif(width: number, height: number) {
  const frames = await Promise.all(
    [RED, { r: 40, g: 40, b: 220 }].map((background) =>
      sharp({ create: { width, height, channels: 3, background } })
        .png()
        .toBuffer(),
    ),
  );
  return sharp(frames, { join: { animated: true } })
    .gif()
    .toBuffer();
}

function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

const PNG_SIGNATURE_AND_IHDR = 8 + 25;

/** A tiny PNG whose header claims `width` x `height`: a decompression bomb's calling card. */
export async function pngClaiming(width: number, height: number) {
  const png = await solidImage(1, 1);
  const header = Buffer.from(png.subarray(16, 29));
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  return Buffer.concat([png.subarray(0, 8), pngChunk('IHDR', header), png.subarray(PNG_SIGNATURE_AND_IHDR)]);
}

/** A valid PNG of exactly `bytes` bytes: a private ancillary chunk (decoders skip it) fills it up. */
export async function pngOfExactSize(bytes: number) {
  const png = await solidImage(4, 4);
  const filler = Buffer.alloc(bytes - png.length - 12, 'x');
  const body = png.subarray(PNG_SIGNATURE_AND_IHDR);
  return Buffer.concat([png.subarray(0, PNG_SIGNATURE_AND_IHDR), pngChunk('prVt', filler), body]);
}

export interface FilePart {
  field?: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

/** A multipart/form-data body as a browser sends it, for app.inject. */
export function multipartBody(parts: FilePart[], textFields: Record<string, string> = {}) {
  const boundary = `----bilimdon${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(textFields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const part of parts) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.field ?? 'file'}"; filename="${part.filename}"\r\n` +
          `Content-Type: ${part.contentType}\r\n\r\n`,
      ),
      part.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    body: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** One image file in the field `file`. */
export const imageUpload = (data: Buffer, filename = 'rasm.png', contentType = 'image/png') =>
  multipartBody([{ filename, contentType, data }]);
