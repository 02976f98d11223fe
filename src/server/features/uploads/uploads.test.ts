import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '../../../shared/domain/authoring';
import { uz } from '../../../shared/i18n/uz';
import { signedInDemo } from '../../test/factories';
import { type Client, client } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { processImage } from './image-processing';
import {
  animatedGif,
  imageUpload,
  jpegWithExif,
  multipartBody,
  noisyPng,
  pngClaiming,
  pngOfExactSize,
  solidImage,
} from './uploads.test-support';

/*
 * POST /api/admin/uploads/:bucket: the server judges a file by its bytes, never by its name or
 * declared type, and stores a resized, metadata-free WebP under its content hash.
 */
let app: TestApp;
let admin: Client;

beforeAll(async () => {
  app = await createTestApp({ seed: true });
  admin = await signedInDemo(app, 'admin@demo.uz');
});
afterAll(() => app?.close());

const THUMBNAILS = '/api/admin/uploads/quiz-thumbnails';

function upload(upload: { body: Buffer; headers: Record<string, string> }, as = admin, url = THUMBNAILS) {
  return as.post(url, upload.body, upload.headers);
}

/** The stored file behind an upload answer, fetched the way a page would. */
async function storedFile(url: string) {
  const res = await client(app.server).get(url);
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
}

/** Where a picture would be stored: the hash of what processing makes of it. */
async function addressOf(picture: Buffer) {
  const { webp } = await processImage(picture);
  return `/uploads/quiz-thumbnails/${createHash('sha256').update(webp).digest('hex')}.webp`;
}

function expectRefused(
  res: { statusCode: number; json: () => { error: unknown } },
  status: number,
  code: keyof typeof uz.errors,
) {
  expect(res.statusCode).toBe(status);
  expect(res.json().error).toEqual({ code, message: uz.errors[code] });
}

