import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MESSAGES } from '#shared/uploads/uploads.ts';
import { LocalDiskStorage, type Storage } from '../../lib/storage.ts';
import { createAdmin, createCustomer, TestClient } from '../../testing/accounts.ts';
import { buildTestApp, TEST_ORIGIN, testConfig } from '../../testing/build-test-app.ts';
import { type FormPart, makeImage, multipartBody } from '../../testing/factories.ts';

type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

let t: TestApp;
let dataDir: string;
let admin: TestClient;
const mediaDir = () => join(dataDir, 'media');

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'karigar-uploads-'));
  t = await buildTestApp({ config: testConfig({ DATA_DIR: dataDir }) });
  admin = await createAdmin(t);
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** Every file under the media dir, relative ("blog-images/blog-….png"). */
async function storedFiles(): Promise<string[]> {
  try {
    return (await readdir(mediaDir(), { recursive: true, withFileTypes: true }))
      .filter((e) => e.isFile())
      .map((e) => join(e.parentPath, e.name).slice(mediaDir().length + 1))
      .sort();
  } catch {
    return [];
  }
}

function upload(
  client: TestClient,
  fields: Record<string, string>,
  file?: { filename: string; type: string; body: Buffer },
) {
  const parts: FormPart[] = Object.entries(fields).map(([field, value]) => ({ field, value }));
  if (file) parts.push({ field: 'file', ...file });
  const { payload, headers } = multipartBody(parts);
  return client.request('POST', '/api/admin/uploads', payload, headers);
}

