import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';

/**
 * Where uploaded and generated media live. Keys are relative, lowercase paths such as
 * `products/kg-dc-001-1-3fa2b9c1-640.webp`. Media is served with immutable caching, so a key
 * must never be rewritten with different bytes: callers put a content hash in the key.
 */
export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  publicUrl(key: string): string;
  /** Removes the key's file; nothing happens when there is none. */
  delete(key: string): Promise<void>;
  /** The key whose publicUrl is `url`, or null for a URL this storage did not give. */
  keyOf(url: string): string | null;
}

/** `url`'s key when it starts with `base` + '/' and the rest is a valid key, else null. */
export function keyUnder(base: string, url: string): string | null {
  if (!url.startsWith(`${base}/`)) return null;
  const key = url.slice(base.length + 1);
  try {
    assertValidKey(key);
    return key;
  } catch {
    return null;
  }
}

export class InvalidStorageKeyError extends Error {
  override name = 'InvalidStorageKeyError';
}

const KEY_PATTERN = /^[a-z0-9._-]+(\/[a-z0-9._-]+)*$/;
const MAX_KEY_LENGTH = 300;

/** Throws unless `key` is a safe relative path: lowercase `[a-z0-9/._-]`, no `..`, no leading `/`,
 * no empty or dot-first segment. */
export function assertValidKey(key: string): void {
  if (
    key.length === 0 ||
    key.length > MAX_KEY_LENGTH ||
    !KEY_PATTERN.test(key) ||
    key.split('/').some((segment) => segment.startsWith('.') || segment.includes('..'))
  ) {
    throw new InvalidStorageKeyError(`Invalid storage key: ${JSON.stringify(key.slice(0, 100))}`);
  }
}

/** Files under `rootDir`; the server serves `rootDir` at `publicPrefix`. */
export class LocalDiskStorage implements Storage {
  private readonly root: string;
  private readonly prefix: string;

  constructor(rootDir: string, publicPrefix = '/media') {
    this.root = resolve(rootDir);
    this.prefix = publicPrefix.replace(/\/+$/, '');
  }

  /** Absolute path of a key's file (validated; always inside rootDir). */
  pathOf(key: string): string {
    assertValidKey(key);
    const path = join(this.root, ...key.split('/'));
    if (!path.startsWith(this.root + sep)) throw new InvalidStorageKeyError(`Invalid storage key: ${key}`);
    return path;
  }

  async put(key: string, body: Buffer, _contentType: string): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    // Write then rename, so a reader (or a crash) never sees a half-written file.
    const temp = `${path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    try {
      await writeFile(temp, body);
      await rename(temp, path);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.pathOf(key))).isFile();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw error;
    }
  }

  publicUrl(key: string): string {
    assertValidKey(key);
    return `${this.prefix}/${key}`;
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  keyOf(url: string): string | null {
    return keyUnder(this.prefix, url);
  }
}
