/** The eight craft-process pages under /blogDetails/{slug}: slug, craft and a one-line summary, in English and Hindi. */
export const CRAFT_GUIDES = [
  {
    slug: 'DreamCatcher',
    title: 'How a Dream Catcher Is Made',
    summary: 'Hoops, sinew webs, beads and feathers: how our dream catchers are woven by hand.',
    titleHi: 'ड्रीम कैचर कैसे बनता है',
    summaryHi: 'घेरा, धागे के जाल, मोती और पंख: हमारे ड्रीम कैचर हाथ से कैसे बुने जाते हैं।',
  },
  {
    slug: 'Embroidery',
    title: 'The Art of Hand Embroidery',
    summary: 'From tracing to the last French knot: how our embroidery hoops come to life.',
    titleHi: 'हाथ की कढ़ाई की कला',
    summaryHi: 'नक़्शा उतारने से आख़िरी फ़्रेंच नॉट तक: हमारे कढ़ाई वाले घेरे कैसे तैयार होते हैं।',
  },
  {
    slug: 'LippanArt',
    title: 'Lippan Art: Clay and Mirrors',
    summary: 'The Kutch tradition of mud relief and mirror work, made for modern walls.',
    titleHi: 'लिप्पन कला: मिट्टी और शीशे',
    summaryHi: 'कच्छ की मिट्टी और शीशे के काम की परंपरा, आज की दीवारों के लिए।',
  },
  {
    slug: 'ResinArt',
    title: 'Resin Art, Layer by Layer',
    summary: 'Pigments, pours and patience: how our resin pieces are cast and cured.',
    titleHi: 'रेज़िन आर्ट, परत दर परत',
    summaryHi: 'रंग, ढलाई और धीरज: हमारे रेज़िन के नमूने कैसे ढाले और सुखाए जाते हैं।',
  },
  {
    slug: 'CandleMaking',
    title: 'Hand-Poured Candles',
    summary: 'Soy wax, cotton wicks and essential oils, poured in small batches.',
    titleHi: 'हाथ से ढली मोमबत्तियाँ',
    summaryHi: 'सोया वैक्स, सूती बत्ती और सुगंधित तेल, थोड़ी-थोड़ी मात्रा में ढाले गए।',
  },
  {
    slug: 'Calligraphy',
    title: 'Calligraphy by Hand',
    summary: 'Nibs, inks and practice: how each lettered piece is written.',
    titleHi: 'हाथ से सुलेख',
    summaryHi: 'निब, स्याही और अभ्यास: हर अक्षर-कृति कैसे लिखी जाती है।',
  },
  {
    slug: 'HairAccessories',
    title: 'Handmade Hair Accessories',
    summary: 'Fabric, beads and careful stitching: how our scrunchies, clips and bows are made.',
    titleHi: 'हाथ से बने बालों के एक्सेसरीज़',
    summaryHi: 'कपड़ा, मोती और बारीक सिलाई: हमारे स्क्रंची, क्लिप और बो कैसे बनते हैं।',
  },
  {
    slug: 'OthersDelivery',
    title: 'Packing and Delivery',
    summary: 'How every handmade piece is wrapped, packed and sent safely across India.',
    titleHi: 'पैकिंग और डिलीवरी',
    summaryHi: 'हर हाथ से बनी चीज़ कैसे लपेटी, पैक की और पूरे भारत में सुरक्षित भेजी जाती है।',
  },
] as const;

export type CraftGuideSlug = (typeof CRAFT_GUIDES)[number]['slug'];