describe('POST /api/admin/uploads', () => {
  it.each([
    ['png', 'blog', /^\/media\/blog-images\/blog-\d{13}-[0-9a-f]{6}\.png$/],
    ['jpeg', 'products', /^\/media\/product-images\/product-\d{13}-[0-9a-f]{6}\.jpg$/],
    ['gif', 'homepage', /^\/media\/homepage-images\/homepage-\d{13}-[0-9a-f]{6}\.gif$/],
    ['webp', 'blog', /^\/media\/blog-images\/blog-\d{13}-[0-9a-f]{6}\.webp$/],
  ] as const)(
    'stores a real %s for %s with WebP variants, all served',
    async (format, folder, urlPattern) => {
      const before = Date.now();
      const body = await makeImage(format, 1400, 700);
      const res = await upload(
        admin,
        { folder },
        { filename: `photo.${format}`, type: `image/${format}`, body },
      );
      expect(res.statusCode, res.body).toBe(201);
      const image = res.json();
      expect(image.url).toMatch(urlPattern);
      const timestamp = Number(image.url.match(/-(\d{13})-/)[1]);
      expect(timestamp).toBeGreaterThanOrEqual(before);
      expect(timestamp).toBeLessThanOrEqual(Date.now());
      expect(image).toMatchObject({ width: 1280, height: 640 });
      expect(image.variants.map((v: { width: number }) => v.width)).toEqual([320, 640, 1280]);

      const original = await t.app.inject({ method: 'GET', url: image.url });
      expect(original.statusCode).toBe(200);
      // Re-encoded without metadata, in the same format and size.
      expect(await sharp(original.rawPayload).metadata()).toMatchObject({
        format: format === 'jpeg' ? 'jpeg' : format,
        width: 1400,
        height: 700,
      });
      for (const variant of image.variants) {
        expect(variant.url.startsWith(image.url.replace(/\.\w+$/, '-'))).toBe(true);
        const served = await t.app.inject({ method: 'GET', url: variant.url });
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe('image/webp');
        expect((await sharp(served.rawPayload).metadata()).width).toBe(variant.width);
      }
    },
  );

  it('stores a phone photo without its EXIF (GPS and all), turned upright by its orientation', async () => {
    const body = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#b5532c' } })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'secret-gps' } } })
      .toBuffer();
    expect((await sharp(body).metadata()).exif?.includes('secret-gps')).toBe(true);
    const res = await upload(
      admin,
      { folder: 'products' },
      { filename: 'IMG_0001.jpg', type: 'image/jpeg', body },
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ width: 200, height: 400 });

    const stored = await readFile(join(mediaDir(), res.json().url.replace(/^\/media\//, '')));
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(stored.includes('secret-gps')).toBe(false);
    expect(meta).toMatchObject({ format: 'jpeg', width: 200, height: 400 });
  });

  it('keeps every frame of an animated GIF', async () => {
    const frames = await Promise.all(
      ['#b5532c', '#f4e6d0', '#2f5d50'].map((background) =>
        sharp({ create: { width: 60, height: 40, channels: 3, background } })
          .png()
          .toBuffer(),
      ),
    );
    const body = await sharp(frames, { join: { animated: true } })
      .gif({ delay: [200, 300, 400], loop: 0 })
      .toBuffer();
    const res = await upload(
      admin,
      { folder: 'homepage' },
      { filename: 'spin.gif', type: 'image/gif', body },
    );
    expect(res.statusCode, res.body).toBe(201);
    const stored = await readFile(join(mediaDir(), res.json().url.replace(/^\/media\//, '')));
    expect(await sharp(stored).metadata()).toMatchObject({
      format: 'gif',
      pages: 3,
      width: 60,
      height: 40,
      delay: [200, 300, 400],
      loop: 0,
    });
  });

  it('names two uploads in the same millisecond differently', async () => {
    const body = await makeImage('png', 40, 40);
    const [a, b] = await Promise.all(
      [1, 2].map(() => upload(admin, { folder: 'blog' }, { filename: 'a.png', type: 'image/png', body })),
    );
    expect(a!.statusCode).toBe(201);
    expect(b!.statusCode).toBe(201);
    expect(a!.json().url).not.toBe(b!.json().url);
  });

  it('reads the folder field after the file too', async () => {
    const body = await makeImage('png', 40, 40);
    const { payload, headers } = multipartBody([
      { field: 'file', filename: 'a.png', type: 'image/png', body },
      { field: 'folder', value: 'products' },
    ]);
    const res = await admin.request('POST', '/api/admin/uploads', payload, headers);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().url).toMatch(/^\/media\/product-images\//);
  });

  describe('refuses, storing nothing', () => {
    let before: string[];
    beforeAll(async () => {
      before = await storedFiles();
    });
    afterAll(async () => {
      expect(await storedFiles()).toEqual(before);
    });

    it('a text file renamed .png', async () => {
      const res = await upload(
        admin,
        { folder: 'blog' },
        {
          filename: 'notes.png',
          type: 'image/png',
          body: Buffer.from('just some text, not a picture\n'.repeat(20)),
        },
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual({
        code: 'VALIDATION_FAILED',
        message: UPLOAD_MESSAGES.notAnImage,
        fields: { file: UPLOAD_MESSAGES.notAnImage },
      });
      expect(UPLOAD_MESSAGES.notAnImage).toBe('The file must be an image (JPG, PNG, GIF or WebP).');
    });

    it('an SVG, even one named .png', async () => {
      const svg = Buffer.from(
        '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="9" height="9"/></svg>',
      );
      for (const filename of ['logo.svg', 'logo.png']) {
        const res = await upload(admin, { folder: 'blog' }, { filename, type: 'image/svg+xml', body: svg });
        expect(res.statusCode).toBe(400);
        expect(res.json().error.fields.file).toBe(UPLOAD_MESSAGES.notAnImage);
      }
    });

    it('a damaged image with a PNG signature', async () => {
      const png = await makeImage('png', 300, 300);
      const damaged = Buffer.concat([png.subarray(0, 40), randomBytes(200)]);
      const res = await upload(
        admin,
        { folder: 'blog' },
        { filename: 'broken.png', type: 'image/png', body: damaged },
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields.file).toBe(UPLOAD_MESSAGES.unreadable);
    });

    it('a 6 MB image with 413', async () => {
      // A real PNG whose noise does not compress: over 5 MB.
      const noise = await sharp(randomBytes(1500 * 1400 * 3), {
        raw: { width: 1500, height: 1400, channels: 3 },
      })
        .png({ compressionLevel: 0 })
        .toBuffer();
      expect(noise.length).toBeGreaterThan(6 * 1000 * 1000);
      const res = await upload(
        admin,
        { folder: 'blog' },
        { filename: 'big.png', type: 'image/png', body: noise },
      );
      expect(res.statusCode).toBe(413);
      expect(res.json().error).toMatchObject({
        code: 'PAYLOAD_TOO_LARGE',
        message: 'The image must be under 5MB.',
      });
    });

    it('a 6 MB image over real HTTP: the 413 answer arrives while the body is still being sent', async () => {
      const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { payload, headers } = multipartBody([
        { field: 'folder', value: 'blog' },
        {
          field: 'file',
          filename: 'big.jpg',
          type: 'image/jpeg',
          body: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), randomBytes(6 * 1024 * 1024)]),
        },
      ]);
      const res = await fetch(`${address}/api/admin/uploads`, {
        method: 'POST',
        headers: { ...headers, origin: TEST_ORIGIN, cookie: admin.cookieHeader() },
        body: new Uint8Array(payload),
      });
      expect(res.status).toBe(413);
      expect((await res.json()).error.message).toBe(UPLOAD_MESSAGES.tooLarge);
    });

    it('a missing file or folder with 400 naming the field', async () => {
      const body = await makeImage('png', 40, 40);
      const noFile = await upload(admin, { folder: 'blog' });
      expect(noFile.statusCode).toBe(400);
      expect(noFile.json().error.fields).toEqual({ file: UPLOAD_MESSAGES.missingFile });

      const noFolder = await upload(admin, {}, { filename: 'a.png', type: 'image/png', body });
      expect(noFolder.statusCode).toBe(400);
      expect(noFolder.json().error.fields).toEqual({ folder: UPLOAD_MESSAGES.invalidFolder });

      const badFolder = await upload(
        admin,
        { folder: '../etc' },
        { filename: 'a.png', type: 'image/png', body },
      );
      expect(badFolder.statusCode).toBe(400);
      expect(badFolder.json().error.fields).toEqual({ folder: UPLOAD_MESSAGES.invalidFolder });
    });

    it('two files with 400', async () => {
      const body = await makeImage('png', 40, 40);
      const { payload, headers } = multipartBody([
        { field: 'folder', value: 'blog' },
        { field: 'file', filename: 'a.png', type: 'image/png', body },
        { field: 'file', filename: 'b.png', type: 'image/png', body },
      ]);
      const res = await admin.request('POST', '/api/admin/uploads', payload, headers);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(UPLOAD_MESSAGES.oneFile);
    });

    it('a JSON body with 400', async () => {
      const res = await admin.post('/api/admin/uploads', {
        folder: 'blog',
        file: 'data:image/png;base64,AAAA',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(UPLOAD_MESSAGES.notMultipart);
    });

    it('a guest (401) and a customer (403)', async () => {
      const body = await makeImage('png', 40, 40);
      const file = { filename: 'a.png', type: 'image/png', body };
      expect((await upload(new TestClient(t), { folder: 'blog' }, file)).statusCode).toBe(401);
      expect((await upload(await createCustomer(t), { folder: 'blog' }, file)).statusCode).toBe(403);
    });

    it('a cross-site upload from a signed-in admin (403)', async () => {
      const body = await makeImage('png', 40, 40);
      const { payload, headers } = multipartBody([
        { field: 'folder', value: 'blog' },
        { field: 'file', filename: 'a.png', type: 'image/png', body },
      ]);
      const res = await admin.request('POST', '/api/admin/uploads', payload, {
        ...headers,
        origin: 'https://evil.example',
      });
      expect(res.statusCode).toBe(403);
    });
  });

  it('answers 503 STORAGE_UNAVAILABLE when storage fails', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'karigar-broken-store-'));
    const disk = new LocalDiskStorage(dir);
    const broken: Storage = {
      put: async () => {
        throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
      },
      exists: (key) => disk.exists(key),
      publicUrl: (key) => disk.publicUrl(key),
      delete: (key) => disk.delete(key),
      keyOf: (url) => disk.keyOf(url),
    };
    const other = await buildTestApp({ db: t.db, storage: broken });
    try {
      const otherAdmin = await createAdmin(other);
      const body = await makeImage('jpeg', 200, 100);
      const res = await upload(
        otherAdmin,
        { folder: 'blog' },
        { filename: 'a.jpg', type: 'image/jpeg', body },
      );
      expect(res.statusCode).toBe(503);
      expect(res.json().error).toEqual({
        code: 'STORAGE_UNAVAILABLE',
        message: UPLOAD_MESSAGES.storageUnavailable,
      });
      expect(res.body).not.toContain('ENOSPC');
    } finally {
      await other.app.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
