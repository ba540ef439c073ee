import type { S3Client } from '@aws-sdk/client-s3';
import { assertValidKey, keyUnder, type Storage } from './storage.ts';

// The SDK is a few MB of modules: a server storing media on its own disk never loads it.
type S3Sdk = typeof import('@aws-sdk/client-s3');
let sdkLoaded: Promise<S3Sdk> | undefined;
const loadSdk = () => (sdkLoaded ??= import('@aws-sdk/client-s3'));

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
  private readonly options: S3StorageOptions;
  private readonly bucket: string;
  private readonly base: string;
  private client: S3Client | undefined;

  constructor(options: S3StorageOptions) {
    this.options = options;
    this.bucket = options.bucket;
    this.base = s3PublicBase(options);
  }

  /** The SDK and its client, created on the first request. */
  private async sdk(): Promise<{ sdk: S3Sdk; client: S3Client }> {
    const sdk = await loadSdk();
    const { endpoint, region, accessKeyId, secretAccessKey } = this.options;
    this.client ??= new sdk.S3Client({
      endpoint,
      region,
      forcePathStyle: true,
      credentials: { accessKeyId, secretAccessKey },
      // An unreachable store must fail the upload quickly (the browser then falls back), not hang it.
      maxAttempts: 2,
      requestHandler: { connectionTimeout: 3_000, requestTimeout: 20_000 },
    });
    return { sdk, client: this.client };
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    assertValidKey(key);
    const { sdk, client } = await this.sdk();
    await client.send(
      new sdk.PutObjectCommand({
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
    const { sdk, client } = await this.sdk();
    try {
      await client.send(new sdk.HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return true;
    } catch (error) {
      if (error instanceof sdk.S3ServiceException && error.$metadata.httpStatusCode === 404) return false;
      throw error;
    }
  }

  publicUrl(key: string): string {
    assertValidKey(key);
    return `${this.base}/${key}`;
  }

  /** S3 DeleteObject: answers success for a key that is not there. */
  async delete(key: string): Promise<void> {
    assertValidKey(key);
    const { sdk, client } = await this.sdk();
    await client.send(new sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  keyOf(url: string): string | null {
    return keyUnder(this.base, url);
  }

  close(): void {
    this.client?.destroy();
    this.client = undefined;
  }
}
