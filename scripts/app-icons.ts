/**
 * Writes the shop's app icons (decision 089) from the two source drawings in src/web/icons into src/web/public,
 * which the build copies as they are: the manifest's 192 and 512 px icons, the maskable 512 px one (the motif
 * inside the central 80% that a launcher's mask keeps), the 180 px apple-touch-icon (opaque and square: iOS rounds
 * it) and favicon.ico (16, 32 and 48 px PNGs). Run after changing a drawing: `node --import tsx scripts/app-icons.ts`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';

const source = (name: string) => readFileSync(new URL(`../src/web/icons/${name}`, import.meta.url));
const out = (name: string) => new URL(`../src/web/public/${name}`, import.meta.url);

const png = (svg: Buffer, size: number, opaque = false) => {
  const image = sharp(svg, { density: Math.ceil((72 * size) / 512) * 2 }).resize(size, size);
  // iOS draws a transparent apple-touch-icon on black: that one is flattened onto the terracotta.
  return (opaque ? image.flatten({ background: '#B4532A' }) : image).png({ compressionLevel: 9 }).toBuffer();
};

/** An ICO file holding PNG images (Windows Vista and every browser read PNG entries). */
export function icoOf(images: Array<{ size: number; png: Buffer }>): Buffer {
  const header = Buffer.alloc(6 + images.length * 16);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png: data }, i) => {
    const entry = 6 + i * 16;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(data.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...images.map((image) => image.png)]);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const icon = source('app-icon.svg');
  const maskable = source('app-icon-maskable.svg');
  writeFileSync(out('icons/icon-192.png'), await png(icon, 192));
  writeFileSync(out('icons/icon-512.png'), await png(icon, 512));
  writeFileSync(out('icons/maskable-512.png'), await png(maskable, 512));
  writeFileSync(out('apple-touch-icon.png'), await png(maskable, 180, true));
  const sizes = [16, 32, 48];
  writeFileSync(
    out('favicon.ico'),
    icoOf(await Promise.all(sizes.map(async (size) => ({ size, png: await png(icon, size) })))),
  );
}
