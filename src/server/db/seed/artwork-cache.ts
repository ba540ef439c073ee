import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { ImageSource } from '#server/lib/images.ts';
import { assertValidKey, type Storage } from '#server/lib/storage.ts';

/**
 * The demo's rendered artwork kept between seeds on one machine (decision 078). Every seed draws the same
 * artworks (SVG to PNG) and encodes each to three WebP sizes: most of a seed's ~60 CPU-seconds, and CI seeds
 * five times (the PGlite, PostgreSQL and fault templates, the browser suite's shop). What is kept is exactly
 * what a render would give: under the hash of an SVG, the content hash and size of the PNG it draws (which name
 * and size its WebP files, src/server/lib/images.ts); under its storage key, each WebP file. `fingerprint` names everything else the bytes depend on
 * (the encoder's version and settings), so a change to them starts a fresh folder instead of reusing old bytes.
 * A cache that cannot be read or written is no cache: the seed renders as before.
 */
export class ArtworkCache {
  private hits = 0;

  private constructor(private readonly dir: string) {}

  static async open(baseDir: string, fingerprint: string): Promise<ArtworkCache | null> {
    const dir = join(baseDir, createHash('sha256').update(fingerprint).digest('hex').slice(0, 16));
    try {
      await mkdir(dir, { recursive: true });
      return new ArtworkCache(dir);
    } catch {
      return null;
    }
  }

  /** Files given from the cache instead of rendered or encoded, so far. */
  get reused(): number {
    return this.hits;
  }

  /** What the PNG drawn from `svg` was (its content hash and size), when an earlier seed drew it. */
  async sourceOf(svg: string): Promise<ImageSource | null> {
    const kept = await this.read(this.sourceFile(svg));
    return kept ? (JSON.parse(kept.toString('utf8')) as ImageSource) : null;
  }

  async rememberSource(svg: string, source: ImageSource): Promise<void> {
    await this.keep(this.sourceFile(svg), Buffer.from(JSON.stringify(source)));
  }

  /**
   * `storage`, keeping a copy of each file put into it, and answering "exists" for a file it lacks but the cache
   * has by putting the cached copy in first: so storeImageVariants skips the encoding of a WebP kept before.
   */
  around(storage: Storage): Storage {
    const fileOf = (key: string) => {
      assertValidKey(key);
      return join(this.dir, 'media', key);
    };
    return {
      put: async (key, body, contentType) => {
        await storage.put(key, body, contentType);
        await this.keep(fileOf(key), body);
      },
      exists: async (key) => {
        if (await storage.exists(key)) return true;
        const kept = await this.read(fileOf(key));
        if (!kept) return false;
        await storage.put(key, kept, key.endsWith('.webp') ? 'image/webp' : 'application/octet-stream');
        return true;
      },
      publicUrl: (key) => storage.publicUrl(key),
      delete: (key) => storage.delete(key),
      keyOf: (url) => storage.keyOf(url),
    };
  }

  private sourceFile(svg: string): string {
    return join(this.dir, 'drawn', `${createHash('sha256').update(svg).digest('hex')}.json`);
  }

  private async read(file: string): Promise<Buffer | null> {
    try {
      const body = await readFile(file);
      this.hits++;
      return body;
    } catch {
      return null;
    }
  }

  /** Written then renamed: two seeds at once never read half a file. */
  private async keep(file: string, body: Buffer): Promise<void> {
    const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    try {
      await mkdir(dirname(file), { recursive: true });
      await writeFile(temp, body);
      await rename(temp, file);
    } catch {
      await rm(temp, { force: true }).catch(() => {});
    }
  }
}