describe('uploading an image', () => {
  it('stores a PNG as WebP under its content hash and answers its address and size', async () => {
    const res = await upload(imageUpload(await solidImage(300, 200)));
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      url: expect.stringMatching(/^\/uploads\/quiz-thumbnails\/[a-f0-9]{64}\.webp$/),
      width: 300,
      height: 200,
      bytes: expect.any(Number),
    });
    const stored = await storedFile(body.url);
    expect(stored.length).toBe(body.bytes);
    expect((await sharp(stored).metadata()).format).toBe('webp');
  });

  it('gives the same picture the same address, per bucket', async () => {
    const png = await solidImage(64, 64);
    const first = (await upload(imageUpload(png))).json().url;
    expect((await upload(imageUpload(png))).json().url).toBe(first);
    const question = await upload(imageUpload(png), admin, '/api/admin/uploads/question-images');
    expect(question.json().url).toBe(first.replace('quiz-thumbnails', 'question-images'));
  });

  it('takes JPEG, WebP and GIF too; an animated GIF keeps its first frame', async () => {
    for (const format of ['jpeg', 'webp', 'gif'] as const) {
      const res = await upload(
        imageUpload(await solidImage(120, 80, format), `r.${format}`, `image/${format}`),
      );
      expect(res.statusCode, format).toBe(201);
    }
    const gif = await upload(imageUpload(await animatedGif(40, 30), 'a.gif', 'image/gif'));
    expect(gif.json()).toMatchObject({ width: 40, height: 30 });
    const stored = await sharp(await storedFile(gif.json().url)).metadata();
    expect(stored.pages ?? 1).toBe(1);
  });

  it('fits large pictures within 1600 x 1600 and never enlarges small ones', async () => {
    const large = await upload(imageUpload(await solidImage(4000, 1000)));
    expect(large.json()).toMatchObject({ width: 1600, height: 400 });
    expect(await sharp(await storedFile(large.json().url)).metadata()).toMatchObject({
      width: 1600,
      height: 400,
    });
    const small = await upload(imageUpload(await solidImage(50, 20)));
    expect(small.json()).toMatchObject({ width: 50, height: 20 });
  });

  it('applies the EXIF orientation, then drops all metadata: no camera, no GPS', async () => {
    const photo = await jpegWithExif(200, 100);
    const exif = (await sharp(photo).metadata()).exif!;
    // the test photo really carries them: the maker and a GPS block (tag 0x8825, either byte order)
    expect(exif.includes('SecretCam')).toBe(true);
    expect(exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]))).toBe(true);

    const res = await upload(imageUpload(photo, 'photo.jpg', 'image/jpeg'));
    expect(res.json()).toMatchObject({ width: 100, height: 200 });
    const stored = await storedFile(res.json().url);
    const metadata = await sharp(stored).metadata();
    expect(metadata).toMatchObject({ width: 100, height: 200 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(stored.includes('SecretCam')).toBe(false);
    expect(stored.includes('Exif')).toBe(false);
  });

  it('decides by the bytes: a PNG named x.txt as text/plain is taken', async () => {
    const res = await upload(imageUpload(await solidImage(10, 10), 'x.txt', 'text/plain'));
    expect(res.statusCode, res.body).toBe(201);
  });

  it('refuses text named x.png as image/png, and an SVG (never stored, never rasterised)', async () => {
    expectRefused(await upload(imageUpload(Buffer.from('hello, not a picture'))), 400, 'UPLOAD_NOT_IMAGE');
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    expectRefused(await upload(imageUpload(svg, 'x.svg', 'image/svg+xml')), 400, 'UPLOAD_NOT_IMAGE');
    const cut = (await solidImage(200, 200, 'jpeg')).subarray(0, 400);
    expectRefused(await upload(imageUpload(cut, 'cut.jpg', 'image/jpeg')), 400, 'UPLOAD_NOT_IMAGE');
  });

  it('takes exactly 5 MB and refuses one byte more with the spec text', async () => {
    const exact = await pngOfExactSize(MAX_IMAGE_BYTES);
    expect((await upload(imageUpload(exact))).statusCode).toBe(201);
    const over = await pngOfExactSize(MAX_IMAGE_BYTES + 1);
    expectRefused(await upload(imageUpload(over)), 413, 'UPLOAD_TOO_LARGE');
    const noise = await noisyPng(1400, 1400);
    expect(noise.length).toBeGreaterThan(MAX_IMAGE_BYTES);
    expectRefused(await upload(imageUpload(noise)), 413, 'UPLOAD_TOO_LARGE');
  });

  it('refuses a decompression bomb: a small file claiming 20000 x 20000 pixels', async () => {
    const bomb = await pngClaiming(20_000, 20_000);
    expect(bomb.length).toBeLessThan(1000);
    expectRefused(await upload(imageUpload(bomb)), 400, 'UPLOAD_TOO_MANY_PIXELS');
    // a real one, over 40 megapixels but a small file: refused before it is decoded
    const real = await sharp({ create: { width: 8000, height: 5100, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(real.length).toBeLessThan(MAX_IMAGE_BYTES);
    expectRefused(await upload(imageUpload(real)), 400, 'UPLOAD_TOO_MANY_PIXELS');
  });

  it('needs a file in the field `file`', async () => {
    expectRefused(await upload(multipartBody([], { title: 'rasm' })), 400, 'UPLOAD_MISSING_FILE');
    const elsewhere = multipartBody([
      { field: 'image', filename: 'a.png', contentType: 'image/png', data: await solidImage(5, 5) },
    ]);
    expectRefused(await upload(elsewhere), 400, 'UPLOAD_MISSING_FILE');
    expectRefused(await admin.post(THUMBNAILS, { file: 'x' }), 400, 'UPLOAD_MISSING_FILE');
    const broken = {
      body: Buffer.from('--nope\r\ngarbage'),
      headers: { 'content-type': 'multipart/form-data; boundary=nope' },
    };
    expectRefused(await upload(broken), 400, 'UPLOAD_MISSING_FILE');
    const noBoundary = { body: Buffer.from('x'), headers: { 'content-type': 'multipart/form-data' } };
    expectRefused(await upload(noBoundary), 400, 'UPLOAD_MISSING_FILE');
  });

  it('knows only its two buckets', async () => {
    const res = await upload(imageUpload(await solidImage(5, 5)), admin, '/api/admin/uploads/avatars');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
  });

  it('is for admins: a guest gets 401, a learner 403, and nothing is stored', async () => {
    const png = await solidImage(7, 7);
    const address = await addressOf(png);
    expectRefused(await upload(imageUpload(png), client(app.server)), 401, 'UNAUTHENTICATED');
    expectRefused(
      await upload(imageUpload(png), await signedInDemo(app, 'learner@demo.uz')),
      403,
      'FORBIDDEN',
    );
    expect((await client(app.server).get(address)).statusCode).toBe(404);
    expect((await upload(imageUpload(png))).json().url).toBe(address);
    expect((await client(app.server).get(address)).statusCode).toBe(200);
  });
});
