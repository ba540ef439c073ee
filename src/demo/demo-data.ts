import type { PersonalisationField } from '#shared/catalog/personalisation.ts';
import type { Category } from '#shared/constants/categories.ts';
import { DEFAULT_GST_SETTINGS, type GstSettings } from '#shared/gst/gst.ts';
import { DEFAULT_HOMEPAGE_CONTENT } from '#shared/home/home.schemas.ts';
import { DEFAULT_STORE_SETTINGS, type StoreSettings } from '#shared/settings/settings.schemas.ts';

/*
 * The demo shop: plain data, no I/O. Dates are relative ("days before the seed runs") so a fresh
 * seed always looks recent; prices are integer paise. `design` picks the product's artwork (one
 * design per product of a category, see artwork/index.ts) and `images` how many shots its gallery has.
 */

export interface DemoProduct {
  catalogNumber: string;
  name: string;
  category: Category;
  /** paise */
  price: number;
  description: string;
  /** Hindi name and description (decision 035); none: the shop shows the English. */
  nameHi?: string;
  descriptionHi?: string;
  design: number;
  images: number;
  inStock: boolean;
  stockQuantity: number | null;
  featured: boolean;
  /** What the demo buyers' reviews of it average to (src/server/db/seed/seed-buyers.ts); null: nobody has reviewed it yet. */
  reviewAverage: number | null;
  /** How talked-about it is; the number of demo reviews follows it (`demoReviewCount`). */
  popularity: number;
  ageDays: number;
  /** Made to order (decision 070): working days before dispatch, and pieces made a week (none: no limit). */
  making?: { minDays: number; maxDays: number; weeklyCapacity?: number };
  /** What the buyer fills in (decision 072). */
  personalisation?: PersonalisationField[];
}

