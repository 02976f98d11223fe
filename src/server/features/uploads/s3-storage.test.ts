import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeS3, startFakeS3 } from './fake-s3.test-support';
import { openS3Storage, StorageUnavailableError } from './s3-storage';

/* Uploads on S3-compatible storage, against a local fake S3 (s3rver). */
let s3: FakeS3;
beforeAll(async () => {
  s3 = await startFakeS3();
});
afterAll(() => s3?.close());

const name = (byte: string) => `${byte.repeat(64)}.webp`;

async function keysInBucket() {
  const client = new S3Client({
    endpoint: s3.config.endpoint,
    region: s3.config.region,
    forcePathStyle: true,
    credentials: { accessKeyId: s3.config.accessKeyId, secretAccessKey: s3.config.secretAccessKey },
  });
  const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.config.bucket }));
  client.destroy();
  return (listed.Contents ?? []).map((object) => object.Key);
}

describe('S3 image storage', () => {
  it('puts, finds and reads back a file under <prefix><bucket>/<name>', async () => {
    const storage = await openS3Storage(s3.config);
    expect(storage.kind).toBe('s3');
    expect(await storage.exists('quiz-thumbnails', name('a'))).toBe(false);
    await storage.put('quiz-thumbnails', name('a'), Buffer.from('webp bytes'));
    expect(await storage.exists('quiz-thumbnails', name('a'))).toBe(true);
    expect((await storage.get('quiz-thumbnails', name('a')))?.toString()).toBe('webp bytes');
    expect(await keysInBucket()).toContain(`bilimdon/quiz-thumbnails/${name('a')}`);
    // the same name in the other upload bucket is another file
    expect(await storage.exists('question-images', name('a'))).toBe(false);
    expect(await storage.get('question-images', name('a'))).toBeUndefined();
  });

  it('writes a name once: a second put of a stored name leaves the object as it was', async () => {
    const storage = await openS3Storage(s3.config);
    await storage.put('question-images', name('b'), Buffer.from('first'));
    await storage.put('question-images', name('b'), Buffer.from('second'));
    expect((await storage.get('question-images', name('b')))?.toString()).toBe('first');
  });

  it('is shared: what one server stores, another opened on the same bucket reads', async () => {
    const [a, b] = [await openS3Storage(s3.config), await openS3Storage(s3.config)];
    await a.put('quiz-thumbnails', name('c'), Buffer.from('shared'));
    expect((await b.get('quiz-thumbnails', name('c')))?.toString()).toBe('shared');
  });

  it('never turns a name that is not a content hash into a key', async () => {
    const storage = await openS3Storage(s3.config);
    await expect(storage.put('quiz-thumbnails', '../escape.webp', Buffer.from('x'))).rejects.toThrow();
    await expect(storage.get('quiz-thumbnails', `${name('d')}/../x`)).rejects.toThrow();
  });

  it('refuses to start with wrong credentials or a missing bucket, naming what S3 said', async () => {
    // s3rver checks the access key, not the signature's secret; real S3 refuses both the same way
    const wrongKey = openS3Storage({ ...s3.config, accessKeyId: 'nobody' });
    await expect(wrongKey).rejects.toBeInstanceOf(StorageUnavailableError);
    await expect(wrongKey).rejects.toThrow(
      /S3_BUCKET=bilimdon-uploads at S3_ENDPOINT=http:\/\/127\.0\.0\.1:\d+ cannot be used: HTTP 403, access denied \(check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY\)/,
    );
    await expect(openS3Storage({ ...s3.config, bucket: 'no-such-bucket' })).rejects.toThrow(
      /HTTP 404, no such bucket \(check S3_BUCKET\)/,
    );
  });

  it('throws (not "missing") when the store stops answering', async () => {
    const lost = await startFakeS3();
    const storage = await openS3Storage(lost.config);
    await lost.close();
    await expect(openS3Storage(lost.config)).rejects.toThrow(/cannot be used: .*ECONNREFUSED/);
    await expect(storage.get('quiz-thumbnails', name('e'))).rejects.toThrow();
    await expect(storage.exists('quiz-thumbnails', name('e'))).rejects.toThrow();
    await expect(storage.put('quiz-thumbnails', name('e'), Buffer.from('x'))).rejects.toThrow();
  });
});
