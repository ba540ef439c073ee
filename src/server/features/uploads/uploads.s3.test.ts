import { CreateBucketCommand, PutBucketPolicyCommand, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../env.ts';
import { S3Storage } from '../../lib/s3-storage.ts';
import { LocalDiskStorage } from '../../lib/storage.ts';
import { createStorage } from '../../lib/storage-from-config.ts';
import { createAdmin } from '../../testing/accounts.ts';
import { buildTestApp, testConfig } from '../../testing/build-test-app.ts';
import { makeImage, multipartBody } from '../../testing/factories.ts';
import { type LocalS3, motoServerPath, startLocalS3 } from './s3-test-support.ts';

const S3_ENV = {
  S3_BUCKET: 'karigar-media',
  S3_ACCESS_KEY_ID: 'test-key',
  S3_SECRET_ACCESS_KEY: 'test-secret',
  S3_REGION: 'ap-south-1',
};

describe('S3 configuration', () => {
  it('is all or none of endpoint, bucket and keys', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).s3).toBeUndefined();
    expect(() =>
      loadConfig({ NODE_ENV: 'test', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_BUCKET: 'b' }),
    ).toThrow('Invalid configuration: S3_ACCESS_KEY_ID is required when S3_ENDPOINT is set (S3 storage)');
    expect(() => loadConfig({ NODE_ENV: 'test', S3_BUCKET: 'b' })).toThrow(/S3_ENDPOINT is required/);
    expect(() => loadConfig({ NODE_ENV: 'test', S3_PUBLIC_URL: 'https://cdn.example.in' })).toThrow(
      /S3_ENDPOINT is required when S3_PUBLIC_URL is set/,
    );
    expect(() => loadConfig({ NODE_ENV: 'test', ...S3_ENV, S3_ENDPOINT: 'not a url' })).toThrow(
      'Invalid configuration: S3_ENDPOINT must be a URL',
    );
  });

  it('never echoes the secret key', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', S3_SECRET_ACCESS_KEY: 'sup3r-s3cret' })).toThrow(
      /^(?!.*sup3r-s3cret)/,
    );
  });

  it('picks S3 storage when set and local disk otherwise', () => {
    const s3 = loadConfig({ NODE_ENV: 'test', ...S3_ENV, S3_ENDPOINT: 'http://127.0.0.1:9000' });
    expect(s3.s3).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'karigar-media',
      region: 'ap-south-1',
      accessKeyId: 'test-key',
      secretAccessKey: 'test-secret',
      publicUrl: undefined,
    });
    const storage = createStorage(s3);
    expect(storage).toBeInstanceOf(S3Storage);
    expect(storage.publicUrl('blog-images/a.png')).toBe(
      'http://127.0.0.1:9000/karigar-media/blog-images/a.png',
    );
    const cdn = createStorage(
      loadConfig({ ...S3_ENV, S3_ENDPOINT: 'http://x:9000', S3_PUBLIC_URL: 'https://cdn.example.in/m/' }),
    );
    expect(cdn.publicUrl('blog-images/a.png')).toBe('https://cdn.example.in/m/blog-images/a.png');
    expect(createStorage(loadConfig({ NODE_ENV: 'test' }))).toBeInstanceOf(LocalDiskStorage);
  });
});

// A real S3-compatible server (moto) on 127.0.0.1. CI always has it (.ci/run installs it);
// elsewhere the suite says why it did not run rather than pretending to pass.
const moto = motoServerPath();
if (!moto && process.env.CI) throw new Error('moto_server is missing: .ci/run should have installed it');