export const DEMO_PRODUCTS: readonly DemoProduct[] = [
  // Dream Catcher
  {
    catalogNumber: 'KG-DC-001',
    name: 'Terracotta Boho Dream Catcher',
    category: 'Dream Catcher',
    price: 124_900,
    description:
      'A 9-inch hoop wrapped in terracotta cotton cord, woven by hand into a spiral web with wooden and glass beads. Five soft feathers in cream and rust hang from beaded strands. It looks lovely above a bed or beside a window where it can catch the morning light.',
    nameHi: 'टेराकोटा बोहो ड्रीम कैचर',
    descriptionHi:
      'टेराकोटा रंग की सूती डोरी में लिपटा 9 इंच का घेरा, जिसके भीतर लकड़ी और काँच के मोतियों के साथ हाथ से घुमावदार जाल बुना गया है। मोतियों की लड़ियों से क्रीम और गेरुए रंग के पाँच मुलायम पंख लटकते हैं। पलंग के ऊपर या खिड़की के पास टाँगिए, जहाँ सुबह की धूप इस पर पड़े — बहुत प्यारा लगता है।',
    design: 0,
    images: 4,
    inStock: true,
    stockQuantity: 18,
    featured: true,
    reviewAverage: 4.8,
    popularity: 64,
    ageDays: 82,
  },
  {
    catalogNumber: 'KG-DC-002',
    name: 'Sage Twin-Hoop Dream Catcher',
    category: 'Dream Catcher',
    price: 164_900,
    description:
      'One large web flanked by two little ones, all in rattan-coloured cord on a calm sage palette. Each hoop is knotted by hand, so no two webs are quite the same. A gentle, airy piece for a nursery or a reading corner.',
    nameHi: 'सेज जुड़वाँ घेरे वाला ड्रीम कैचर',
    descriptionHi:
      'एक बड़ा जाल और उसके दोनों ओर दो छोटे जाल, हल्के सेज रंगों में बेंत जैसे रंग की डोरी से बने। हर घेरा हाथ से गाँठा गया है, इसलिए कोई भी दो जाल बिल्कुल एक जैसे नहीं होते। बच्चों के कमरे या पढ़ने के कोने के लिए एक सौम्य, हल्की-फुल्की सजावट।',
    design: 1,
    images: 3,
    inStock: true,
    stockQuantity: 12,
    featured: false,
    reviewAverage: 4.7,
    popularity: 38,
    ageDays: 61,
  },
  {
    catalogNumber: 'KG-DC-003',
    name: 'Blue Floral Dream Catcher',
    category: 'Dream Catcher',
    price: 149_900,
    description:
      'A pale wooden hoop with a turquoise-beaded web and a small posy of fabric roses tucked at its side. The feathers are soft white and teal. Only a few are made each month, as the roses are shaped by hand.',
    design: 2,
    images: 2,
    inStock: true,
    stockQuantity: 4,
    featured: false,
    reviewAverage: 4.9,
    popularity: 51,
    ageDays: 35,
  },
  {
    catalogNumber: 'KG-DC-004',
    name: 'Mustard Sunset Dream Catcher',
    category: 'Dream Catcher',
    price: 99_900,
    description:
      'A dark walnut-toned hoop with a white web and feathers in burnt orange and cream, inspired by evenings on a Goa beach. Light enough to hang from a single nail. Comes gift-wrapped in kraft paper.',
    design: 3,
    images: 2,
    inStock: true,
    stockQuantity: 26,
    featured: false,
    reviewAverage: 4.5,
    popularity: 22,
    ageDays: 12,
  },
  {
    catalogNumber: 'KG-DC-005',
    name: 'Mauve Moon Twin Dream Catcher',
    category: 'Dream Catcher',
    price: 189_900,
    description:
      'Three hoops in dusky mauve cord with plum and gold beads, and feathers that fade from white to deep plum. A statement piece for a bedroom wall. Our artisan is weaving the next batch now.',
    design: 4,
    images: 3,
    inStock: false,
    stockQuantity: 0,
    featured: false,
    reviewAverage: 4.6,
    popularity: 17,
    ageDays: 74,
  },
  {
    catalogNumber: 'KG-DC-006',
    name: 'Jute & Dried Rose Dream Catcher',
    category: 'Dream Catcher',
    price: 219_900,
    description:
      'Natural jute wrapped around a sturdy hoop, finished with a cluster of hand-rolled roses and earthy brown feathers. Warm and rustic, it suits wooden furniture and cane. New in the shop this week.',
    design: 5,
    images: 1,
    inStock: true,
    stockQuantity: 9,
    featured: false,
    reviewAverage: null,
    popularity: 0,
    ageDays: 3,
  },
  // Embroidery
  {
    catalogNumber: 'KG-EM-001',
    name: 'Marigold Wreath Embroidery Hoop',
    category: 'Embroidery',
    price: 135_000,
    description:
      'A wreath of marigolds, daisies and leaves stitched by hand on cream cotton, with satin-stitch petals and French-knot centres. It comes in a 10-inch beech hoop, ready to hang. A cheerful piece for a puja corner or entrance.',
    design: 0,
    images: 3,
    inStock: true,
    stockQuantity: 14,
    featured: true,
    reviewAverage: 4.9,
    popularity: 42,
    ageDays: 77,
  },
  {
    catalogNumber: 'KG-EM-002',
    name: 'Midnight Bouquet Embroidery Hoop',
    category: 'Embroidery',
    price: 159_900,
    description:
      'Blush, gold and white blooms tied with a little bow, embroidered on deep navy linen. Each hoop takes around twelve hours of stitching. The back is neatly finished with felt.',
    design: 1,
    images: 4,
    inStock: true,
    stockQuantity: 3,
    featured: false,
    reviewAverage: 4.8,
    popularity: 33,
    ageDays: 40,
  },
  {
    catalogNumber: 'KG-EM-003',
    name: 'Blossom Branch Hoop Art',
    category: 'Embroidery',
    price: 89_900,
    description:
      'A single flowering branch in rust, plum and gold on blush cotton, with tiny seed-stitch buds around it. Simple and graceful. Hang it alone or as part of a gallery wall.',
    design: 2,
    images: 2,
    inStock: true,
    stockQuantity: 21,
    featured: false,
    reviewAverage: 4.6,
    popularity: 19,
    ageDays: 55,
  },
  {
    catalogNumber: 'KG-EM-004',
    name: 'Rose Garden Wreath Embroidery',
    category: 'Embroidery',
    price: 119_900,
    description:
      'Pink roses and pale yellow daisies circle a soft sage fabric in this hand-embroidered wreath. A thoughtful housewarming or anniversary gift. Each piece is signed on the back.',
    design: 3,
    images: 2,
    inStock: true,
    stockQuantity: 11,
    featured: false,
    reviewAverage: 4.7,
    popularity: 26,
    ageDays: 20,
  },
  {
    catalogNumber: 'KG-EM-005',
    name: 'Wildflower Bouquet on Black Linen',
    category: 'Embroidery',
    price: 179_900,
    description:
      'Warm marigold, coral and ivory flowers glow against black linen. The stems are worked in split stitch and the petals in long-and-short shading. Our most-loved hoop this season.',
    design: 4,
    images: 3,
    inStock: true,
    stockQuantity: 8,
    featured: true,
    reviewAverage: 5,
    popularity: 12,
    ageDays: 9,
  },
  {
    catalogNumber: 'KG-EM-006',
    name: 'DIY Embroidery Kit – Blue Blossom Branch',
    category: 'Embroidery',
    price: 74_900,
    description:
      'Everything you need to stitch this blue blossom branch yourself: printed cotton, a wooden hoop, six colours of thread, a needle and a step-by-step guide. Perfect for beginners and for slow Sunday afternoons.',
    design: 5,
    images: 2,
    inStock: true,
    stockQuantity: 45,
    featured: false,
    reviewAverage: 4.4,
    popularity: 58,
    ageDays: 30,
  },
  // Lippan Arts
  {
    catalogNumber: 'KG-LA-001',
    name: 'Teal Mandala Lippan Art Plate (12 in)',
    category: 'Lippan Arts',
    price: 249_900,
    description:
      'Traditional Kutch mud-and-mirror work on a 12-inch teal board. The clay relief is shaped by hand and each mirror is set one at a time. It catches lamplight beautifully in the evening.',
    design: 0,
    images: 4,
    inStock: true,
    stockQuantity: 10,
    featured: true,
    reviewAverage: 4.9,
    popularity: 71,
    ageDays: 88,
  },
  {
    catalogNumber: 'KG-LA-002',
    name: 'Maroon Kutch Mirror Lippan Panel',
    category: 'Lippan Arts',
    price: 289_900,
    description:
      'A deep maroon round panel with a sixteen-point star, diamond mirrors and a dotted border. Made by a Bhuj-trained artisan in our Bengaluru studio. Only a couple left from this batch.',
    design: 1,
    images: 3,
    inStock: true,
    stockQuantity: 2,
    featured: false,
    reviewAverage: 4.8,
    popularity: 29,
    ageDays: 66,
  },
  {
    catalogNumber: 'KG-LA-003',
    name: 'Square Black Lippan Wall Art',
    category: 'Lippan Arts',
    price: 349_900,
    description:
      'White clay and mirrors on a square black board, with a large mirror in each corner. The contrast makes it a striking centrepiece for a living room. Ships with a sturdy hanging hook.',
    design: 2,
    images: 2,
    inStock: true,
    stockQuantity: 8,
    featured: false,
    reviewAverage: 4.7,
    popularity: 15,
    ageDays: 47,
  },
  {
    catalogNumber: 'KG-LA-004',
    name: 'Terracotta Sun Lippan Mandala',
    category: 'Lippan Arts',
    price: 199_900,
    description:
      'Earthy terracotta red with cream clay work and round mirrors, like the sun on a village wall. Light enough for a gallery wall. Wipe gently with a dry cloth to keep the mirrors bright.',
    design: 3,
    images: 3,
    inStock: true,
    stockQuantity: 13,
    featured: false,
    reviewAverage: 4.6,
    popularity: 24,
    ageDays: 25,
  },
  {
    catalogNumber: 'KG-LA-005',
    name: 'Indigo Night Lippan Plate',
    category: 'Lippan Arts',
    price: 174_900,
    description:
      'Indigo blue with a dense sixteen-petal flower and a ring of tiny mirrors, like stars on a clear night. A calm, cool piece for a study or bedroom. Sold out for now; the next batch is drying in the studio.',
    design: 4,
    images: 2,
    inStock: true,
    stockQuantity: 0,
    featured: false,
    reviewAverage: 4.8,
    popularity: 36,
    ageDays: 58,
  },
  {
    catalogNumber: 'KG-LA-006',
    name: 'Mustard Square Lippan Panel',
    category: 'Lippan Arts',
    price: 449_900,
    description:
      'Our largest Lippan piece: a 24-inch mustard board with layered clay relief, drop-shaped mirrors and corner medallions. It takes almost a week to finish. A bright heirloom for a festive home.',
    design: 5,
    images: 5,
    inStock: true,
    stockQuantity: 9,
    featured: true,
    reviewAverage: 5,
    popularity: 8,
    ageDays: 6,
  },
  // Resin Art Work
  {
    catalogNumber: 'KG-RA-001',
    name: 'Ocean Shore Resin Wall Art',
    category: 'Resin Art Work',
    price: 329_900,
    description:
      'Layers of turquoise and deep blue resin meet a sandy shore, with white lacing where the waves break. The edge is finished in hand-applied gold leaf. Each piece is poured in several layers over three days.',
    design: 0,
    images: 3,
    inStock: true,
    stockQuantity: 9,
    featured: true,
    reviewAverage: 4.9,
    popularity: 47,
    ageDays: 80,
  },
  {
    catalogNumber: 'KG-RA-002',
    name: 'Amethyst Geode Resin Tray',
    category: 'Resin Art Work',
    price: 274_900,
    description:
      'A geode-shaped tray in purple and lilac bands with crushed-glass crystals at its heart and gold veins running through. Lovely for jewellery, perfume bottles or a few candles. Food-safe on the top coat.',
    design: 1,
    images: 3,
    inStock: true,
    stockQuantity: 5,
    featured: false,
    reviewAverage: 4.8,
    popularity: 31,
    ageDays: 44,
  },
  {
    catalogNumber: 'KG-RA-003',
    name: 'Ocean & Agate Coaster Set (4)',
    category: 'Resin Art Work',
    price: 129_900,
    description:
      'Two ocean coasters and two agate slices, each with a gold rim and a cork base. Heat-resistant for hot chai cups. A much-loved gift for new homes.',
    design: 2,
    images: 2,
    inStock: true,
    stockQuantity: 34,
    featured: false,
    reviewAverage: 4.7,
    popularity: 88,
    ageDays: 70,
  },
  {
    catalogNumber: 'KG-RA-004',
    name: 'Emerald Geode Serving Board',
    category: 'Resin Art Work',
    price: 389_900,
    description:
      'Emerald and mint resin bands around a crystal centre, edged in gold, on a solid base. A showpiece for a dining table or a cheese evening. Currently out of stock while our artist restocks the pigments.',
    design: 3,
    images: 2,
    inStock: false,
    stockQuantity: 0,
    featured: false,
    reviewAverage: 4.6,
    popularity: 14,
    ageDays: 52,
  },
  {
    catalogNumber: 'KG-RA-005',
    name: 'Deep Sea Round Resin Art',
    category: 'Resin Art Work',
    price: 499_900,
    description:
      'A 24-inch round of layered blues, from shallow aqua to the deep navy of open sea, with delicate white foam lines. Finished with a gold edge and a glossy, UV-resistant coat. It changes with the light through the day.',
    design: 4,
    images: 4,
    inStock: true,
    stockQuantity: 8,
    featured: false,
    reviewAverage: 4.9,
    popularity: 11,
    ageDays: 15,
  },
  {
    catalogNumber: 'KG-RA-006',
    name: 'Pressed Flower Resin Tray',
    category: 'Resin Art Work',
    price: 189_900,
    description:
      'Real pressed flowers and leaves from our garden, set in clear blush resin with flecks of gold leaf. Every tray holds a different bouquet. A keepsake that stays in bloom.',
    design: 5,
    images: 3,
    inStock: true,
    stockQuantity: 12,
    featured: false,
    reviewAverage: 4.8,
    popularity: 23,
    ageDays: 2,
  },
  // Illustration
  {
    catalogNumber: 'KG-IL-001',
    name: 'Wild Stems Botanical Print (A4, framed)',
    category: 'Illustration',
    price: 114_900,
    description:
      'A quiet botanical study of three wild stems, drawn by hand and printed on 300 gsm cotton paper. It comes in a teak-finish frame with an ivory mount. Easy on the eye in any room.',
    design: 0,
    images: 2,
    inStock: true,
    stockQuantity: 20,
    featured: false,
    reviewAverage: 4.7,
    popularity: 19,
    ageDays: 84,
  },
  {
    catalogNumber: 'KG-IL-002',
    name: 'Kerala Backwaters Sunset Print',
    category: 'Illustration',
    price: 139_900,
    description:
      'Coconut palms against a peach sky and layered hills, painted in gouache and printed as a limited edition of 100. Signed and numbered by the artist. Framed in black with an ivory mount.',
    design: 1,
    images: 3,
    inStock: true,
    stockQuantity: 16,
    featured: true,
    reviewAverage: 4.9,
    popularity: 40,
    ageDays: 37,
  },
  {
    catalogNumber: 'KG-IL-003',
    name: 'Boho Arch Sun Art Print',
    category: 'Illustration',
    price: 84_900,
    description:
      'A warm arch, a setting sun and soft hills in terracotta and leaf green. It pairs well with cane, jute and white walls. Printed on matte archival paper in a white frame.',
    design: 2,
    images: 2,
    inStock: true,
    stockQuantity: 38,
    featured: false,
    reviewAverage: 4.5,
    popularity: 27,
    ageDays: 28,
  },
  {
    catalogNumber: 'KG-IL-004',
    name: 'Marigold Stems Botanical Print',
    category: 'Illustration',
    price: 64_900,
    description:
      'Three slender stems topped with marigold-yellow blooms, in a slim gold frame. A bright little print for a kitchen or a desk. Also makes a sweet add-on to a bigger gift.',
    design: 3,
    images: 1,
    inStock: true,
    stockQuantity: 50,
    featured: false,
    reviewAverage: 4.3,
    popularity: 9,
    ageDays: 18,
  },
  {
    catalogNumber: 'KG-IL-005',
    name: 'Misty Nilgiri Hills Print',
    category: 'Illustration',
    price: 124_900,
    description:
      'Layer upon layer of blue-green hills with a pale sun, remembering early mornings in Ooty. Hand-drawn, then printed on cotton rag paper. Only one left from the first edition.',
    design: 4,
    images: 2,
    inStock: true,
    stockQuantity: 1,
    featured: false,
    reviewAverage: 4.8,
    popularity: 21,
    ageDays: 63,
  },
  // Candles
  {
    catalogNumber: 'KG-CA-001',
    name: 'Sandalwood & Vanilla Soy Jar Candle Trio',
    category: 'Candles',
    price: 109_900,
    description:
      'Three hand-poured soy candles in reusable glass jars, scented with Mysore sandalwood and a touch of vanilla. Cotton wicks, a clean burn of about 30 hours each. The jars make pretty planters afterwards.',
    design: 0,
    images: 3,
    inStock: true,
    stockQuantity: 42,
    featured: true,
    reviewAverage: 4.8,
    popularity: 96,
    ageDays: 86,
  },
  {
    catalogNumber: 'KG-CA-002',
    name: 'Rose Pillar Candle Set of 3',
    category: 'Candles',
    price: 89_900,
    description:
      'Blush pink pillar candles in three heights, lightly scented with rose and cardamom. They burn slowly and drip gently, so place them on a tray. Lovely for a dinner table or a quiet bath.',
    design: 1,
    images: 2,
    inStock: true,
    stockQuantity: 27,
    featured: false,
    reviewAverage: 4.6,
    popularity: 44,
    ageDays: 50,
  },
  {
    catalogNumber: 'KG-CA-003',
    name: 'Hand-painted Clay Diya Set of 3',
    category: 'Candles',
    price: 14_900,
    description:
      'Three terracotta diyas shaped on a potter’s wheel and painted with dots by hand, filled with a clean-burning wax. Light them for Diwali or any evening that needs a little glow. Refill with ghee or oil once the wax is used up.',
    design: 2,
    images: 3,
    inStock: true,
    stockQuantity: 60,
    featured: true,
    reviewAverage: 4.9,
    popularity: 132,
    ageDays: 23,
  },
  {
    catalogNumber: 'KG-CA-004',
    name: 'Vetiver & Mint Soy Candles',
    category: 'Candles',
    price: 124_900,
    description:
      'Cool khus and fresh mint in three clear jars with green labels. An earthy, calming scent that reminds us of the first rain. Each candle burns for about 35 hours.',
    design: 3,
    images: 2,
    inStock: true,
    stockQuantity: 19,
    featured: false,
    reviewAverage: 4.7,
    popularity: 35,
    ageDays: 41,
  },
  {
    catalogNumber: 'KG-CA-005',
    name: 'Mogra & Lemongrass Travel Tins (Pair)',
    category: 'Candles',
    price: 44_900,
    description:
      'Two small tins, one of jasmine-like mogra and one of zesty lemongrass, with lids to carry them anywhere. Just right for a hotel room or a work desk. About 15 hours of burn each.',
    design: 4,
    images: 2,
    inStock: true,
    stockQuantity: 33,
    featured: false,
    reviewAverage: 4.5,
    popularity: 61,
    ageDays: 11,
  },
  {
    catalogNumber: 'KG-CA-006',
    name: 'Kesar Peach Pillar Candles',
    category: 'Candles',
    price: 74_900,
    description:
      'Soft peach pillars scented with saffron and honey, poured in small batches. A warm glow for festive evenings. Fresh from the studio, so no reviews yet.',
    design: 5,
    images: 1,
    inStock: true,
    stockQuantity: 24,
    featured: false,
    reviewAverage: null,
    popularity: 0,
    ageDays: 1,
  },
  // Calligraphy
  {
    catalogNumber: 'KG-CL-001',
    name: 'Personalised Calligraphy Letter',
    category: 'Calligraphy',
    price: 59_900,
    description:
      'Send us your words and we will write them out by hand in flowing script on textured cotton paper, sealed with wax. A heartfelt way to say thank you, sorry or happy birthday. Dispatched within five days.',
    design: 0,
    images: 2,
    inStock: true,
    stockQuantity: 25,
    featured: false,
    reviewAverage: 4.9,
    popularity: 37,
    ageDays: 79,
  },
  {
    catalogNumber: 'KG-CL-002',
    name: 'Custom Monogram Calligraphy Frame',
    category: 'Calligraphy',
    price: 189_900,
    description:
      'Your initials drawn as a large flourished monogram, with a line of your choice beneath. Framed in warm gold with a wide mount. A favourite for weddings and new homes.',
    design: 1,
    images: 3,
    inStock: true,
    stockQuantity: 10,
    making: { minDays: 5, maxDays: 8 },
    // Optional, so a tap on the card's Add to Cart still buys it (the maker then asks); the page invites them.
    personalisation: [
      {
        key: 'initials',
        kind: 'text',
        label: 'Initials',
        labelHi: 'आद्याक्षर',
        required: false,
        maxChars: 3,
        maxLines: 1,
        addOn: 0,
      },
      {
        key: 'line',
        kind: 'text',
        label: 'A line beneath',
        labelHi: 'नीचे की पंक्ति',
        required: false,
        maxChars: 40,
        maxLines: 1,
        addOn: 15_000,
      },
      {
        key: 'frame',
        kind: 'choice',
        label: 'Frame colour',
        labelHi: 'फ़्रेम का रंग',
        required: false,
        values: [
          { label: 'Warm gold', labelHi: 'सुनहरा', addOn: 0 },
          { label: 'Walnut', labelHi: 'अखरोटी', addOn: 20_000 },
          { label: 'Black', labelHi: 'काला', addOn: 10_000 },
        ],
      },
    ],
    featured: true,
    reviewAverage: 4.8,
    popularity: 22,
    ageDays: 33,
  },
  {
    catalogNumber: 'KG-CL-003',
    name: 'Handwritten Wedding Vows Keepsake',
    category: 'Calligraphy',
    price: 249_900,
    description:
      'Your vows, written in deep maroon ink on heavy cream paper and finished with a wax seal. Ready to frame or keep in a memory box. We are fully booked for this month; new slots open soon.',
    design: 2,
    images: 2,
    inStock: true,
    stockQuantity: 0,
    featured: false,
    reviewAverage: 4.9,
    popularity: 18,
    ageDays: 57,
  },
  {
    catalogNumber: 'KG-CL-004',
    name: 'Calligraphy Place Cards (Set of 12)',
    category: 'Calligraphy',
    price: 72_000,
    description:
      'Twelve bordered place cards, each with a guest’s name written by hand. Choose your ink colour to match the table. Lovely for weddings, anniversaries and festive dinners.',
    design: 3,
    images: 2,
    inStock: true,
    stockQuantity: 15,
    featured: false,
    reviewAverage: 4.6,
    popularity: 13,
    ageDays: 14,
  },
  {
    catalogNumber: 'KG-CL-005',
    name: 'Framed Copperplate Quote',
    category: 'Calligraphy',
    price: 154_900,
    description:
      'A short quote of your choice in elegant copperplate script, in bottle-green ink with a hand-drawn flourish. Framed in gold and ready to hang. A graceful gift for a teacher or a friend.',
    design: 4,
    images: 2,
    inStock: true,
    stockQuantity: 11,
    featured: false,
    reviewAverage: 4.7,
    popularity: 16,
    ageDays: 7,
  },
  // Hair Accessories
  {
    catalogNumber: 'KG-HA-001',
    name: 'Satin Scrunchie Set – Rose, Peach & Ivory',
    category: 'Hair Accessories',
    price: 39_900,
    description:
      'Three soft satin scrunchies that are gentle on hair and leave no creases. Stitched by hand from offcuts of saree fabric, so nothing goes to waste. Comes with two pearl pins.',
    design: 0,
    images: 3,
    inStock: true,
    stockQuantity: 55,
    featured: true,
    reviewAverage: 4.8,
    popularity: 112,
    ageDays: 81,
  },
  {
    catalogNumber: 'KG-HA-002',
    name: 'Velvet Hair Bow Pair – Emerald & Mustard',
    category: 'Hair Accessories',
    price: 54_900,
    description:
      'Two plush velvet bows on sturdy clips, in emerald green and mustard yellow. They sit beautifully on a braid or a low bun. Pearl bobby pins and a mini scrunchie included.',
    design: 1,
    images: 2,
    inStock: true,
    stockQuantity: 30,
    featured: false,
    reviewAverage: 4.6,
    popularity: 47,
    ageDays: 60,
  },
  {
    catalogNumber: 'KG-HA-003',
    name: 'Tortoiseshell Claw Clips (Set of 3)',
    category: 'Hair Accessories',
    price: 49_900,
    description:
      'Three claw clips in caramel, dark and cream tortoiseshell, with a strong spring that holds thick hair all day. Finished with a gold-tone barrette. Only a few sets left.',
    design: 2,
    images: 2,
    inStock: true,
    stockQuantity: 3,
    featured: false,
    reviewAverage: 4.5,
    popularity: 39,
    ageDays: 39,
  },
  {
    catalogNumber: 'KG-HA-004',
    name: 'Lavender Silk Scrunchie Trio',
    category: 'Hair Accessories',
    price: 44_900,
    description:
      'Plum, lavender and ivory scrunchies in soft mulberry silk, one with tiny white polka dots. Kind to curls and perfect for sleeping in. Packed in a reusable cotton pouch.',
    design: 3,
    images: 2,
    inStock: true,
    stockQuantity: 22,
    featured: false,
    reviewAverage: 4.7,
    popularity: 28,
    ageDays: 26,
  },
  {
    catalogNumber: 'KG-HA-005',
    name: 'Cotton Bow Clips – Rust & Mustard',
    category: 'Hair Accessories',
    price: 29_900,
    description:
      'Two cheerful cotton bows on alligator clips, cut from handloom fabric. Light and easy for little ones and grown-ups alike. Machine-washable on a gentle cycle.',
    design: 4,
    images: 1,
    inStock: true,
    stockQuantity: 40,
    featured: false,
    reviewAverage: 3.8,
    popularity: 10,
    ageDays: 16,
  },
  {
    catalogNumber: 'KG-HA-006',
    name: 'Blue Hair Accessory Gift Box',
    category: 'Hair Accessories',
    price: 89_900,
    description:
      'A bow, a polka-dot scrunchie, a coral claw clip, a pearl barrette and a pearl pin, all in shades of blue and cream. Arrives in a gift box with a handwritten note. A sweet birthday surprise.',
    design: 5,
    images: 4,
    inStock: true,
    stockQuantity: 14,
    featured: false,
    reviewAverage: 4.9,
    popularity: 6,
    ageDays: 4,
  },
  // Others
  {
    catalogNumber: 'KG-OT-001',
    name: 'Macramé Wall Hanging – Diamond Weave',
    category: 'Others',
    price: 169_900,
    description:
      'Soft cotton cord knotted into a diamond of square knots, hung from a sheesham dowel and finished with a long fringe and a terracotta band. It brings texture to a plain wall. About 60 cm long.',
    design: 0,
    images: 3,
    inStock: true,
    stockQuantity: 17,
    featured: false,
    reviewAverage: 4.8,
    popularity: 34,
    ageDays: 76,
  },
  {
    catalogNumber: 'KG-OT-002',
    name: 'Hand-painted Terracotta Vase Set',
    category: 'Others',
    price: 134_900,
    description:
      'A tall vase and two small pots thrown in terracotta and painted with bands and dots. Beautiful with dried grasses or on their own. Not watertight, so use them for dried flowers.',
    design: 1,
    images: 2,
    inStock: true,
    stockQuantity: 23,
    featured: false,
    reviewAverage: 4.7,
    popularity: 25,
    ageDays: 46,
  },
  {
    catalogNumber: 'KG-OT-003',
    name: 'Seagrass Planter Basket',
    category: 'Others',
    price: 109_900,
    description:
      'A sturdy basket woven from seagrass with a terracotta stripe, sized for a 10-inch pot. A small matching basket holds keys or odds and ends. Plant not included.',
    design: 2,
    images: 2,
    inStock: true,
    stockQuantity: 18,
    featured: false,
    reviewAverage: 4.4,
    popularity: 20,
    ageDays: 31,
  },
  {
    catalogNumber: 'KG-OT-004',
    name: 'Macramé Wall Hanging – Ivory & Marigold',
    category: 'Others',
    price: 229_900,
    description:
      'Bright white cord, a light pine dowel and a marigold band make this hanging feel fresh and festive. Knotted by hand over two days. Pairs well with our Lippan plates.',
    design: 3,
    images: 2,
    inStock: true,
    stockQuantity: 8,
    featured: false,
    reviewAverage: 4.9,
    popularity: 9,
    ageDays: 10,
  },
  {
    catalogNumber: 'KG-OT-005',
    name: 'Khurja Ceramic Bud Vases (Set of 3)',
    category: 'Others',
    price: 159_900,
    description:
      'Three glazed ceramic vases from Khurja in cream and caramel, with hand-painted rims and dots. Watertight, so fresh flowers are welcome. Each one is slightly different.',
    design: 4,
    images: 3,
    inStock: true,
    stockQuantity: 12,
    featured: false,
    reviewAverage: 4.6,
    popularity: 14,
    ageDays: 21,
  },
];

