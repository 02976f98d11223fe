import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uz } from '../../../shared/i18n/uz';
import { buildApp } from '../../app';
import type { Database } from '../../db/client';
import { auditLog } from '../../db/schema';
import { seedDemoData } from '../../seed';
import { DEMO_PASSWORD } from '../../seed/demo-accounts';
import { type Client, client } from '../../test/http';
import { openTestDatabase, testConfig } from '../../test/test-app';
import { type FakeS3, startFakeS3 } from './fake-s3.test-support';
import { StorageUnavailableError } from './s3-storage';
import { imageUpload, solidImage } from './uploads.test-support';

/*
 * The real app configured for S3 (config.s3, as S3_* would set it): the admin's upload lands in
 * the bucket, the public route serves it from there, and a store that fails is a clear 503.
 */
let s3: FakeS3;
let database: Database;
let app: Awaited<ReturnType<typeof buildApp>>;
let admin: Client;

beforeAll(async () => {
  s3 = await startFakeS3();
  database = await openTestDatabase();
  app = await buildApp({ config: testConfig({ s3: s3.config }), database, webRoot: '/nonexistent' });
  await app.server.ready();
  await seedDemoData(database.db, app.auth);
  admin = client(app.server);
  const signIn = await admin.post('/api/auth/sign-in/email', {
    email: 'admin@demo.uz',
    password: DEMO_PASSWORD,
  });
  expect(signIn.statusCode).toBe(200);
});
afterAll(async () => {
  await app?.server.close();
  await database?.close();
  await s3?.close();
});

const upload = async (width: number) => {
  const { body, headers } = imageUpload(await solidImage(width, 40));
  return admin.post('/api/admin/uploads/question-images', body, headers);
};

describe('uploads on S3', () => {
  it('stores an upload in the bucket and serves it back with its ETag, also as 304', async () => {
    const res = await upload(60);
    expect(res.statusCode, res.body).toBe(201);
    const { url, bytes } = res.json();
    const guest = client(app.server);
    const served = await guest.get(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.length).toBe(bytes);
    const again = await guest.get(url, { 'if-none-match': String(served.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.headers.etag).toBe(served.headers.etag);
    // in the bucket, not in this server's memory: a fresh S3 client finds it under the prefix
    const object = await fetch(
      `${s3.config.endpoint}/${s3.config.bucket}/bilimdon${url.replace('/uploads', '')}`,
    );
    expect(object.status).toBe(200);
    expect(Buffer.from(await object.arrayBuffer()).equals(served.rawPayload)).toBe(true);
  });

  it('answers a clear Uzbek 503 with Retry-After, never a 500, when the bucket stops answering', async () => {
    const stored = (await upload(70)).json().url;
    await s3.close();
    const res = await upload(80);
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('30');
    expect(res.json().error).toEqual({
      code: 'UPLOAD_STORAGE_UNAVAILABLE',
      message: uz.errors.UPLOAD_STORAGE_UNAVAILABLE,
    });
    // the file was not stored, so nothing records it
    const audits = await database.db.select().from(auditLog).where(eq(auditLog.action, 'upload.image'));
    expect(audits).toHaveLength(2);
    const served = await client(app.server).get(stored);
    expect(served.statusCode).toBe(503);
    expect(served.headers['cache-control'] ?? '').not.toContain('immutable');
  });

  it('does not start with credentials the bucket refuses', async () => {
    const other = await startFakeS3();
    try {
      const config = testConfig({ s3: { ...other.config, accessKeyId: 'nobody' } });
      await expect(buildApp({ config, database, webRoot: '/nonexistent' })).rejects.toBeInstanceOf(
        StorageUnavailableError,
      );
    } finally {
      await other.close();
    }
  });
});