describe.skipIf(!moto)(
  `uploads to S3 (moto_server${moto ? '' : ' not installed: pip install "moto[server]"'})`,
  () => {
    let s3: LocalS3;
    beforeAll(async () => {
      s3 = await startLocalS3(moto!);
      const client = new S3Client({
        endpoint: s3.endpoint,
        region: S3_ENV.S3_REGION,
        forcePathStyle: true,
        credentials: { accessKeyId: S3_ENV.S3_ACCESS_KEY_ID, secretAccessKey: S3_ENV.S3_SECRET_ACCESS_KEY },
      });
      await client.send(
        new CreateBucketCommand({
          Bucket: S3_ENV.S3_BUCKET,
          CreateBucketConfiguration: { LocationConstraint: 'ap-south-1' },
        }),
      );
      // As in production: objects are private unless the bucket's policy lets everyone read them.
      await client.send(
        new PutBucketPolicyCommand({
          Bucket: S3_ENV.S3_BUCKET,
          Policy: JSON.stringify({
            Version: '2012-10-17',
            Statement: [
              {
                Effect: 'Allow',
                Principal: '*',
                Action: 's3:GetObject',
                Resource: `arn:aws:s3:::${S3_ENV.S3_BUCKET}/*`,
              },
            ],
          }),
        }),
      );
      client.destroy();
    });
    afterAll(async () => {
      await s3?.stop();
    });

    it('stores, checks and serves objects', async () => {
      const storage = new S3Storage({
        endpoint: s3.endpoint,
        bucket: S3_ENV.S3_BUCKET,
        region: S3_ENV.S3_REGION,
        accessKeyId: S3_ENV.S3_ACCESS_KEY_ID,
        secretAccessKey: S3_ENV.S3_SECRET_ACCESS_KEY,
      });
      try {
        expect(await storage.exists('blog-images/none.png')).toBe(false);
        await storage.put('blog-images/hello.txt', Buffer.from('namaste'), 'text/plain');
        expect(await storage.exists('blog-images/hello.txt')).toBe(true);
        const res = await fetch(storage.publicUrl('blog-images/hello.txt'));
        expect(await res.text()).toBe('namaste');
        expect(res.headers.get('content-type')).toBe('text/plain');
        expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        await expect(storage.put('../escape', Buffer.from('x'), 'text/plain')).rejects.toThrow(
          /Invalid storage key/,
        );
        // Erasure (L4): the object's URL names its key, and deleting it (twice: no error) removes it.
        expect(storage.keyOf(storage.publicUrl('blog-images/hello.txt'))).toBe('blog-images/hello.txt');
        expect(storage.keyOf('https://elsewhere.example/blog-images/hello.txt')).toBeNull();
        await storage.delete('blog-images/hello.txt');
        await storage.delete('blog-images/hello.txt');
        expect(await storage.exists('blog-images/hello.txt')).toBe(false);
      } finally {
        storage.close();
      }
    });

    it('round-trips an admin upload: original and WebP variants land in the bucket', async () => {
      const t = await buildTestApp({ config: testConfig({ ...S3_ENV, S3_ENDPOINT: s3.endpoint }) });
      try {
        const admin = await createAdmin(t);
        const body = await makeImage('jpeg', 900, 600);
        const { payload, headers } = multipartBody([
          { field: 'folder', value: 'products' },
          { field: 'file', filename: 'pot.jpg', type: 'image/jpeg', body },
        ]);
        const res = await admin.request('POST', '/api/admin/uploads', payload, headers);
        expect(res.statusCode, res.body).toBe(201);
        const image = res.json();
        const prefix = `${s3.endpoint}/${S3_ENV.S3_BUCKET}/product-images/product-`;
        expect(image.url.startsWith(prefix)).toBe(true);
        expect(image.url).toMatch(/\.jpg$/);
        const original = await fetch(image.url);
        expect(original.headers.get('content-type')).toBe('image/jpeg');
        // Re-encoded without metadata, same format and size.
        expect(await sharp(Buffer.from(await original.arrayBuffer())).metadata()).toMatchObject({
          format: 'jpeg',
          width: 900,
          height: 600,
        });
        expect(image.variants.map((v: { width: number }) => v.width)).toEqual([320, 640, 900]);
        // The pages may show them: the bucket's (here plain http) origin is in the CSP's img-src.
        expect(res.headers['content-security-policy']).toContain(
          `img-src 'self' data: blob: https: ${s3.endpoint};`,
        );
        for (const variant of image.variants) {
          expect(variant.url.startsWith(prefix)).toBe(true);
          const served = await fetch(variant.url);
          expect(served.status).toBe(200);
          expect(served.headers.get('content-type')).toBe('image/webp');
        }
      } finally {
        await t.close();
      }
    });

    it('answers 503 STORAGE_UNAVAILABLE when the bucket does not exist', async () => {
      const t = await buildTestApp({
        config: testConfig({ ...S3_ENV, S3_BUCKET: 'no-such-bucket', S3_ENDPOINT: s3.endpoint }),
      });
      try {
        const admin = await createAdmin(t);
        const { payload, headers } = multipartBody([
          { field: 'folder', value: 'blog' },
          { field: 'file', filename: 'a.png', type: 'image/png', body: await makeImage('png', 60, 60) },
        ]);
        const res = await admin.request('POST', '/api/admin/uploads', payload, headers);
        expect(res.statusCode).toBe(503);
        expect(res.json().error.code).toBe('STORAGE_UNAVAILABLE');
      } finally {
        await t.close();
      }
    });
  },
);
