import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { PINCODE_PATTERN } from '#shared/addresses/address.ts';
import { pincodeQueryOptions } from '../api/delivery-api.ts';
import { useDeliveryT } from '../i18n.ts';
import { useStateName } from './use-state-name.ts';

/**
 * Inside a kit form: once the shopper types a 6-digit pincode, the city and state fill in from India Post's
 * directory (through the API; the directory stays out of the bundle), where the shopper has not written their
 * own. A prefilled address is left as it is until its pincode is typed; a pincode put in with no city or state
 * beside it (the one checked on a product page, audit D-m2) fills them as if typed. Gives the line to show under
 * the pincode: the place, or that it is not known.
 */
export function usePincodeFill(names: { pincode: string; city: string; state: string }) {
  const { setValue, getValues, clearErrors } = useFormContext();
  const pincode = String(useWatch({ name: names.pincode }) ?? '').trim();
  const [typed, setTyped] = useState(false);
  const city = String(useWatch({ name: names.city }) ?? '').trim();
  const state = String(useWatch({ name: names.state }) ?? '').trim();
  const placeEmpty = city === '' && state === '';
  const valid = PINCODE_PATTERN.test(pincode);
  // A whole pincode with no place beside it fills the place, typed or put in (audit D-m2).
  useEffect(() => {
    if (valid && placeEmpty) setTyped(true);
  }, [valid, placeEmpty]);
  const place = useQuery({ ...pincodeQueryOptions(pincode), enabled: typed && valid });
  const filled = useRef({ pincode: '', city: '', state: '' });
  const t = useDeliveryT();
  const stateName = useStateName();

  // A field is filled when empty or still holding the last fill: a city the shopper wrote stays theirs.
  useEffect(() => {
    const last = filled.current;
    if (!typed || !place.data || last.pincode === place.data.pincode) return;
    for (const key of ['city', 'state'] as const) {
      const current = String(getValues(names[key]) ?? '').trim();
      if (current === '' || current === last[key]) {
        setValue(names[key], place.data[key], { shouldDirty: true });
        clearErrors(names[key]);
      }
    }
    filled.current = place.data;
  }, [typed, place.data, names, getValues, setValue, clearErrors]);

  let hint: string | null = null;
  // The fields get the directory's English (the stored address); the line says the state in the page's language.
  if (typed && valid && place.data) hint = `${place.data.city}, ${stateName(place.data.state)}`;
  else if (typed && valid && place.isError) hint = t('delivery.said.pincodeUnknown', { pincode });
  return { hint, onType: () => setTyped(true) };
}