export interface DemoTestimonial {
  customerName: string;
  customerEmail: string | null;
  rating: number;
  reviewText: string;
  isFeatured: boolean;
  ageDays: number;
}

export const DEMO_TESTIMONIALS: readonly DemoTestimonial[] = [
  {
    customerName: 'Priya Sharma',
    customerEmail: 'priya.sharma@example.com',
    rating: 5,
    reviewText:
      'The teal Lippan plate is even prettier in person. Every tiny mirror catches the diya light in the evening, and it arrived packed so carefully that not one was loose. It is the first thing guests notice in our hall.',
    isFeatured: true,
    ageDays: 40,
  },
  {
    customerName: 'Arjun Menon',
    customerEmail: 'arjun.menon@example.com',
    rating: 5,
    reviewText:
      'I ordered the monogram frame for my sister’s wedding and the calligraphy was simply beautiful. They sent me a photo to approve before framing. She cried a little when she opened it.',
    isFeatured: true,
    ageDays: 25,
  },
  {
    customerName: 'Fatima Sheikh',
    customerEmail: 'fatima.sheikh@example.com',
    rating: 4,
    reviewText:
      'Lovely sandalwood candles with a soft, real scent, not the sharp kind. They burn evenly right to the bottom. Delivery to Pune took five days, a little slower than I hoped, but worth the wait.',
    isFeatured: true,
    ageDays: 18,
  },
  {
    customerName: 'Kavya Reddy',
    customerEmail: null,
    rating: 5,
    reviewText:
      'My daughter loves her dream catcher and asks me to check the feathers every night. The beadwork is neat and the hoop feels strong. Thank you for the sweet handwritten note inside.',
    isFeatured: false,
    ageDays: 12,
  },
  {
    customerName: 'Rohan Desai',
    customerEmail: 'rohan.desai@example.com',
    rating: 4,
    reviewText:
      'Bought the ocean resin coasters as a housewarming gift. The gold rims and the white wave lines look very classy. One coaster had a tiny bubble, but the team offered to replace it straight away.',
    isFeatured: false,
    ageDays: 7,
  },
  {
    customerName: 'Meera Iyer',
    customerEmail: 'meera.iyer@example.com',
    rating: 5,
    reviewText:
      'The embroidery kit was my first try at stitching and the guide was so clear. I finished the blossom branch in two weekends and it now hangs above my desk. I have already ordered the wreath.',
    isFeatured: false,
    ageDays: 3,
  },
];

