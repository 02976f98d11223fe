import {
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { UploadBucket } from '../../../shared/domain/authoring';
import type { S3StorageConfig } from '../../config-storage';
import { type ImageStorage, storedKey } from './image-storage';

/**
 * Uploads in an S3 bucket, shared by every app server (README "Several servers"), checked at once:
 * a wrong key or bucket stops the server at start instead of failing the first admin upload.
 */
export async function openS3Storage(config: S3StorageConfig): Promise<ImageStorage> {
  const client = s3Client(config);
  try {
    await client.send(new HeadBucketCommand({ Bucket: config.bucket }));
  } catch (error) {
    client.destroy();
    const where = `S3_BUCKET=${config.bucket}${config.endpoint ? ` at S3_ENDPOINT=${config.endpoint}` : ''}`;
    throw new StorageUnavailableError(`Upload storage: ${where} cannot be used: ${describe(error)}`, {
      cause: error,
    });
  }
  return s3Storage(client, config);
}

/** Keys are `<S3_PREFIX><upload bucket>/<name>`. */
function s3Storage(client: S3Client, { bucket: Bucket, prefix }: S3StorageConfig): ImageStorage {
  const keyOf = (bucket: UploadBucket, name: string) => `${prefix}${storedKey(bucket, name)}`;
  const exists = async (bucket: UploadBucket, name: string) => {
    try {
      await client.send(new HeadObjectCommand({ Bucket, Key: keyOf(bucket, name) }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  };
  return {
    kind: 's3',
    exists,
    async put(bucket, name, file) {
      // a name is the hash of its bytes: an object already there is this very file
      if (await exists(bucket, name)) return;
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: keyOf(bucket, name),
          Body: file,
          ContentType: 'image/webp',
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },
    async get(bucket, name) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(bucket, name) }));
        const bytes = await object.Body?.transformToByteArray();
        // a view of the same memory, not a second copy
        return bytes && Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
  };
}

/**
 * Path-style addressing (`<endpoint>/<bucket>/<key>`): every S3-compatible server (MinIO, Ceph,
 * s3rver) understands it, while virtual-host style needs DNS names per bucket.
 */
function s3Client(config: S3StorageConfig) {
  return new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: true,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // a store that stopped answering fails the upload in seconds instead of holding the request
    requestHandler: { connectionTimeout: 3_000, requestTimeout: 15_000 },
  });
}

interface S3Failure {
  name?: string;
  message?: string;
  $metadata?: { httpStatusCode?: number };
}

/** NoSuchKey from GET, a bare 404 from HEAD (it has no body to name the error). */
function isMissing(error: unknown): boolean {
  const failure = error as S3Failure;
  return failure?.name === 'NoSuchKey' || failure?.$metadata?.httpStatusCode === 404;
}

/** What a HEAD answer's status means (it has no body naming the error), as a hint what to fix. */
const HINTS: Record<number, string> = {
  301: 'the bucket is in another region (check S3_REGION)',
  400: 'the request was refused (check S3_REGION and S3_ENDPOINT)',
  403: 'access denied (check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY)',
  404: 'no such bucket (check S3_BUCKET)',
};

/** The HTTP status with its hint, or the network error (refused, timed out). */
function describe(error: unknown): string {
  const failure = error as S3Failure;
  const status = failure?.$metadata?.httpStatusCode;
  if (!status) return `${failure?.name ?? 'Error'}: ${failure?.message ?? String(error)}`;
  return `HTTP ${status}, ${HINTS[status] ?? failure.name}`;
}

/** The configured S3 storage cannot be reached or refuses these credentials; the server stops. */
export class StorageUnavailableError extends Error {}
