/**
 * The craft-process pages by URL slug and short name: small enough for the footer and menus.
 * Their words live in guides.ts, which is loaded only with the guide page.
 */
export const CRAFT_GUIDE_INDEX = [
  { slug: 'DreamCatcher', name: 'Dream Catchers' },
  { slug: 'Embroidery', name: 'Embroidery' },
  { slug: 'LippanArt', name: 'Lippan Art' },
  { slug: 'ResinArt', name: 'Resin Art' },
  { slug: 'CandleMaking', name: 'Candle Making' },
  { slug: 'Calligraphy', name: 'Calligraphy' },
  { slug: 'HairAccessories', name: 'Hair Accessories' },
  { slug: 'OthersDelivery', name: 'Packing & Delivery' },
] as const;

export type CraftGuideSlug = (typeof CRAFT_GUIDE_INDEX)[number]['slug'];
