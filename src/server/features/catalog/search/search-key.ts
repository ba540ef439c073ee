/**
 * The search key: the one spelling that a product's text, a synonym and a shopper's query are all compared in
 * (decision 067). Hindi in Devanagari is written in Latin letters as people type it ("मोमबत्ती" → "mombatti"),
 * then both scripts are folded the same way (doubled letters, long vowels, aspirates, plurals), so "mombati",
 * "mombatti", "मोमबत्ती" and "Mombattis" are one key. pg_trgm then compares keys, never raw text: its trigrams
 * of Devanagari depend on the database's locale (none in a C-locale PostgreSQL), of ASCII on nothing.
 */

const VOWELS: Record<string, string> = {
  अ: 'a',
  आ: 'aa',
  इ: 'i',
  ई: 'ee',
  उ: 'u',
  ऊ: 'oo',
  ऋ: 'ri',
  ए: 'e',
  ऐ: 'ai',
  ओ: 'o',
  औ: 'au',
  ऑ: 'o',
  ऍ: 'e',
};

/** Vowel signs (matras) after a consonant. */
const MATRAS: Record<string, string> = {
  'ा': 'aa',
  'ि': 'i',
  'ी': 'ee',
  'ु': 'u',
  'ू': 'oo',
  'ृ': 'ri',
  'े': 'e',
  'ै': 'ai',
  'ो': 'o',
  'ौ': 'au',
  'ॉ': 'o',
  'ॅ': 'e',
};

const CONSONANTS: Record<string, string> = {
  क: 'k',
  ख: 'kh',
  ग: 'g',
  घ: 'gh',
  ङ: 'n',
  च: 'ch',
  छ: 'chh',
  ज: 'j',
  झ: 'jh',
  ञ: 'n',
  ट: 't',
  ठ: 'th',
  ड: 'd',
  ढ: 'dh',
  ण: 'n',
  त: 't',
  थ: 'th',
  द: 'd',
  ध: 'dh',
  न: 'n',
  प: 'p',
  फ: 'ph',
  ब: 'b',
  भ: 'bh',
  म: 'm',
  य: 'y',
  र: 'r',
  ल: 'l',
  ळ: 'l',
  व: 'v',
  श: 'sh',
  ष: 'sh',
  स: 's',
  ह: 'h',
};

/** A consonant with a nukta (the dot below): the sound of Urdu and English loans. */
const NUKTA_FORMS: Record<string, string> = {
  क: 'q',
  ख: 'kh',
  ग: 'g',
  ज: 'z',
  ड: 'd',
  ढ: 'dh',
  फ: 'f',
  य: 'y',
};
/** The precomposed nukta letters (U+0958–U+095F), spelled as base + nukta. */
const PRECOMPOSED_NUKTA: Record<string, string> = {
  क़: 'क़',
  ख़: 'ख़',
  ग़: 'ग़',
  ज़: 'ज़',
  ड़: 'ड़',
  ढ़: 'ढ़',
  फ़: 'फ़',
  य़: 'य़',
};

const VIRAMA = '्';
const NUKTA = '़';
const NASALS = new Set(['ं', 'ँ']);
const VISARGA = 'ः';
const DEVANAGARI_DIGIT_ZERO = 0x0966;

interface Syllable {
  consonant: string | null;
  /** The written vowel; null: the inherent 'a', which Hindi often leaves unsaid. */
  vowel: string | null;
  /** A consonant joined to the next by a virama (no vowel of its own). */
  halant: boolean;
  nasal: boolean;
}

/**
 * One Devanagari word in Latin letters as Hindi speakers type it: the inherent 'a' is dropped at the word's end
 * and inside it where Hindi drops it (a consonant between two sounded vowels: मोमबत्ती → mom-batti, सपनों →
 * sapnon), and kept elsewhere (कलश → kalash).
 */