export const DEMO_HOMEPAGE = {
  heroTitle: DEFAULT_HOMEPAGE_CONTENT.heroTitle,
  heroSubtitle: DEFAULT_HOMEPAGE_CONTENT.heroSubtitle,
  heroDescription: DEFAULT_HOMEPAGE_CONTENT.heroDescription,
  heroTitleHi: 'हाथ से बने अनमोल ख़ज़ाने खोजिए',
  heroSubtitleHi: 'भारतीय कारीगरों के हाथों, प्यार से बने',
  heroDescriptionHi:
    'ड्रीम कैचर, लिप्पन कला, रेज़िन की यादगार चीज़ें, मोमबत्तियाँ और सुलेख: हर चीज़ हाथ से, थोड़ी-थोड़ी संख्या में बनी और पूरे भारत में भेजी जाती है।',
} as const;

export const DEMO_SETTINGS: StoreSettings & { orderNotificationEmail: string } = {
  ...DEFAULT_STORE_SETTINGS,
  orderNotificationEmail: 'orders@karigar.in',
};

/** A registered demo seller in Bengaluru (the GSTIN's check character is right; the number is made up). */
export const DEMO_GST_SETTINGS: GstSettings = {
  ...DEFAULT_GST_SETTINGS,
  registered: true,
  legalName: 'Karigar Crafts LLP',
  address: '14 Craft Lane, Indiranagar\nBengaluru 560038, Karnataka',
  stateCode: '29',
  gstin: '29AAKFK4821R1ZK',
};

