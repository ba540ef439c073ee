import { describe, expect, it } from 'vitest';
import { devanagariToLatin, searchKey } from './search-key.ts';
import { expandQuery } from './synonyms.ts';

describe('devanagariToLatin: Hindi as it is typed in Latin letters', () => {
  it.each([
    ['मोमबत्ती', 'mombattee'],
    ['सपनों का जाल', 'sapnon kaa jaal'],
    ['कलश', 'kalash'],
    ['लिप्पन', 'lippan'],
    ['दीया', 'deeyaa'],
    ['न', 'na'],
    ['रेज़िन', 'rezin'],
    ['कढ़ाई', 'kadhaaee'],
    ['चित्र', 'chitra'],
    ['१२ इंच', '12 inch'],
  ])('%s → %s', (hindi, latin) => {
    expect(devanagariToLatin(hindi)).toBe(latin);
  });

  it('leaves Latin text as it is', () => {
    expect(devanagariToLatin('Lippan Art (12 in)')).toBe('Lippan Art (12 in)');
  });
});

describe('searchKey: one key for the spellings of one word', () => {
  it.each([
    [['मोमबत्ती', 'mombatti', 'mombati', 'Mombattis', 'मोमबत्तियाँ'], 'mombati'],
    [['लिप्पन', 'Lippan', 'lipan'], 'lipan'],
    [['दीया', 'diya', 'Diyas'], 'diya'],
    [['कढ़ाई', 'kadhai', 'kadai'], 'kadai'],
    [['रेज़िन', 'resin', 'rezin'], 'resin'],
    [['candle', 'Candles', 'CANDLE'], 'candle'],
    [['Macramé', 'macrame'], 'macrame'],
  ])('%j → %s', (spellings, key) => {
    for (const spelling of spellings) expect(searchKey(spelling), spelling).toBe(key);
  });

  it('keeps words apart and drops punctuation', () => {
    expect(searchKey('  Jute & Dried-Rose  ')).toBe('jute and dried rose');
    expect(searchKey('%_')).toBe('');
  });
});

describe('expandQuery: the spellings a query stands for', () => {
  const groups = [
    ['dream catcher', 'dreamcatcher', 'sapno ka jaal'],
    ['candle', 'मोमबत्ती'],
  ];

  it('replaces a group term found as whole words by each other term, the query first', () => {
    expect(expandQuery('blue sapno ka jaal', groups)).toEqual([
      'blue sapno ka jal',
      'blue dream catcer',
      'blue dreamcatcer',
    ]);
    expect(expandQuery('Mombatti', groups)).toEqual(['mombati', 'candle']);
  });

  it('leaves a query no group names alone, and gives nothing for no words', () => {
    expect(expandQuery('candles for diwali', [['lamp', 'diya']])).toEqual(['candle for divali']);
    expect(expandQuery('  ', groups)).toEqual([]);
  });
});
