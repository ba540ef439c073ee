import { Events, OAuth2Server } from 'oauth2-mock-server';
import { expect } from 'vitest';
import type { TestClient } from './accounts.ts';

/** Who the next ID token says signed in at "Google". */
export interface GoogleIdentity {
  sub: string;
  email: string;
  email_verified: boolean | string;
  name?: string;
  /** Overrides any claim (a token for another client, say). */
  claims?: Record<string, unknown>;
}

export const GOOGLE_TEST_CLIENT_ID = 'karigar-test-client';

export const googleIdentity = (email: string, overrides: Partial<GoogleIdentity> = {}): GoogleIdentity => ({
  sub: `google-${email}`,
  email,
  email_verified: true,
  ...overrides,
});

/**
 * "Google" for server tests (issue 22 item 5): a local OpenID Connect server (oauth2-mock-server) that signs
 * real ID tokens with its own keys; our server reads its discovery document and JWKS. `start` it in a
 * beforeAll, give the app its `config()`, `stop` it after.
 */
export class LocalGoogle {
  readonly oidc = new OAuth2Server();
  /** Who the next ID token names. */
  identity: GoogleIdentity | undefined;

  constructor() {
    this.oidc.service.on(Events.BeforeTokenSigning, (token) => {
      if (!this.identity) return;
      const { claims, ...standard } = this.identity;
      Object.assign(token.payload, { name: 'Meera Iyer', ...standard, ...claims });
    });
  }

  async start(): Promise<void> {
    await this.oidc.issuer.keys.generate('RS256');
    await this.oidc.start(0, '127.0.0.1');
  }

  stop(): Promise<void> {
    return this.oidc.stop();
  }

  /** The app's configuration for this "Google". */
  config(): Record<string, string> {
    return {
      GOOGLE_CLIENT_ID: GOOGLE_TEST_CLIENT_ID,
      GOOGLE_CLIENT_SECRET: 'karigar-test-secret',
      GOOGLE_DISCOVERY_URL: `${this.oidc.issuer.url}/.well-known/openid-configuration`,
    };
  }

  /**
   * The browser's round trip: our start route, "Google" (which answers at once for `who`), and Google's
   * redirect back to our callback route, whose answer is returned.
   */
  async signIn(
    client: TestClient,
    who: GoogleIdentity,
    next?: string,
    atAuthorize?: (authorize: URL) => Promise<void>,
    /** The start's headers (the page's language, as the web's API client names it). */
    headers?: Record<string, string>,
  ) {
    const start = await client.post('/api/account/google', next === undefined ? {} : { next }, headers);
    expect(start.statusCode, start.body).toBe(200);
    const authorize = new URL(start.json().url);
    expect(authorize.origin).toBe(new URL(this.oidc.issuer.url!).origin);
    expect(authorize.searchParams.get('client_id')).toBe(GOOGLE_TEST_CLIENT_ID);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('state')).toBeTruthy();
    expect(authorize.searchParams.get('nonce')).toBeTruthy();
    this.identity = who;
    await atAuthorize?.(authorize);
    const atGoogle = await fetch(authorize, { redirect: 'manual' });
    const back = new URL(atGoogle.headers.get('location')!);
    expect(back.pathname).toBe('/api/account/google/callback');
    return client.get(`${back.pathname}${back.search}`);
  }
}
