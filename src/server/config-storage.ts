import { z } from 'zod';

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optional = z.preprocess(emptyToUndefined, z.string().trim().min(1).optional());

/** Uploads on S3-compatible storage (README "Several servers"); unset keeps them under DATA_DIR. */
export const storageEnvShape = {
  /** an S3-compatible server (MinIO, Ceph, R2...); unset means AWS S3 itself */
  S3_ENDPOINT: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  S3_REGION: optional,
  S3_BUCKET: optional,
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  /** put before every key, e.g. `bilimdon/` to share a bucket with other applications */
  S3_PREFIX: optional,
};

const storageEnvSchema = z.object(storageEnvShape);

export interface S3StorageConfig {
  endpoint: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  prefix: string;
}

const REQUIRED = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/**
 * S3 is on when its bucket and credentials are set. Any S3_* variable without all three is a
 * mistake (uploads would silently go to one server's disk), so it stops the server.
 */
export function s3ConfigFrom(e: z.infer<typeof storageEnvSchema>): S3StorageConfig | null {
  const given = Object.keys(storageEnvShape).filter((key) => e[key as keyof typeof e] !== undefined);
  if (given.length === 0) return null;
  const missing = REQUIRED.filter((key) => e[key] === undefined);
  if (missing.length > 0) {
    throw new StorageConfigError(`${missing.join(', ')}: required when any S3_* variable is set`);
  }
  return {
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION ?? 'us-east-1',
    bucket: e.S3_BUCKET!,
    accessKeyId: e.S3_ACCESS_KEY_ID!,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
    prefix: e.S3_PREFIX ?? '',
  };
}

export class StorageConfigError extends Error {}
