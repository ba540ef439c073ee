import { useMemo } from 'react';
import { INDIAN_STATES } from '#shared/addresses/indian-states.ts';
import { useStatesT } from '../i18n-states.ts';

type IndianState = (typeof INDIAN_STATES)[number];
const isIndianState = (name: string): name is IndianState =>
  (INDIAN_STATES as readonly string[]).includes(name);

/**
 * A state's name through the states catalog's `t`: one of India's (as the address form and India Post's
 * directory spell them) in the catalog's language, anything else as written.
 */
export const stateNamer =
  (t: (key: `states.name.${IndianState}`) => string) =>
  (state: string): string =>
    isIndianState(state) ? t(`states.name.${state}`) : state;

/** A state's name in the page's language; the stored address keeps the English name. */
export function useStateName(): (state: string) => string {
  const t = useStatesT();
  return useMemo(() => stateNamer(t), [t]);
}
