import { normaliseState } from '#shared/delivery/delivery.ts';

/*
 * India Post's pincode directory (decision 039), shipped as data in pincode-directory.json (built by
 * scripts/pincodes/build-directory.ts; Government Open Data License – India). Loaded on the first lookup, kept
 * in memory as one Map (19,159 pincodes); never sent to the browser whole.
 */

export interface PincodePlace {
  pincode: string;
  /** The district, as a city for the address form. */
  city: string;
  /** The state the address form names; a pincode across a state border has more than one. */
  state: string;
  states: string[];
}

let directory: Promise<Map<string, PincodePlace>> | undefined;

async function load(): Promise<Map<string, PincodePlace>> {
  const { default: data } = await import('./pincode-directory.json');
  const map = new Map<string, PincodePlace>();
  for (const row of data.pins.split(',')) {
    const [pincode, district, states] = row.split(':') as [string, string, string];
    const names = states.split('.').map((i) => data.states[Number.parseInt(i, 36)]!);
    map.set(pincode, {
      pincode,
      city: data.districts[Number.parseInt(district, 36)]!,
      state: names[0]!,
      states: names,
    });
  }
  return map;
}

/** The pincode's place, or null when India Post's directory has no such pincode. */
export async function lookupPincode(pincode: string): Promise<PincodePlace | null> {
  directory ??= load();
  return (await directory).get(pincode.trim()) ?? null;
}

/** Whether the address's state is (one of) the pincode's. */
export const inState = (place: PincodePlace, state: string) =>
  place.states.some((s) => normaliseState(s) === normaliseState(state));
