/**
 * Writes the share cards' fonts (decision 089): the brand faces as TrueType, which libvips' text renderer reads
 * (its FreeType has no WOFF or WOFF2 decoder; the web's own files are WOFF2). Each is the @fontsource WOFF 1.0
 * file unwrapped: the tables zlib-inflated back into an sfnt, nothing else changed. Run again after a
 * @fontsource update: `node --import tsx scripts/share-card-fonts.ts`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';

const require = createRequire(import.meta.url);
const OUT = new URL('../src/server/features/share-cards/fonts/', import.meta.url);

/** The faces a card uses: its title, the shop's name and price, and Hindi titles. */
const FACES = {
  'fraunces-600.ttf': '@fontsource/fraunces/files/fraunces-latin-600-normal.woff',
  'inter-600.ttf': '@fontsource/inter/files/inter-latin-600-normal.woff',
  'noto-sans-devanagari-600.ttf':
    '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-600-normal.woff',
};

/** WOFF 1.0 (W3C, §4–5) to the sfnt it wraps. */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.readUInt32BE(0) !== 0x774f4646) throw new Error('not a WOFF 1.0 file');
  const flavor = woff.readUInt32BE(4);
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const entry = 44 + i * 20;
    const [offset, compressed, length, checksum] = [4, 8, 12, 16].map((at) => woff.readUInt32BE(entry + at));
    const stored = woff.subarray(offset!, offset! + compressed!);
    const data = compressed! < length! ? inflateSync(stored) : stored;
    return { tag: woff.subarray(entry, entry + 4), checksum: checksum!, data };
  });
  const power = 2 ** Math.floor(Math.log2(count));
  const header = Buffer.alloc(12 + count * 16);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(count, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE(count * 16 - power * 16, 10);
  const bodies: Buffer[] = [];
  let offset = header.length;
  tables.forEach((table, i) => {
    const record = 12 + i * 16;
    table.tag.copy(header, record);
    header.writeUInt32BE(table.checksum, record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(table.data.length, record + 12);
    const padded = Buffer.alloc(Math.ceil(table.data.length / 4) * 4);
    table.data.copy(padded);
    bodies.push(padded);
    offset += padded.length;
  });
  return Buffer.concat([header, ...bodies]);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const [file, source] of Object.entries(FACES)) {
    writeFileSync(new URL(file, OUT), woffToSfnt(readFileSync(require.resolve(source))));
  }
  for (const family of ['fraunces', 'inter', 'noto-sans-devanagari']) {
    writeFileSync(
      new URL(`LICENSE-${family}.txt`, OUT),
      readFileSync(require.resolve(`@fontsource/${family}/LICENSE`)),
    );
  }
}
