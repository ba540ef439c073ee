import { HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { assertValidKey, type Storage } from './storage.ts';

export interface S3StorageOptions {
  /** S3-compatible API root, e.g. `https://s3.ap-south-1.amazonaws.com` or a MinIO/R2 URL. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where the bucket's objects are publicly readable; default `{endpoint}/{bucket}` (path style). */
  publicUrl?: string;
}

/** Base URL of the bucket's public objects: S3_PUBLIC_URL, else `{endpoint}/{bucket}` (path style). */
export function s3PublicBase(options: Pick<S3StorageOptions, 'endpoint' | 'bucket' | 'publicUrl'>): string {
  return (options.publicUrl ?? `${options.endpoint.replace(/\/+$/, '')}/${options.bucket}`).replace(
    /\/+$/,
    '',
  );
}

/**
 * Media in an S3-compatible bucket, so every server process (and a CDN) sees the same files.
 * Path-style addressing, which every S3-compatible server supports. Objects are written with
 * immutable caching: keys are content-addressed or unique (see Storage).
 */
export class S3Storage implements Storage {
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly base: string;

  constructor(options: S3StorageOptions) {
    this.bucket = options.bucket;
    this.base = s3PublicBase(options);
    this.client = new S3Client({
      endpoint: options.endpoint,
      region: options.region,
      forcePathStyle: true,
      credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
      // An unreachable store must fail the upload quickly (the browser then falls back), not hang it.
      maxAttempts: 2,
      requestHandler: { connectionTimeout: 3_000, requestTimeout: 20_000 },
    });
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    assertValidKey(key);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: body,
        ContentType: contentType,
        CacheControl: 'public, max-age=31536000, immutable',
      }),
    );
  }

  async exists(key: string): Promise<boolean> {
    assertValidKey(key);
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return true;
    } catch (error) {
      if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return false;
      throw error;
    }
  }

  publicUrl(key: string): string {
    assertValidKey(key);
    return `${this.base}/${key}`;
  }

  close(): void {
    this.client.destroy();
  }
}
