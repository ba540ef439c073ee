/**
 * The demo shop's admin authenticator (review 2026-11-29 L3, decision 059). Two-factor sign-in is required for
 * every team account; so that the demo stays easy to try, the admin created on a first start that seeds the demo
 * outside production is enrolled with this published key (README "Trying the demo"). It protects nothing: a real
 * shop (NODE_ENV=production, where the demo is off unless asked for) never gets it, and its admin enrols at first
 * sign-in. `DEMO_AUTHENTICATOR_KEY` is what an authenticator app is given: the base32 of the raw secret.
 * No imports: the browser suite reads it too.
 */
export const DEMO_TWO_FACTOR_SECRET = 'karigar-demo-2fa-key';
export const DEMO_AUTHENTICATOR_KEY = 'NNQXE2LHMFZC2ZDFNVXS2MTGMEWWWZLZ';
