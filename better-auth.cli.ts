// CLI-only config for `npm run auth:generate`: a mock db, so no connection is needed.
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { drizzle } from 'drizzle-orm/node-postgres';
import { authOptions } from './src/server/features/auth/auth-options.ts';

export const auth = betterAuth({
  ...authOptions({
    baseURL: 'http://localhost:3000',
    secret: 'cli-only-secret-cli-only-secret-000',
    secureCookies: false,
    sendOtp: async () => {},
  }),
  database: drizzleAdapter(drizzle.mock(), { provider: 'pg' }),
});
