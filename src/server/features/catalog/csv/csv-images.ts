import { unzipSync } from 'fflate';
import type { ProductImage } from '#shared/catalog/catalog.schemas.ts';
import { CATALOG_CSV_LIMITS, CATALOG_CSV_MESSAGES as M } from '#shared/catalog/catalog-csv.ts';
import { detectImageType, MAX_UPLOAD_BYTES } from '#shared/uploads/uploads.ts';
import { AppError } from '../../../lib/errors.ts';
import type { Storage } from '../../../lib/storage.ts';
import { storeUploadedImage } from '../../uploads/uploads.service.ts';
import { FetchImageError, fetchImage } from './fetch-image.ts';

/** The zip's files by their name (folders inside it ignored), each at most an upload's 5 MB; 400 for a bad zip. */
export function readImageZip(bytes: Buffer): Map<string, Uint8Array> {
  let files: Record<string, Uint8Array>;
  let entries = 0;
  try {
    files = unzipSync(bytes, {
      filter: (file) => {
        entries += 1;
        return (
          !file.name.endsWith('/') &&
          file.originalSize <= MAX_UPLOAD_BYTES &&
          entries <= CATALOG_CSV_LIMITS.zipEntries
        );
      },
    });
  } catch {
    throw new AppError('VALIDATION_FAILED', M.notZip, { images: M.notZip });
  }
  const byName = new Map<string, Uint8Array>();
  for (const [path, data] of Object.entries(files)) byName.set(path.split('/').at(-1)!.toLowerCase(), data);
  return byName;
}

export interface ImageSourceOptions {
  storage: Storage;
  zip: Map<string, Uint8Array> | null;
  /** Every image the shop's products hold, by URL: named again, it is kept as it is (sizes and all). */
  known: Map<string, ProductImage>;
  publicUrl: string;
  fetch: { timeoutMs: number; allowPrivate: boolean };
}

/**
 * The images a file names (decision 090), each one of: an image the shop already has (its URL or site path, or the
 * shop's own address of it), a file of the zip by name, or an http(s) URL fetched by the server. `check` finds what is
 * wrong without storing anything (the dry run); `resolve` stores a new image as an upload is stored.
 */
export class ImageSource {
  private readonly bytes = new Map<string, Promise<Buffer | string>>();
  private readonly stored = new Map<string, Promise<ProductImage>>();
  private readonly origin: string;

  constructor(private readonly options: ImageSourceOptions) {
    this.origin = options.publicUrl.replace(/\/+$/, '');
  }

  /** The reference as the shop spells its own images: its address → the site path. */
  canonical(ref: string): string {
    return ref.startsWith(`${this.origin}/`) ? ref.slice(this.origin.length) : ref;
  }

  /** null when the image can be had, else the problem's message. */
  async check(ref: string): Promise<string | null> {
    const url = this.canonical(ref);
    if (this.options.known.has(url)) return null;
    if (url.startsWith('/')) {
      const key = this.options.storage.keyOf(url);
      return key && (await this.options.storage.exists(key)) ? null : M.imageNotFound(ref);
    }
    const got = await this.load(url);
    if (typeof got === 'string') return got;
    return detectImageType(got) ? null : M.notAnImage(ref);
  }

  /** The image to store on the product (after `check` found nothing wrong). */
  resolve(ref: string): Promise<ProductImage> {
    const url = this.canonical(ref);
    const known = this.options.known.get(url);
    if (known) return Promise.resolve(known);
    if (url.startsWith('/')) return Promise.resolve({ url });
    let image = this.stored.get(url);
    if (!image) {
      image = this.load(url).then((got) => {
        if (typeof got === 'string') throw new AppError('VALIDATION_FAILED', got);
        return storeUploadedImage(this.options.storage, 'products', got);
      });
      this.stored.set(url, image);
    }
    return image;
  }

  /** The bytes of a zip's file or a URL, or the problem's message; each fetched once. */
  private load(ref: string): Promise<Buffer | string> {
    let got = this.bytes.get(ref);
    if (!got) {
      got = /^https?:\/\//i.test(ref) ? this.download(ref) : Promise.resolve(this.fromZip(ref));
      this.bytes.set(ref, got);
    }
    return got;
  }

  private fromZip(name: string): Buffer | string {
    if (!this.options.zip) return M.imageNoZip(name);
    const data = this.options.zip.get(name.toLowerCase());
    return data ? Buffer.from(data) : M.imageNotInZip(name);
  }

  private async download(url: string): Promise<Buffer | string> {
    try {
      return await fetchImage(url, this.options.fetch);
    } catch (error) {
      if (error instanceof FetchImageError || error instanceof TypeError)
        return M.imageUnreachable(url, error.message);
      throw error;
    }
  }
}
