import { join } from 'node:path';
import { IMAGE_MAX_INPUT_PIXELS, loadSharp } from '../../lib/images.ts';
import { SHARE_CARD_FONTS_DIR } from '../../project-paths.ts';

/** What a link preview shows large (Open Graph's recommended 1.91:1, decision 089). */
export const SHARE_CARD = { width: 1200, height: 630, type: 'image/jpeg' } as const;

/** What one card says and shows; every field is part of its cache key. */
export interface ShareCardContent {
  /** The product's, category's or post's name in the page's language. */
  title: string;
  /** The line under it: a price, a category's line, "From the blog". */
  detail: string;
  /** The store's name (Store Settings). */
  storeName: string;
}

// The brand's tokens (shared/brand.md): warm paper, deep brown, terracotta, leaf green, marigold, hairline.
const COLOURS = {
  paper: '#FBF7F2',
  ink: '#2B2118',
  primary: '#B4532A',
  secondary: '#2F5D50',
  accent: '#E9B949',
  border: '#E8DFD5',
} as const;

/** Pango family names of the TrueType faces in SHARE_CARD_FONTS_DIR (scripts/share-card-fonts.ts). */
const FACES = {
  serif: ['fraunces-600.ttf', 'Fraunces SemiBold'],
  sans: ['inter-600.ttf', 'Inter SemiBold'],
  devanagari: ['noto-sans-devanagari-600.ttf', 'Noto Sans Devanagari SemiBold'],
} as const;

const DEVANAGARI = /[\u0900-\u097F]/;

type Sharp = Awaited<ReturnType<typeof loadSharp>>;
let fontsLoaded: Promise<Sharp> | undefined;

/** libvips adds a `fontfile` to the process's fonts once; after that a face is found by its family name. */
function sharpWithFonts(): Promise<Sharp> {
  fontsLoaded ??= loadSharp().then(async (sharp) => {
    for (const [file] of Object.values(FACES)) {
      await sharp({ text: { text: '.', fontfile: join(SHARE_CARD_FONTS_DIR, file) } }).toBuffer();
    }
    return sharp;
  });
  return fontsLoaded;
}

const markup = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * `text` set in `family` (Devanagari in Noto Sans Devanagari, Latin after it in Inter) within `width`, at the
 * largest of `sizes` whose lines fit `maxHeight`; the smallest size is cut to `maxHeight`.
 */
async function textBlock(
  sharp: Sharp,
  text: string,
  options: {
    family: string;
    colour: string;
    width: number;
    maxHeight: number;
    sizes: number[];
    align?: 'left' | 'centre';
  },
): Promise<{ input: Buffer; height: number }> {
  const family = DEVANAGARI.test(text) ? `${FACES.devanagari[1]},${FACES.sans[1]}` : options.family;
  for (const [i, size] of options.sizes.entries()) {
    const { data, info } = await sharp({
      text: {
        text: `<span font_family="${family}" font_size="${size}pt" foreground="${options.colour}">${markup(text)}</span>`,
        width: options.width,
        dpi: 72,
        rgba: true,
        wrap: 'word-char',
        spacing: Math.round(size * 0.25),
        align: options.align ?? 'left',
      },
    })
      .png()
      .toBuffer({ resolveWithObject: true });
    const last = i === options.sizes.length - 1;
    if (info.height <= options.maxHeight || last) {
      if (info.height <= options.maxHeight) return { input: data, height: info.height };
      const cut = await sharp(data)
        .extract({ left: 0, top: 0, width: info.width, height: options.maxHeight })
        .toBuffer();
      return { input: cut, height: options.maxHeight };
    }
  }
  throw new Error('no sizes');
}

const PICTURE = { left: 45, top: 45, size: 540, radius: 12 } as const;

/** The picture as a rounded square, cropped to fill it. */
async function framedPicture(sharp: Sharp, picture: Buffer): Promise<Buffer> {
  const { size, radius } = PICTURE;
  const mask = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="${size}" height="${size}" rx="${radius}" fill="#fff"/></svg>`,
  );
  return sharp(picture, { limitInputPixels: IMAGE_MAX_INPUT_PIXELS })
    .rotate()
    .resize(size, size, { fit: 'cover' })
    .composite([{ input: mask, blend: 'dest-in' }])
    .png()
    .toBuffer();
}

/** The frame's shapes: a terracotta band at the foot, a marigold mark under the shop's name, the picture's hairline. */
function frameSvg(withPicture: boolean, markLeft: number): Buffer {
  const { width, height } = SHARE_CARD;
  const { left, top, size, radius } = PICTURE;
  const hairline = withPicture
    ? `<rect x="${left - 1}" y="${top - 1}" width="${size + 2}" height="${size + 2}" rx="${radius + 1}" fill="none" stroke="${COLOURS.border}" stroke-width="2"/>`
    : '';
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${hairline}<rect x="${markLeft}" y="112" width="64" height="6" rx="3" fill="${COLOURS.accent}"/><rect y="${height - 14}" width="${width}" height="14" fill="${COLOURS.primary}"/></svg>`,
  );
}

/**
 * The share card: the picture on the left in the shop's frame and, beside it, the shop's name, the title and the
 * detail; without a picture, the same frame with the title across the card. A JPEG of SHARE_CARD's size.
 */
export async function renderShareCard(content: ShareCardContent, picture: Buffer | null): Promise<Buffer> {
  const sharp = await sharpWithFonts();
  const { width, height } = SHARE_CARD;
  let pictureLayer: Buffer | null = null;
  if (picture) {
    try {
      pictureLayer = await framedPicture(sharp, picture);
    } catch {
      // An unreadable picture gives the card without it rather than no card.
      pictureLayer = null;
    }
  }
  const textLeft = pictureLayer ? PICTURE.left + PICTURE.size + 50 : 80;
  const textWidth = width - textLeft - 60;
  const [store, title, detail] = await Promise.all([
    textBlock(sharp, content.storeName, {
      family: FACES.sans[1],
      colour: COLOURS.primary,
      width: textWidth,
      maxHeight: 44,
      sizes: [30],
    }),
    textBlock(sharp, content.title, {
      family: FACES.serif[1],
      colour: COLOURS.ink,
      width: textWidth,
      maxHeight: pictureLayer ? 300 : 280,
      sizes: pictureLayer ? [60, 50, 42, 36] : [76, 64, 52, 44],
    }),
    textBlock(sharp, content.detail, {
      family: FACES.sans[1],
      colour: COLOURS.secondary,
      width: textWidth,
      maxHeight: 110,
      sizes: [40, 32],
    }),
  ]);
  const titleTop = pictureLayer ? 150 : 190;
  const layers = [
    { input: frameSvg(pictureLayer !== null, textLeft), top: 0, left: 0 },
    ...(pictureLayer ? [{ input: pictureLayer, top: PICTURE.top, left: PICTURE.left }] : []),
    { input: store.input, top: 60, left: textLeft },
    { input: title.input, top: titleTop, left: textLeft },
    {
      input: detail.input,
      top: Math.min(titleTop + title.height + 28, height - 40 - detail.height),
      left: textLeft,
    },
  ];
  return sharp({ create: { width, height, channels: 3, background: COLOURS.paper } })
    .composite(layers)
    .jpeg({ quality: 84, mozjpeg: true })
    .toBuffer();
}
