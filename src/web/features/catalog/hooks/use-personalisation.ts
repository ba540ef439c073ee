import { useRef, useState } from 'react';
import type { Product } from '#shared/catalog/catalog.schemas.ts';
import {
  type PersonalisationField,
  type PersonalisationInput,
  type Settled,
  settlePersonalisation,
} from '#shared/catalog/personalisation.ts';

export interface PersonalisationState {
  fields: readonly PersonalisationField[];
  /** What the buyer has typed or chosen, by field key. */
  inputs: PersonalisationInput;
  set: (key: string, value: string) => void;
  /** The inputs as the shop checks and prices them (the server does it again at the order, decision 072). */
  settled: Settled;
  /** The inputs given last, even before React has rendered them (a tap on Add to Cart right after typing). */
  latest: () => Settled;
  latestInputs: () => PersonalisationInput;
  /** Add to Cart was refused for a missing or broken field: each field's problem shows beside it. */
  tried: boolean;
  markTried: () => void;
}

/** The product page's personalisation (decision 072); null for a product without fields. */
export function usePersonalisation(product: Pick<Product, 'personalisation'>): PersonalisationState | null {
  const fields = product.personalisation ?? [];
  const [inputs, setInputs] = useState<PersonalisationInput>({});
  const [tried, setTried] = useState(false);
  const last = useRef<PersonalisationInput>({});
  if (fields.length === 0) return null;
  return {
    fields,
    inputs,
    set: (key, value) => {
      last.current = { ...last.current, [key]: value };
      setInputs(last.current);
    },
    settled: settlePersonalisation(fields, inputs),
    latest: () => settlePersonalisation(fields, last.current),
    latestInputs: () => last.current,
    tried,
    markTried: () => setTried(true),
  };
}
