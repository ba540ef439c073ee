import type { Category } from '#shared/constants/categories.ts';
import { CRAFT_GUIDE_INDEX, type CraftGuideSlug } from './guide-index.ts';

/** The words of one craft-process page (/blogDetails/{slug}); one page component renders any guide. */
interface CraftGuideContent {
  title: string;
  /** One line under the title and in the page's description. */
  summary: string;
  /** The shop category the craft belongs to, for 'Shop {category}' links and the cover image. */
  category: Category;
  intro: string[];
  /** How long one piece takes, in plain words. */
  time: string;
  materials: string[];
  steps: { title: string; text: string }[];
  care: string[];
  closing: string;
}

export interface CraftGuide extends CraftGuideContent {
  /** The URL segment (docs/product.md §6.3, e.g. 'DreamCatcher'). */
  slug: CraftGuideSlug;
  /** Short name for links and the document title. */
  name: string;
}

/** Keyed by slug, so the compiler insists every page in the index has its words. */
const CONTENT: Record<CraftGuideSlug, CraftGuideContent> = {
  DreamCatcher: {
    title: 'How a Dream Catcher Is Made',
    summary: 'A hoop, a single long thread and a lot of patience: the making of a dream catcher.',
    category: 'Dream Catcher',
    intro: [
      'A dream catcher begins as a plain metal or cane ring and ends as a web that catches the morning light. The old story says the web holds bad dreams and lets the good ones slip through the centre to the sleeper. We simply love how it turns a bare wall into something gentle to wake up to.',
      'Every web in our shop is knotted by hand, one loop at a time, from a single unbroken thread.',
    ],
    time: 'A small 10 cm piece takes about three hours; a large layered one with beadwork can take two full days.',
    materials: [
      'A metal or cane hoop',
      'Cotton or suede lace to wrap the hoop',
      'Waxed cotton thread for the web',
      'Wooden and glass beads',
      'Feathers, shed naturally or made from fabric',
      'A little fabric glue and a large-eyed needle',
    ],
    steps: [
      {
        title: 'Wrap the hoop',
        text: 'The lace is wound tightly around the ring, each turn lying flat against the last, and the end is glued and tucked away so it never shows.',
      },
      {
        title: 'Set the first round',
        text: 'The thread is tied to the hoop and looped around it at even spaces, usually eight or nine points. This first round decides how even the whole web will be, so it is measured twice.',
      },
      {
        title: 'Weave towards the centre',
        text: 'Each new round loops into the middle of the one before it, and the web slowly closes in. Beads are threaded on as the web grows, so they sit inside it rather than on top.',
      },
      {
        title: 'Close the centre',
        text: 'When the opening is as small as a coin, the thread is knotted twice and the end is hidden in the web.',
      },
      {
        title: 'Hang the tails',
        text: 'Strands of lace are tied to the bottom of the hoop, finished with beads and feathers, and trimmed so they fall at different lengths.',
      },
    ],
    care: [
      'Hang it indoors, away from steam and direct rain.',
      'Dust it now and then with a soft, dry paintbrush.',
      'If a feather gets crushed, hold it over a kettle for a few seconds and it will fluff back up.',
      'Keep it out of harsh afternoon sun so the colours stay soft.',
    ],
    closing:
      'Hang it above a bed, beside a window or in a child’s room, and let it catch the breeze. No two webs are ever quite alike.',
  },
  Embroidery: {
    title: 'The Slow Art of Hand Embroidery',
    summary:
      'Needle, thread and thousands of small stitches: how our embroidered hoops and linens come together.',
    category: 'Embroidery',
    intro: [
      'Hand embroidery is drawing with thread. A bare piece of cotton becomes a garden, a name or a tiny portrait, one stitch at a time. It is slow work, and that is exactly what gives it its warmth: you can see the hand that made it.',
      'Our embroiderers work with simple stitches that have been passed down for generations, often at home, in the quiet hours of the afternoon.',
    ],
    time: 'A 15 cm hoop takes between six and twelve hours of stitching, depending on how densely it is filled.',
    materials: [
      'Cotton, linen or khadi fabric',
      'Stranded cotton embroidery floss',
      'Embroidery needles in two or three sizes',
      'A wooden hoop to keep the fabric taut',
      'A water-soluble fabric pen for the design',
      'Small sharp scissors',
    ],
    steps: [
      {
        title: 'Draw the design',
        text: 'The pattern is sketched on paper first, then traced lightly onto the fabric with a pen whose ink washes away in water.',
      },
      {
        title: 'Stretch the fabric',
        text: 'The cloth is set in the hoop and tightened until it sounds like a drum when tapped. Loose fabric puckers, so this step matters.',
      },
      {
        title: 'Outline first',
        text: 'Stems, letters and edges are worked in backstitch or stem stitch, which gives the picture its shape.',
      },
      {
        title: 'Fill and add texture',
        text: 'Petals and leaves are filled with satin stitch or long-and-short stitch; French knots become flower centres and berries. Colours are blended strand by strand.',
      },
      {
        title: 'Wash and finish',
        text: 'The pen marks are rinsed away, the piece dries flat, and the back is neatly closed with felt so it looks as good from behind as from the front.',
      },
    ],
    care: [
      'Dust framed hoops with a soft brush; keep them out of direct sun.',
      'Hand wash embroidered linens in cold water with a mild soap, never wring them.',
      'Iron from the back, on a towel, so the stitches stay raised.',
      'Store folded pieces with a sheet of tissue between the folds.',
    ],
    closing:
      'Look closely at a finished piece and you will find tiny differences between one flower and the next. That is the signature of a human hand.',
  },
  LippanArt: {
    title: 'Lippan Art: Clay and Mirrors from Kutch',
    summary: 'The mud-and-mirror craft of Kutch, made for modern walls.',
    category: 'Lippan Arts',
    intro: [
      'Lippan art comes from the Kutch region of Gujarat, where families once pressed clay and small mirrors into the walls of their round mud homes, the bhungas. When lamps were lit at night, the mirrors made the whole room glow.',
      'Today our artists make Lippan on sturdy boards, so the same glow can hang in a city flat.',
    ],
    time: 'A 30 cm round panel takes two to three days, most of it spent waiting for the clay to dry between stages.',
    materials: [
      'A round or square MDF board',
      'Air-dry clay, or a traditional mix of clay and fine sawdust',
      'Small mirrors in rounds, diamonds and triangles',
      'Fabric glue',
      'Acrylic paint for the base and the clay',
      'A pencil, a ruler and a compass',
    ],
    steps: [
      {
        title: 'Draw the pattern',
        text: 'The design is drawn on the painted board with a compass and ruler. Lippan patterns are built from circles, petals and triangles, so the geometry has to be right from the start.',
      },
      {
        title: 'Roll the clay',
        text: 'The clay is rolled by hand into thin ropes, about as thick as a matchstick, and kept under a damp cloth so it does not crack.',
      },
      {
        title: 'Lay the outlines',
        text: 'Each rope is glued along a pencil line and pressed gently into a raised ridge. The outlines create the little frames that hold the mirrors.',
      },
      {
        title: 'Set the mirrors',
        text: 'The mirrors are glued into their frames and the clay is nudged up around their edges so they are held firmly.',
      },
      {
        title: 'Dry and paint',
        text: 'The panel dries for a day or two. The clay is then painted, usually white or earthy tones, and any paint on the mirrors is wiped away with a damp cotton bud.',
      },
    ],
    care: [
      'Wipe the mirrors with a dry, soft cloth; never spray water or cleaner on the panel.',
      'Hang it indoors, away from damp walls and bathrooms.',
      'Hold the panel by its edges, not by the clay work.',
      'A lamp or a sunny window opposite brings out the sparkle.',
    ],
    closing: 'Each panel carries a craft that is centuries old. We are proud to help it find new walls.',
  },
  ResinArt: {
    title: 'Resin Art: Keepsakes Set in Clear Resin',
    summary: 'Flowers, colour and memories, held in glass-clear resin.',
    category: 'Resin Art Work',
    intro: [
      'Resin art captures things that would otherwise fade: a flower from a wedding garland, a swirl of ocean blues, a few grains of sand from a holiday. Liquid resin is poured over them and slowly hardens into a clear, glassy piece you can hold.',
      'It looks effortless when finished, but resin is patient, fussy work, and every piece cures for days before it reaches you.',
    ],
    time: 'Pouring takes an hour or two; curing takes 24 to 72 hours, and a full week before the piece is at its hardest.',
    materials: [
      'Two-part epoxy resin and hardener',
      'Silicone moulds',
      'Pressed dried flowers, gold flakes or mica pigments',
      'Measuring cups and stirring sticks',
      'A small heat gun to lift out bubbles',
      'Gloves, a mask and good ventilation',
    ],
    steps: [
      {
        title: 'Prepare the keepsakes',
        text: 'Flowers are pressed and dried for a week or two. Any moisture left in them would turn brown inside the resin, so this step cannot be rushed.',
      },
      {
        title: 'Measure and mix',
        text: 'Resin and hardener are measured exactly and stirred slowly for a few minutes, scraping the sides, so the mix cures evenly without trapping air.',
      },
      {
        title: 'Pour in layers',
        text: 'A thin first layer goes into the mould. Flowers are placed with tweezers, and more resin follows, layer by layer, so nothing floats out of place.',
      },
      {
        title: 'Chase the bubbles',
        text: 'A quick pass of gentle heat brings tiny bubbles to the surface, where they pop. The mould is then covered to keep dust away while it cures.',
      },
      {
        title: 'Demould and polish',
        text: 'Once hard, the piece is lifted out, its edges are sanded smooth and polished until they shine.',
      },
    ],
    care: [
      'Keep resin out of long hours of direct sunlight; UV can slowly turn it yellow.',
      'Clean with a soft cloth and a little water; avoid alcohol and harsh cleaners.',
      'Do not place hot cups or pans directly on resin coasters or trays.',
      'Store jewellery separately so it does not get scratched.',
    ],
    closing:
      'Because every pour settles a little differently, each piece is one of a kind, much like the memory inside it.',
  },
  CandleMaking: {
    title: 'Hand-Poured Candles',
    summary: 'Soy wax, cotton wicks and gentle scents, poured by hand in small batches.',
    category: 'Candles',
    intro: [
      'A candle is one of the simplest handmade things, and one of the most comforting. Ours are poured in small batches from soy wax, which burns slowly and cleanly, and scented with oils chosen to feel like home: jasmine, sandalwood, rain on dry earth.',
    ],
    time: 'Pouring takes about an hour, but every candle then rests for at least two weeks so its scent can settle in.',
    materials: [
      'Natural soy wax flakes',
      'Cotton wicks with metal sustainer tabs',
      'Fragrance or essential oils',
      'Glass jars, clay pots or moulds',
      'A double boiler and a kitchen thermometer',
      'Wick holders or wooden sticks',
    ],
    steps: [
      {
        title: 'Melt slowly',
        text: 'The wax is melted gently in a double boiler, never over a direct flame, until it turns completely clear.',
      },
      {
        title: 'Add the scent',
        text: 'At just the right temperature the fragrance is stirred in for two full minutes. Too hot and the scent burns off; too cool and it never blends.',
      },
      {
        title: 'Set the wick',
        text: 'Each wick is fixed to the centre of the jar and held straight with a holder, so the candle burns evenly later.',
      },
      {
        title: 'Pour and rest',
        text: 'The wax is poured slowly to avoid bubbles and left to cool at room temperature, overnight and undisturbed.',
      },
      {
        title: 'Trim and cure',
        text: 'Wicks are trimmed, labels go on, and the candles cure for two weeks before they are ready to travel.',
      },
    ],
    care: [
      'On the first burn, let the wax melt all the way to the edge; this prevents tunnelling.',
      'Trim the wick to about half a centimetre before each lighting.',
      'Burn for no more than four hours at a time.',
      'Never leave a burning candle unattended, or near curtains, children or pets.',
      'Stop when about a centimetre of wax is left, so the glass does not overheat.',
    ],
    closing: 'Light one at the end of a long day and let the room slow down with you.',
  },
  Calligraphy: {
    title: 'Calligraphy: Letters by Hand',
    summary: 'Names, verses and wishes written with nib and ink, one careful stroke at a time.',
    category: 'Calligraphy',
    intro: [
      'Calligraphy turns words into something you want to frame. A name, a line of poetry or a simple blessing, written slowly with a pen and a steady hand, becomes a gift that feels personal in a way no print can.',
      'Our calligraphers work in modern pointed-pen scripts as well as broad-nib hands, and in English, Hindi and Urdu lettering.',
    ],
    time: 'A framed quote takes three to five hours including practice sheets; a name card takes about half an hour.',
    materials: [
      'Pointed or broad-edged nibs and a holder',
      'Brush pens for softer styles',
      'Sumi, walnut or gold ink',
      'Smooth, heavy paper or handmade cotton paper',
      'A pencil, a ruler and a soft eraser',
      'A guide sheet with slant lines',
    ],
    steps: [
      {
        title: 'Plan the layout',
        text: 'The words are sketched in pencil many times to balance long and short lines and find the right size for the paper.',
      },
      {
        title: 'Warm up',
        text: 'Before touching the final sheet, the calligrapher fills a practice page with strokes and loops until the hand is loose and steady.',
      },
      {
        title: 'Rule the lines',
        text: 'Faint guidelines are drawn so that every letter sits at the same height and slant.',
      },
      {
        title: 'Write slowly',
        text: 'Each letter is built from separate strokes: light pressure on the way up gives thin lines, more pressure on the way down gives thick ones. The nib is dipped again and again, and there is no undo.',
      },
      {
        title: 'Finish',
        text: 'The ink dries fully, the pencil lines are erased with care, and flourishes or gold details are added last.',
      },
    ],
    care: [
      'Frame it behind glass to keep dust and damp away.',
      'Hang it out of direct sunlight so the ink does not fade.',
      'Keep unframed pieces flat, between sheets of clean paper.',
      'Never touch the ink with wet or oily fingers.',
    ],
    closing:
      'If a piece has a tiny wobble in a stroke, that is not a flaw. It is proof that a person sat down and wrote it for you.',
  },
  HairAccessories: {
    title: 'Handmade Hair Accessories',
    summary: 'Scrunchies, clips and bows sewn and beaded by hand from soft fabrics.',
    category: 'Hair Accessories',
    intro: [
      'A good hair accessory is both pretty and kind to your hair. Ours are sewn by hand from cotton, satin and leftover festive fabrics, finished with small beads and embroidery, and made to hold without pulling.',
      'Many pieces give new life to beautiful offcuts of silk and brocade that would otherwise go to waste. Because the fabric comes in small lots, a colour you love may only ever be made a handful of times.',
      'We think about comfort as much as looks: wide, soft elastics that do not snag, clips with smooth edges, and nothing heavy enough to give you a headache by evening.',
    ],
    time: 'A scrunchie takes about forty minutes; a beaded clip or a large bow can take two to three hours.',
    materials: [
      'Cotton, satin, velvet and silk offcuts',
      'Soft, covered elastic',
      'Snap clips, barrettes and hair pins',
      'Glass beads, pearls and embroidery thread',
      'Needle, thread and fabric glue',
      'A small iron',
    ],
    steps: [
      {
        title: 'Choose and cut',
        text: 'Fabric is picked for colour and softness, then cut into strips or bow shapes along the grain so it drapes well.',
      },
      {
        title: 'Stitch and turn',
        text: 'Strips are stitched into tubes and turned right side out. Every seam is pressed flat with a small iron.',
      },
      {
        title: 'Add the grip',
        text: 'Elastic is threaded through scrunchies and joined firmly; bows and flowers are sewn, not just glued, onto their clips.',
      },
      {
        title: 'Decorate',
        text: 'Beads, pearls and little embroidered details are stitched on one by one, with knots on the back so nothing comes loose.',
      },
      {
        title: 'Check every piece',
        text: 'Each accessory is tugged, opened and closed a few times before packing, to be sure it will last.',
      },
    ],
    care: [
      'Hand wash fabric pieces in cool water with a gentle soap and let them dry flat.',
      'Keep beaded clips away from water and perfume.',
      'Store them in a pouch or box so the shapes stay neat.',
      'Take scrunchies off wet hair and let them dry before wearing again.',
    ],
    closing: 'Small things, made with care, for everyday plaits, buns and wedding-day hair alike.',
  },
  OthersDelivery: {
    title: 'From Our Workbench to Your Door',
    summary: 'How we pack fragile handmade pieces and how long they take to reach you.',
    category: 'Others',
    intro: [
      'Handmade pieces are often delicate: mirrors in clay, feathers, glass jars, paper. So the last craft in every order is the packing. We treat it with the same care as the making, so that what leaves our workbench arrives at your door just as it was.',
    ],
    time: 'Orders are processed within 24 hours, shipped in 2 to 3 business days and usually delivered in 5 to 7 business days across India.',
    materials: [
      'Recycled cardboard boxes in several sizes',
      'Paper honeycomb wrap and crinkle paper',
      'Cotton pouches for jewellery and hair accessories',
      'Corner guards for frames and Lippan panels',
      'Paper tape, and as little plastic as possible',
      'A handwritten thank-you note',
    ],
    steps: [
      {
        title: 'Check the piece',
        text: 'Before anything is wrapped, the piece is checked once more in good light: knots, mirrors, seams, wicks and finish.',
      },
      {
        title: 'Wrap it snugly',
        text: 'Fragile parts are cushioned first; feathers are tucked in tissue, glass is wrapped twice, frames get corner guards.',
      },
      {
        title: 'Box it firmly',
        text: 'The wrapped piece sits in a box just a little larger than it, with crinkle paper filling every gap. If the box rattles when shaken, we open it and pack it again.',
      },
      {
        title: 'Seal and label',
        text: 'The box is sealed with paper tape and labelled with your order number, so you can follow it on the Track Order page.',
      },
      {
        title: 'Hand it to our courier',
        text: 'Parcels leave with trusted courier partners who deliver across India, including smaller towns.',
      },
    ],
    care: [
      'Open the parcel with scissors along the taped edges, not through the middle of the box.',
      'Unwrap fragile pieces over a soft surface such as a bed or a folded towel.',
      'If anything arrives damaged, take a photo and message us within 48 hours; we will make it right.',
      'Please reuse or recycle the box and paper wrap.',
    ],
    closing:
      'Our “Others” collection holds the pieces that do not fit a single category, and they travel with exactly the same care.',
  },
};

export const CRAFT_GUIDES: readonly CraftGuide[] = CRAFT_GUIDE_INDEX.map(({ slug, name }) => ({
  slug,
  name,
  ...CONTENT[slug],
}));

export function findCraftGuide(slug: string | undefined): CraftGuide | undefined {
  return CRAFT_GUIDES.find((guide) => guide.slug === slug);
}
