/**
 * The craft-process pages by URL slug and short name (in English and Hindi): small enough for the footer and
 * menus. Their words live in guides.ts and the guide-bodies catalog, loaded only with the guide page.
 */
export const CRAFT_GUIDE_INDEX = [
  { slug: 'DreamCatcher', name: 'Dream Catchers', nameHi: 'ड्रीम कैचर' },
  { slug: 'Embroidery', name: 'Embroidery', nameHi: 'कढ़ाई' },
  { slug: 'LippanArt', name: 'Lippan Art', nameHi: 'लिप्पन कला' },
  { slug: 'ResinArt', name: 'Resin Art', nameHi: 'रेज़िन आर्ट' },
  { slug: 'CandleMaking', name: 'Candle Making', nameHi: 'मोमबत्ती बनाना' },
  { slug: 'Calligraphy', name: 'Calligraphy', nameHi: 'सुलेख' },
  { slug: 'HairAccessories', name: 'Hair Accessories', nameHi: 'हेयर एक्सेसरीज़' },
  { slug: 'OthersDelivery', name: 'Packing & Delivery', nameHi: 'पैकिंग और डिलीवरी' },
] as const;

export type CraftGuideSlug = (typeof CRAFT_GUIDE_INDEX)[number]['slug'];

/** A guide's short name in the page's language. */
export const guideName = (guide: { name: string; nameHi: string }, lang: string) =>
  lang === 'hi' ? guide.nameHi : guide.name;
