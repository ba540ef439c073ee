import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { LocalDiskStorage, type Storage } from '../../lib/storage.ts';
import { renderShareCard } from './share-card-image.ts';
import { type ShareCard, shareCardHash } from './share-cards.service.ts';

/** The largest picture read for a card (a stored variant is far smaller). */
const MAX_PICTURE_BYTES = 10 * 1024 * 1024;

/**
 * A stored picture's bytes: from the media folder, or from the S3 bucket's public address (our own store's URL,
 * never one typed by anyone). Null for a picture that is not in the store (an outside URL, an inline image).
 */
async function readPicture(storage: Storage, url: string): Promise<Buffer | null> {
  const key = storage.keyOf(url);
  if (key === null) return null;
  if (storage instanceof LocalDiskStorage) return readFile(storage.pathOf(key));
  const answer = await fetch(url, { signal: AbortSignal.timeout(5_000) });
  if (!answer.ok) throw new Error(`picture ${url} answered ${answer.status}`);
  const bytes = Buffer.from(await answer.arrayBuffer());
  if (bytes.length > MAX_PICTURE_BYTES) throw new Error(`picture ${url} is over ${MAX_PICTURE_BYTES} bytes`);
  return bytes;
}

export interface CardFile {
  bytes: Buffer;
  /** False when the picture could not be read: the card went out without it and was not kept. */
  complete: boolean;
}

/**
 * Made cards, kept as files under `dir` (DATA_DIR/share-cards): `{kind}-{lang}-{whose}-{hash}.jpg`. A card is
 * made once per version and process group (the file is written whole, then renamed into place); a new version of
 * a page's card replaces its older file, so the folder holds about one card per page and language.
 */
export class ShareCardStore {
  private readonly making = new Map<string, Promise<CardFile>>();

  constructor(
    private readonly dir: string,
    private readonly storage: Storage,
    private readonly log: FastifyBaseLogger,
  ) {}

  private prefix(card: ShareCard) {
    const whose = createHash('sha256').update(card.ident).digest('hex').slice(0, 12);
    return `${card.kind}-${card.lang}-${whose}-`;
  }

  /** The card's JPEG: the kept file, or made now (one making per card at a time). */
  get(card: ShareCard): Promise<CardFile> {
    const file = `${this.prefix(card)}${shareCardHash(card)}.jpg`;
    let made = this.making.get(file);
    if (!made) {
      made = this.readOrMake(card, file).finally(() => this.making.delete(file));
      this.making.set(file, made);
    }
    return made;
  }

  private async readOrMake(card: ShareCard, file: string): Promise<CardFile> {
    const path = join(this.dir, file);
    try {
      return { bytes: await readFile(path), complete: true };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    let picture: Buffer | null = null;
    let complete = true;
    if (card.picture) {
      try {
        picture = await readPicture(this.storage, card.picture);
      } catch (error) {
        // The card still goes out, with the frame and the name, but is made again next time.
        this.log.warn({ err: error, picture: card.picture }, 'share card: the picture could not be read');
        complete = false;
      }
    }
    const bytes = await renderShareCard(card, picture);
    if (complete) await this.keep(card, file, bytes);
    return { bytes, complete };
  }

  private async keep(card: ShareCard, file: string, bytes: Buffer) {
    try {
      await mkdir(this.dir, { recursive: true });
      const temp = join(this.dir, `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
      await writeFile(temp, bytes);
      await rename(temp, join(this.dir, file));
      const prefix = this.prefix(card);
      const older = (await readdir(this.dir)).filter(
        (name) => name.startsWith(prefix) && name !== file && name.endsWith('.jpg'),
      );
      await Promise.all(older.map((name) => rm(join(this.dir, name), { force: true })));
    } catch (error) {
      // A full or read-only disk costs a remake next time, not the card.
      this.log.warn({ err: error }, 'share card: could not keep the made card');
    }
  }
}