export interface DemoBlogCategory {
  name: string;
  slug: string;
  description: string;
  /** Hindi (decision 035). */
  nameHi: string;
  descriptionHi: string;
}

export const DEMO_BLOG_CATEGORIES: readonly DemoBlogCategory[] = [
  {
    name: 'Craft Stories',
    slug: 'craft-stories',
    description: 'The traditions, places and people behind the crafts we love.',
    nameHi: 'शिल्प की कहानियाँ',
    descriptionHi: 'हमारे प्यारे शिल्पों के पीछे की परंपराएँ, जगहें और लोग।',
  },
  {
    name: 'Care Guides',
    slug: 'care-guides',
    description: 'Simple ways to keep your handmade pieces looking their best for years.',
    nameHi: 'देखभाल के तरीक़े',
    descriptionHi: 'आपकी हाथ से बनी चीज़ें बरसों तक सुंदर बनी रहें, इसके आसान तरीक़े।',
  },
  {
    name: 'Behind the Scenes',
    slug: 'behind-the-scenes',
    description: 'A peek into our Bengaluru studio: works in progress, mistakes and small joys.',
    nameHi: 'पर्दे के पीछे',
    descriptionHi: 'हमारे बेंगलुरु स्टूडियो की एक झलक: अधूरे काम, ग़लतियाँ और छोटी-छोटी ख़ुशियाँ।',
  },
];

