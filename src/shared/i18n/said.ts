import type { Params } from './translate.ts';

// Server messages that carry figures, sayable in any language (decision 042). Zod-free.

/**
 * A message with figures as the web can say it in the page's language: `code` is the message's name in its
 * shared module (CHECKOUT_MESSAGES.tooManyUnits → 'tooManyUnits'), `params` its figures. An amount is in paise
 * under a name ending in `Paise` (`minPaise` fills `{{min}}`), a moment an ISO string under a name ending in
 * `At` (`startsAt` fills `{{starts}}`); the web formats both in the page's locale. The English `message` sent
 * beside it stays word for word the spec's text.
 */
export interface Said {
  code: string;
  params: Params;
}

export const said = (code: string, params: Params = {}): Said => ({ code, params });
