import { describe, expect, it } from 'vitest';
import { INDIAN_STATES } from '#shared/addresses/indian-states.ts';
import { DELIVERY_MESSAGES } from '#shared/delivery/delivery.ts';
import { said } from '#shared/i18n/said.ts';
import { createTranslator, LOCALES } from '#shared/i18n/translate.ts';
import enStates from '#web/i18n/en/states.json';
import hiDelivery from '#web/i18n/hi/delivery.json';
import hiStates from '#web/i18n/hi/states.json';
import { saidMessages } from '#web/lib/shared-messages.ts';
import { stateNamer } from './use-state-name.ts';

/** Issue 25: India's states and union territories named in the page's language, the English unchanged. */
const hi = stateNamer(createTranslator('hi', hiStates, enStates));
const en = stateNamer(createTranslator('en', enStates));

describe('state names', () => {
  it('English names every state as the address form and the directory spell it', () => {
    for (const state of INDIAN_STATES) expect(en(state)).toBe(state);
    expect(Object.keys(enStates)).toHaveLength(INDIAN_STATES.length);
  });

  it('Hindi names every state in Devanagari', () => {
    for (const state of INDIAN_STATES) expect(hi(state), state).toMatch(/^[\u0900-\u097F ]+$/);
    expect(hi('Kerala')).toBe('केरल');
    expect(hi('Tamil Nadu')).toBe('तमिलनाडु');
    expect(hi('Dadra and Nagar Haveli and Daman and Diu')).toBe('दादरा और नगर हवेली और दमन और दीव');
  });

  it('leaves a name that is not one of them as written', () => {
    expect(hi('Jammu & Kashmir')).toBe('Jammu & Kashmir');
    expect(hi('')).toBe('');
  });

  it("names the state in the checkout's pincode refusal in Hindi (decision 042), as useDeliverySaid does", () => {
    const t = createTranslator('hi', hiDelivery);
    const say = saidMessages(
      LOCALES.hi,
      (code, params) => t(`delivery.said.${code}`, params),
      (param, value) => (param === 'state' ? hi(String(value)) : value),
    );
    const english = DELIVERY_MESSAGES.pincodeOtherState('400001', 'Maharashtra');
    expect(say(english, said('pincodeOtherState', { pincode: '400001', state: 'Maharashtra' }))).toBe(
      'पिनकोड 400001 महाराष्ट्र में है। कृपया पिनकोड या राज्य जाँच लें।',
    );
  });
});