export interface DemoComment {
  userName: string;
  userEmail: string;
  content: string;
  isApproved: boolean;
  ageDays: number;
}

export interface DemoBlogPost {
  title: string;
  /** The post in Hindi (decision 035); none: Hindi pages show the English. */
  hi?: { title: string; excerpt: string; content: string };
  slug: string;
  excerpt: string;
  content: string;
  author: string;
  category: string;
  tags: readonly string[];
  isPublished: boolean;
  isFeatured: boolean;
  /** days before the seed; null for drafts */
  publishedDaysAgo: number | null;
  createdDaysAgo: number;
  viewCount: number;
  /** blogArtworkSvg scene */
  cover: number;
  comments: readonly DemoComment[];
}

export const DEMO_BLOG_POSTS: readonly DemoBlogPost[] = [
  {
    title: 'The Story of Lippan: Mud and Mirrors from Kutch',
    hi: {
      title: 'लिप्पन की कहानी: कच्छ की मिट्टी और शीशे',
      excerpt:
        'कच्छ की महिलाओं ने मिट्टी, ऊँट के गोबर और छोटे-छोटे शीशों से भारत का सबसे खिलखिलाता दीवार-शिल्प कैसे बनाया, और हम बेंगलुरु में इस परंपरा को कैसे ज़िंदा रखते हैं।',
      content: `## शुरुआत कहाँ से हुई

लिप्पन काम, यानी *मिट्टी और शीशे का काम*, गुजरात के कच्छ के रण से आता है। **रबारी**, **मुतवा** और **मेघवाल** समुदायों के परिवार अपने गोल *भुंगा* घरों की भीतरी दीवारें इससे सजाते थे। मिट्टी कमरों को ठंडा रखती थी, और शीशे एक दीये की रोशनी को पकड़कर पूरे कमरे को जगमगा देते थे।

## एक कृति कैसे बनती है

हमारी दुकान का हर पैनल इन्हीं पाँच धीमे क़दमों से, इसी क्रम में गुज़रता है:

- लकड़ी या MDF के बोर्ड पर मंडल का **नक़्शा बनाना**।
- हाथ से मिट्टी की पतली बत्तियाँ **बेलना** और उन्हें रेखाओं पर दबाना।
- मिट्टी नरम रहते-रहते, एक-एक करके **शीशे जड़ना**।
- सीधी धूप से दूर, दो-तीन दिन **सुखाना**।
- सफ़ेद रंग की परत और हर शीशे को आख़िरी बार पोंछकर **फ़िनिश करना**।

हमारी लिप्पन कारीगर हेतल कहती हैं:
*“मिट्टी को जल्दी नहीं कराई जा सकती। कराओ तो वह दरक जाती है और सबको बता देती है।”*

## पुराने नमूने, नए रंग

पारंपरिक लिप्पन मिट्टी की दीवार पर सफ़ेद मिट्टी से बनता था। आज हमारे कारीगर *फ़िरोज़ी*, *मैरून*, *नील* और *सरसों* रंग के बोर्ड पर काम करते हैं, पर नमूने — मोर, तोते, आम के पत्ते और तारों वाले मंडल — वही हैं जो उनकी दादी-नानी बनाती थीं।

कोई पैनल बनते हुए देखना चाहें, तो हमें Instagram पर फ़ॉलो करें: हर शुक्रवार हम पूरी प्रक्रिया दिखाते हैं।`,
    },
    slug: 'story-of-lippan-mud-and-mirrors',
    excerpt:
      'How the women of Kutch turned clay, camel dung and tiny mirrors into one of India’s most joyful wall crafts, and how we keep the tradition alive in Bengaluru.',
    content: `## Where it began

Lippan kaam, or *mud-mirror work*, comes from the Rann of Kutch in Gujarat. Families of the **Rabari**, **Mutwa** and **Meghwal** communities decorated the inside walls of their round *bhunga* homes with it. The clay kept the rooms cool, and the mirrors caught the light of a single lamp and filled the room with sparkle.

## How a piece is made

Every panel in our shop goes through the same five slow steps, in this order:

- **Sketching** the mandala on a wooden or MDF board.
- **Rolling** thin coils of clay by hand and pressing them along the lines.
- **Setting mirrors**, one at a time, while the clay is still soft.
- **Drying** for two to three days, away from direct sun.
- **Finishing** with a coat of white and a final wipe of every mirror.

As Hetal, our Lippan artisan, likes to say:
*“You cannot hurry clay. If you do, it cracks and tells everyone.”*

## Old patterns, new colours

Traditional Lippan was white clay on a mud wall. Today our artisans work on *teal*, *maroon*, *indigo* and *mustard* boards, but the motifs — peacocks, parrots, mango leaves and star mandalas — are the same ones their grandmothers drew.

If you would like to see a panel being made, follow us on Instagram: we share the process every Friday.`,
    author: 'Ananya Rao',
    category: 'craft-stories',
    tags: ['lippan', 'kutch', 'tradition', 'wall art'],
    isPublished: true,
    isFeatured: true,
    publishedDaysAgo: 54,
    createdDaysAgo: 58,
    viewCount: 1284,
    cover: 0,
    comments: [
      {
        userName: 'Neha Patel',
        userEmail: 'neha.patel@example.com',
        content:
          'My nani is from Bhuj and had these mirrors on her walls. Reading this made me smile. Thank you!',
        isApproved: true,
        ageDays: 50,
      },
      {
        userName: 'Vikram Singh',
        userEmail: 'vikram.singh@example.com',
        content: 'Do you run workshops? I would love to learn how to set the mirrors.',
        isApproved: true,
        ageDays: 44,
      },
      {
        userName: 'Sana Qureshi',
        userEmail: 'sana.q@example.com',
        content:
          'Beautiful article. Which clay do you use for the relief, and does it crack in humid weather?',
        isApproved: false,
        ageDays: 2,
      },
    ],
  },
  {
    title: 'How to Care for Your Soy Candles',
    hi: {
      title: 'अपनी सोया मोमबत्तियों की देखभाल कैसे करें',
      excerpt: '',
      content: '',
    },
    slug: 'how-to-care-for-soy-candles',
    excerpt:
      'Five small habits that help your candles burn evenly, smell lovely and last for every hour they promise.',
    content: `## The first burn matters most

Soy wax has a *memory*. The first time you light a candle, let it burn until the melted pool reaches the edges of the jar — usually **2 to 3 hours**. If you blow it out early, it will tunnel down the middle every time after.

## Five everyday habits

- **Trim the wick** to about 5 mm before each burn. A long wick smokes and leaves soot on the jar.
- **Keep it away from fans** and open windows, so the flame stays steady.
- **Do not burn for more than 4 hours** at a stretch.
- **Stop at the last centimetre** of wax to protect the glass.
- **Use a lid or a snuffer** instead of blowing it out, so the room keeps the scent, not the smoke.

## Reusing the jar

Pour hot water into the empty jar, let the last bit of wax float up, and wipe it clean. Our jars make lovely *pen stands*, *planters for succulents* or little holders for cotton buds.

Happy burning, and stay safe: never leave a candle alone with children or pets.`,
    author: 'Rahul Nair',
    category: 'care-guides',
    tags: ['candles', 'soy wax', 'care', 'home'],
    isPublished: true,
    isFeatured: true,
    publishedDaysAgo: 33,
    createdDaysAgo: 36,
    viewCount: 872,
    cover: 1,
    comments: [
      {
        userName: 'Aditi Kulkarni',
        userEmail: 'aditi.k@example.com',
        content: 'I never knew about the first-burn memory. That explains my tunnelled candle!',
        isApproved: true,
        ageDays: 30,
      },
      {
        userName: 'Mohammed Irfan',
        userEmail: 'irfan.m@example.com',
        content: 'Can I use the diyas again with oil after the wax is finished?',
        isApproved: false,
        ageDays: 5,
      },
    ],
  },
  {
    title: 'A Day in Our Studio: From Sketch to Hoop',
    slug: 'a-day-in-our-studio',
    excerpt:
      'Chai at nine, threads everywhere by noon, and a hoop finished just as the light goes. Here is what a working day at Karigar looks like.',
    content: `## Morning: sketches and chai

Our day starts at nine with a pot of ginger chai and a pile of orders. We sketch each embroidery design in pencil first, then trace it onto cotton with a water-soluble pen.

## Afternoon: stitching

Most of the day is quiet stitching. A single hoop can take **eight to fourteen hours**, depending on how many French knots it has (*so many French knots*).

Our favourite stitches:

- **Satin stitch** for smooth petals
- **Split stitch** for stems
- **French knots** for flower centres
- **Lazy daisy** for tiny blooms

## Evening: finishing and packing

Before a hoop leaves the studio, we tighten the fabric, trim the back, and cover it with felt. Then it is wrapped in tissue, tucked into a box with a handwritten note, and made ready for the courier the next morning.

Thank you for making these days possible.`,
    author: 'Ananya Rao',
    category: 'behind-the-scenes',
    tags: ['embroidery', 'studio', 'process'],
    isPublished: true,
    isFeatured: false,
    publishedDaysAgo: 19,
    createdDaysAgo: 21,
    viewCount: 436,
    cover: 2,
    comments: [
      {
        userName: 'Divya Menon',
        userEmail: 'divya.menon@example.com',
        content: 'Fourteen hours for one hoop! I will look at mine with new eyes now.',
        isApproved: true,
        ageDays: 17,
      },
    ],
  },
  {
    title: 'Choosing a Dream Catcher for Every Room',
    slug: 'choosing-a-dream-catcher',
    excerpt:
      'Size, colour and feathers: a short guide to picking a dream catcher that feels right in a nursery, a bedroom or a balcony.',
    content: `## Think about the wall first

A **small hoop** (6 to 8 inches) suits a bedside or a car mirror. A **large or twin-hoop** piece needs a wall of its own, ideally above a bed or a sofa.

## Match the palette

- *Blush and terracotta* warm up a white room.
- *Sage and cream* feel calm in a nursery.
- *Mustard and brown* sit well with wooden furniture and cane.

## Feathers and safety

Our feathers are ethically sourced and firmly tied, but for a baby’s room we suggest hanging the dream catcher **out of reach** of little hands.

## Caring for it

Dust gently with a soft, dry brush. If the feathers get crushed in transit, hold them over a steaming kettle for a few seconds and they will fluff back up.

Sweet dreams!`,
    author: 'Meenakshi Pillai',
    category: 'care-guides',
    tags: ['dream catcher', 'decor', 'guide'],
    isPublished: true,
    isFeatured: false,
    publishedDaysAgo: 6,
    createdDaysAgo: 8,
    viewCount: 158,
    cover: 3,
    comments: [
      {
        userName: 'Rhea Kapoor',
        userEmail: 'rhea.kapoor@example.com',
        content: 'The steam trick worked perfectly on my feathers. Thank you!',
        isApproved: true,
        ageDays: 4,
      },
      {
        userName: 'Karan Malhotra',
        userEmail: 'karan.m@example.com',
        content: 'Would a twin-hoop one fit above a single bed?',
        isApproved: false,
        ageDays: 1,
      },
    ],
  },
  {
    title: 'Resin Art: Pouring the Ocean',
    slug: 'resin-art-pouring-the-ocean',
    excerpt: 'Draft: layers, lacing and patience. How our ocean pieces are poured over three days.',
    content: `## Three layers, three days

Each ocean piece is poured in **layers**: sand first, then shallow water, then the deep sea. Every layer cures for a full day before the next.

## The secret of the white lacing

The white foam lines come from a thin line of white resin pushed gently with a *heat gun*. Too much heat and the cells vanish; too little and they never open.

## To add

- Photos of the pour
- Safety notes on ventilation and gloves`,
    author: 'Rahul Nair',
    category: 'behind-the-scenes',
    tags: ['resin', 'process', 'ocean'],
    isPublished: false,
    isFeatured: false,
    publishedDaysAgo: null,
    createdDaysAgo: 4,
    viewCount: 0,
    cover: 4,
    comments: [],
  },
  {
    title: 'Calligraphy for Beginners: Your First Nib',
    slug: 'calligraphy-for-beginners',
    excerpt: 'Draft: which nib, which ink and which paper to start with, without spending a fortune.',
    content: `## Start simple

You need only three things: a **straight holder**, a **Nikko G nib** and smooth paper that does not bleed.

## Practice drills

Fill a page with each drill before moving on to the next:

- **First**, upstrokes with *light* pressure
- **Then**, downstrokes with *heavy* pressure
- **Last**, ovals and loops, slowly

## To add

- A printable practice sheet
- Ink recommendations available in India`,
    author: 'Meenakshi Pillai',
    category: 'craft-stories',
    tags: ['calligraphy', 'beginners', 'guide'],
    isPublished: false,
    isFeatured: false,
    publishedDaysAgo: null,
    createdDaysAgo: 1,
    viewCount: 0,
    cover: 5,
    comments: [],
  },
];
