import { describe, expect, it } from 'vitest';
import { ADDRESS_MESSAGES } from '#shared/addresses/address.ts';
import { createTranslator, type Messages } from '#shared/i18n/translate.ts';
import enAddresses from '#web/i18n/en/addresses.json';
import hiAddresses from '#web/i18n/hi/addresses.json';
import { ApiError } from './api-client.ts';
import { type GenericError, sayApiError, sayRefusal, sharedMessages } from './shared-messages.ts';

/**
 * A refusal said in the page's language (decision 035), as the address book says it: a message the part names
 * by its name, a generic refusal (no connection, too many requests, a server fault) by its code, anything else
 * as the server wrote it.
 */
function sayers(catalog: Messages) {
  const t = createTranslator('hi', catalog, enAddresses);
  const say = sharedMessages(ADDRESS_MESSAGES, (name) => t(`addresses.msg.${name}`));
  const generic = (code: GenericError) => t(`addresses.generic.${code}`);
  return { say, generic };
}
const hi = sayers(hiAddresses);

const refusal = (status: number, code: string, message: string, fields?: Record<string, string>) =>
  new ApiError(status, code, message, fields);

describe('sayApiError with generic refusals', () => {
  it.each([
    [0, 'NETWORK', 'We could not reach the shop. Please check your connection and try again.'],
    [429, 'RATE_LIMITED', 'Too many requests, please try again later.'],
    [500, 'INTERNAL', 'Something went wrong on our side. Please try again in a moment.'],
  ])('says a %i %s in Hindi by its code', (status, code, message) => {
    const said = sayApiError(refusal(status, code, message), hi.say, hi.generic) as ApiError;
    expect(said).toBeInstanceOf(ApiError);
    expect(said.message).toBe(hiAddresses[`addresses.generic.${code as GenericError}`]);
    expect(said).toMatchObject({ status, code });
    expect(sayRefusal(refusal(status, code, message), hi.say, hi.generic)).toBe(said.message);
  });

  it('says a message the part knows by its name, whatever the code, and its fields too', () => {
    const said = sayApiError(
      refusal(404, 'NOT_FOUND', ADDRESS_MESSAGES.notFound, { phone: ADDRESS_MESSAGES.invalidPhone }),
      hi.say,
      hi.generic,
    ) as ApiError;
    expect(said.message).toBe(hiAddresses['addresses.msg.notFound']);
    expect(said.fields).toEqual({ phone: hiAddresses['addresses.msg.invalidPhone'] });
    // A known message under a generic code keeps its own words.
    const known = sayRefusal(refusal(500, 'INTERNAL', ADDRESS_MESSAGES.addFailed), hi.say, hi.generic);
    expect(known).toBe(hiAddresses['addresses.msg.addFailed']);
  });

  it("leaves a message it does not know under another code as the server's, and anything not a refusal as it is", () => {
    const said = sayApiError(refusal(400, 'BAD_REQUEST', 'Some new rule.'), hi.say, hi.generic) as ApiError;
    expect(said.message).toBe('Some new rule.');
    const plain = new Error('boom');
    expect(sayApiError(plain, hi.say, hi.generic)).toBe(plain);
  });

  it('without `generic`, a generic refusal stays as the server wrote it', () => {
    const said = sayApiError(refusal(429, 'RATE_LIMITED', 'Too many requests.'), hi.say) as ApiError;
    expect(said.message).toBe('Too many requests.');
  });

  it('the English catalog says the generic refusals in English', () => {
    const en = sayers(enAddresses);
    expect(sayRefusal(refusal(0, 'NETWORK', 'x'), en.say, en.generic)).toBe(
      'We could not reach the shop. Please check your connection and try again.',
    );
  });
});
