import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { BrowserContext } from '@playwright/test';
import { Events, OAuth2Server } from 'oauth2-mock-server';
import { THIS_SHOP_DIR } from './shops.ts';

/**
 * The browser suite's "Google": a local OpenID Connect server (oauth2-mock-server) that signs real ID tokens
 * with its own keys. It answers the authorization request at once for whoever the browser's identity cookie
 * names (set by the test on the server's origin, as Google knows its signed-in user), so a test picks the
 * Google account the way a shopper picks one in Google's chooser.
 */
export const GOOGLE_ISSUER_FILE = join(THIS_SHOP_DIR, 'google-issuer.txt');
export const GOOGLE_IDENTITY_COOKIE = 'e2e_google_identity';
export const GOOGLE_CLIENT_ID = 'karigar-e2e';

export interface GoogleIdentity {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
}

/** Which Google account the local "Google" signs in next, for this browser (its own cookie). */
export async function chooseGoogleAccount(context: BrowserContext, identity: GoogleIdentity) {
  await context.addCookies([
    {
      name: GOOGLE_IDENTITY_COOKIE,
      value: encodeURIComponent(JSON.stringify(identity)),
      url: readFileSync(GOOGLE_ISSUER_FILE, 'utf8'),
    },
  ]);
}

function identityIn(cookieHeader: string | undefined): GoogleIdentity | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === GOOGLE_IDENTITY_COOKIE) return JSON.parse(decodeURIComponent(value.join('=')));
  }
  return undefined;
}

/** Starts the server on a free local port; its issuer URL is written where the tests read it. */
export async function startGoogleStandIn() {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  const byCode = new Map<string, GoogleIdentity>();
  server.service.on(Events.BeforeAuthorizeRedirect, ({ url }, req) => {
    const code = url.searchParams.get('code');
    const identity = identityIn(req.headers.cookie);
    if (code && identity) byCode.set(code, identity);
  });
  server.service.on(Events.BeforeTokenSigning, (token, req) => {
    const identity = byCode.get(String(req.body.code));
    if (identity) Object.assign(token.payload, identity);
  });
  const issuer = server.issuer.url!;
  mkdirSync(dirname(GOOGLE_ISSUER_FILE), { recursive: true });
  writeFileSync(GOOGLE_ISSUER_FILE, issuer);
  return {
    env: {
      GOOGLE_CLIENT_ID,
      GOOGLE_CLIENT_SECRET: 'karigar-e2e-secret',
      GOOGLE_DISCOVERY_URL: `${issuer}/.well-known/openid-configuration`,
    },
    close: () => server.stop(),
  };
}
