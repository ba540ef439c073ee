import { describe, expect, it } from 'vitest';
import en from '#web/i18n/en/returns.json';
import { SERVER_SAYS } from './server-says.ts';

describe("the report form's server messages", () => {
  it('say in English exactly what the server says', () => {
    for (const [message, key] of Object.entries(SERVER_SAYS)) expect(en[key]).toBe(message);
  });
});
