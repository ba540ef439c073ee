/** What plugins (the auth guard) take of auth besides its services: the better-auth instance's type and headers. */
export { type Auth, authHeaders } from './auth.ts';
