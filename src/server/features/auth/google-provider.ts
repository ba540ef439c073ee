import { APIError } from 'better-auth/api';
import { genericOAuth } from 'better-auth/plugins';
import type { GoogleConfig } from '../../env.ts';

/** better-auth's provider id, stored as `account.provider_id` of a linked Google account. */
export const GOOGLE_PROVIDER_ID = 'google';
/** Where Google sends the browser back: our route, which hands the answer to better-auth (decision 038). */
export const GOOGLE_CALLBACK_PATH = '/api/account/google/callback';
/** better-auth's error code when Google does not vouch for the email (the callback route's message). */
export const GOOGLE_EMAIL_UNVERIFIED = 'GOOGLE_EMAIL_NOT_VERIFIED';

/** The payload of a JWT whose signature was already checked. */
function claimsOf(jwt: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8'));
}

/**
 * Sign in with Google as an OpenID Connect provider read from its discovery document (Google's own unless
 * GOOGLE_DISCOVERY_URL names a local test issuer): authorization code with PKCE and state, and an ID token
 * whose signature (the issuer's JWKS), issuer, audience and nonce better-auth checks before we read it.
 */
export function googleSignIn(google: GoogleConfig, baseURL: string) {
  return genericOAuth({
    config: [
      {
        providerId: GOOGLE_PROVIDER_ID,
        name: 'Google',
        discoveryUrl: google.discoveryUrl,
        clientId: google.clientId,
        clientSecret: google.clientSecret,
        redirectURI: `${baseURL}${GOOGLE_CALLBACK_PATH}`,
        scopes: ['openid', 'email', 'profile'],
        pkce: true,
        // No sign-in on an unsigned or unchecked token: a discovery without JWKS leaves the provider off.
        requireIdTokenVerification: true,
        prompt: 'select_account',
        // Called only after the ID token passed verification (it is the one source of the profile).
        getUserInfo: async (tokens) => {
          if (!tokens.idToken) return null;
          const claims = claimsOf(tokens.idToken);
          if (typeof claims.sub !== 'string' || typeof claims.email !== 'string') return null;
          // Review H1: an address Google has not verified proves nothing; nothing is created or linked.
          if (claims.email_verified !== true && claims.email_verified !== 'true') {
            throw new APIError('FORBIDDEN', {
              code: GOOGLE_EMAIL_UNVERIFIED,
              message: GOOGLE_EMAIL_UNVERIFIED,
            });
          }
          return {
            id: claims.sub,
            sub: claims.sub,
            email: claims.email.toLowerCase(),
            emailVerified: true,
            name: typeof claims.name === 'string' ? claims.name : '',
            image: typeof claims.picture === 'string' ? claims.picture : undefined,
          };
        },
      },
    ],
  });
}
