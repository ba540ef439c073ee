import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.ts';

export const NOT_ALLOWED_CHARACTERS = 'This contains characters that are not allowed.';

/** A NUL (PostgreSQL refuses it in text) or half a UTF-16 surrogate pair (not text at all). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding NUL is the point
const BAD_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Every path in `value` whose string (or key) holds BAD_TEXT, each mapped to the message. A loop,
 * not recursion: a body nested 10,000 deep must not overflow the stack.
 */
function badText(body: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  const pending: Array<[unknown, string]> = [[body, '']];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, path] = next;
    if (typeof value === 'string') {
      if (BAD_TEXT.test(value)) fields[path || 'body'] = NOT_ALLOWED_CHARACTERS;
    } else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        const at = path ? `${path}.${key}` : key;
        if (BAD_TEXT.test(key)) fields[at] = NOT_ALLOWED_CHARACTERS;
        else pending.push([child, at]);
      }
    }
  }
  return fields;
}

/**
 * IV-03: such text in a body is refused as a 400 naming each field, before any handler runs, on
 * every route (ours and better-auth's): otherwise it reaches the database mid-request and fails
 * there (a 500 from better-auth's sign-up), or is silently stored as U+FFFD. It runs after schema
 * validation, so a route's own messages for its fields come first.
 */
export const inputGuardPlugin = fp(
  async (app) => {
    app.addHook('preHandler', async (request) => {
      // Bodies only: a URL cannot carry a lone surrogate, and a NUL there already answers 400.
      const fields = badText(request.body);
      if (Object.keys(fields).length > 0)
        throw new AppError('VALIDATION_FAILED', NOT_ALLOWED_CHARACTERS, fields);
    });
  },
  { name: 'input-guard' },
);
