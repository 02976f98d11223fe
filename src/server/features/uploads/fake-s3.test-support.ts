import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3StorageConfig } from '../../config-storage';

/** The access key s3rver's one account accepts. */
const FAKE_KEY = 'S3RVER';

export interface FakeS3 {
  /** a configuration that reaches its bucket */
  config: S3StorageConfig;
  /** the same as S3_* environment variables, for a spawned server */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** A local S3-compatible server (s3rver) on a free port, with one empty bucket, for tests. */
export async function startFakeS3(bucket = 'bilimdon-uploads'): Promise<FakeS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 'bilimdon-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  let closing: Promise<void> | undefined;
  const config: S3StorageConfig = {
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    bucket,
    accessKeyId: FAKE_KEY,
    secretAccessKey: FAKE_KEY,
    prefix: 'bilimdon/',
  };
  return {
    config,
    env: {
      S3_ENDPOINT: config.endpoint!,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: FAKE_KEY,
      S3_SECRET_ACCESS_KEY: FAKE_KEY,
      S3_PREFIX: config.prefix,
    },
    // idempotent: a test may stop the store early to see how the app copes
    close() {
      closing ??= server.close().then(() => rm(directory, { recursive: true, force: true }));
      return closing;
    },
  };
}
