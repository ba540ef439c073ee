/** The eight craft-process pages under /blogDetails/{slug}: slug, craft and a one-line summary. */
export const CRAFT_GUIDES = [
  {
    slug: 'DreamCatcher',
    title: 'How a Dream Catcher Is Made',
    summary: 'Hoops, sinew webs, beads and feathers: how our dream catchers are woven by hand.',
  },
  {
    slug: 'Embroidery',
    title: 'The Art of Hand Embroidery',
    summary: 'From tracing to the last French knot: how our embroidery hoops come to life.',
  },
  {
    slug: 'LippanArt',
    title: 'Lippan Art: Clay and Mirrors',
    summary: 'The Kutch tradition of mud relief and mirror work, made for modern walls.',
  },
  {
    slug: 'ResinArt',
    title: 'Resin Art, Layer by Layer',
    summary: 'Pigments, pours and patience: how our resin pieces are cast and cured.',
  },
  {
    slug: 'CandleMaking',
    title: 'Hand-Poured Candles',
    summary: 'Soy wax, cotton wicks and essential oils, poured in small batches.',
  },
  {
    slug: 'Calligraphy',
    title: 'Calligraphy by Hand',
    summary: 'Nibs, inks and practice: how each lettered piece is written.',
  },
  {
    slug: 'HairAccessories',
    title: 'Handmade Hair Accessories',
    summary: 'Fabric, beads and careful stitching: how our scrunchies, clips and bows are made.',
  },
  {
    slug: 'OthersDelivery',
    title: 'Packing and Delivery',
    summary: 'How every handmade piece is wrapped, packed and sent safely across India.',
  },
] as const;

export type CraftGuideSlug = (typeof CRAFT_GUIDES)[number]['slug'];