function romanizeWord(word: string): string {
  const syllables: Syllable[] = [];
  const chars = [...word];
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i]!;
    const last = syllables.at(-1);
    if (CONSONANTS[c] !== undefined) {
      const nukta = chars[i + 1] === NUKTA;
      if (nukta) i++;
      syllables.push({
        consonant: (nukta ? NUKTA_FORMS[c] : undefined) ?? CONSONANTS[c]!,
        vowel: null,
        halant: false,
        nasal: false,
      });
    } else if (VOWELS[c] !== undefined) {
      syllables.push({ consonant: null, vowel: VOWELS[c]!, halant: false, nasal: false });
    } else if (MATRAS[c] !== undefined && last?.consonant) {
      last.vowel = MATRAS[c]!;
    } else if (c === VIRAMA && last?.consonant) {
      last.halant = true;
    } else if (NASALS.has(c) && last) {
      last.nasal = true;
    } else if (c === VISARGA && last) {
      syllables.push({ consonant: 'h', vowel: null, halant: true, nasal: false });
    }
  }
  // Which inherent vowels are sounded, decided from the word's end backwards.
  const sounded = syllables.map((s) => s.consonant === null || s.vowel !== null || !s.halant);
  const hasVowel = (k: number) => {
    const s = syllables[k];
    return s !== undefined && (s.consonant === null || s.vowel !== null || (!s.halant && sounded[k]!));
  };
  for (let k = syllables.length - 1; k >= 0; k--) {
    const s = syllables[k]!;
    if (s.consonant === null || s.vowel !== null || s.halant || s.nasal) continue;
    if (k === syllables.length - 1) {
      // The final 'a' is silent, unless the word is one letter (न) or ends in a cluster's consonant.
      if (k > 0 && !syllables[k - 1]!.halant) sounded[k] = false;
      continue;
    }
    const next = syllables[k + 1]!;
    const nextSounded = next.consonant === null || next.vowel !== null || (!next.halant && sounded[k + 1]!);
    if (k > 0 && hasVowel(k - 1) && !syllables[k - 1]!.halant && nextSounded && !next.halant)
      sounded[k] = false;
  }
  return syllables
    .map((s, k) => {
      const vowel = s.vowel ?? (s.consonant === null || (!s.halant && sounded[k]) ? 'a' : '');
      const nasal = s.nasal ? 'n' : '';
      return `${s.consonant ?? ''}${vowel}${nasal}`;
    })
    .join('');
}

const DEVANAGARI_WORD = /[\u0900-\u097F]+/g;

/** Devanagari in Latin letters (other text unchanged): "मोमबत्ती" → "mombattee". */
export function devanagariToLatin(text: string): string {
  return text
    .replace(/[\u0958-\u095F]/g, (c) => PRECOMPOSED_NUKTA[c] ?? c)
    .replace(/[\u0966-\u096F]/g, (d) => String(d.charCodeAt(0) - DEVANAGARI_DIGIT_ZERO))
    .replace(/[।॥]/g, ' ')
    .replace(DEVANAGARI_WORD, romanizeWord);
}

/**
 * One Latin word folded to how it sounds, so the spellings of one word meet: long vowels and doubled letters
 * (mombatti, mombati; deepak, dipak), aspirates (kadhai, kadai; jhumka, jumka), w/v, z/s (rezin, resin), q/k, ph/f, and plurals
 * (candles, mombattiyan).
 */
function foldWord(word: string): string {
  let w = word
    .replace(/ee/g, 'i')
    .replace(/oo/g, 'u')
    .replace(/aa/g, 'a')
    .replace(/ph/g, 'f')
    .replace(/([bcdgjklpstr])h/g, '$1')
    .replace(/w/g, 'v')
    .replace(/z/g, 's')
    .replace(/q/g, 'k')
    .replace(/ck/g, 'k')
    .replace(/([a-z])\1+/g, '$1');
  // Plurals: Hindi -iyan/-iyon (mombattiyan → mombatti), English -ies/-es/-s.
  if (w.length > 4) w = w.replace(/iy[ao]n$/, 'i');
  if (w.length > 4) w = w.replace(/ies$/, 'i').replace(/([sxj]|c)es$/, '$1');
  if (w.length > 3 && /[^su]s$/.test(w)) w = w.slice(0, -1);
  // A word's last y sounds i (diya/dia is not folded: only the final letter).
  return w.replace(/y$/, 'i');
}

/** The search key of some text: lower-case Latin words, Devanagari romanised, accents dropped, folded. */
export function searchKey(text: string): string {
  return devanagariToLatin(text.normalize('NFC'))
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map(foldWord)
    .join(' ');
}
