import ipaddr from 'ipaddr.js';
import type { z } from 'zod';
import type { Env } from './schema.ts';

/**
 * What a shop on a public address must not run with: the development secret or a weak one, placeholder
 * passwords, the sandboxes, trust in every proxy hop, plain-http discovery, and NODE_ENV left at development
 * (decision 011). Each rule names the variable and the fix.
 */

/** The secret development and tests sign sessions with when BETTER_AUTH_SECRET is unset; refused in production. */
export const DEV_AUTH_SECRET = 'karigar-development-secret-change-me-0123456789';

export function productionRules(env: Env, ctx: z.RefinementCtx): void {
  const refuse = (key: keyof Env, message: string) => ctx.addIssue({ code: 'custom', path: [key], message });
  // NODE_ENV defaults to development, which allows the development secret and insecure cookies: a shop on
  // a public address must say production.
  if (env.NODE_ENV === 'development' && env.PUBLIC_URL && !isLocalUrl(env.PUBLIC_URL))
    refuse(
      'NODE_ENV',
      `is development (the default) but PUBLIC_URL ${env.PUBLIC_URL} is not local: set NODE_ENV=production`,
    );
  if (env.NODE_ENV !== 'production') return;
  if (!env.GOOGLE_DISCOVERY_URL.startsWith('https://'))
    refuse('GOOGLE_DISCOVERY_URL', 'must be https in production');
  if (env.TRUST_PROXY === true)
    refuse(
      'TRUST_PROXY',
      'true would trust the X-Forwarded-For a client sends itself: set the number of proxies in front (1 for one nginx or Caddy) or their addresses (e.g. 10.0.0.0/8)',
    );
  if (!env.BETTER_AUTH_SECRET) refuse('BETTER_AUTH_SECRET', 'is required in production');
  const weakness = env.BETTER_AUTH_SECRET && secretWeakness(env.BETTER_AUTH_SECRET);
  if (weakness) refuse('BETTER_AUTH_SECRET', `${weakness}: generate one with \`openssl rand -base64 32\``);
  if (env.DATABASE_URL && isPlaceholder(databasePassword(env.DATABASE_URL)))
    refuse('DATABASE_URL', 'has a placeholder password: set a generated one (`openssl rand -base64 24`)');
  if (env.WHATSAPP_PROVIDER === 'sandbox')
    refuse(
      'WHATSAPP_PROVIDER',
      'sandbox is never used in production (it sends nothing): set cloud, or leave it empty',
    );
  for (const key of ['RAZORPAY_API_URL', 'WHATSAPP_API_URL', 'SHIPROCKET_API_URL'] as const)
    if (!env[key].startsWith('https://') && !isLoopbackUrl(env[key]))
      refuse(
        key,
        'must be https in production (http only for a stand-in on this machine: 127.0.0.1, ::1, localhost)',
      );
  if (env.PAYMENT_PROVIDER === 'sandbox')
    refuse(
      'PAYMENT_PROVIDER',
      'sandbox is never used in production (it confirms online orders without payment): set razorpay, or leave it empty for cash on delivery only',
    );
}

/** The placeholders shipped in deploy/.env.example and the like; never a production secret. */
const PLACEHOLDER = /change-?me|replace-?me|placeholder|your[-_ ]?(secret|password)|^secret$|^password$/i;
const isPlaceholder = (value: string | undefined) => value !== undefined && PLACEHOLDER.test(value);

function databasePassword(url: string): string | undefined {
  try {
    return decodeURIComponent(new URL(url).password) || undefined;
  } catch {
    return undefined;
  }
}

/** Bits of randomness a secret shows in its own characters (Shannon entropy of their frequencies × length). */
function characterEntropyBits(secret: string): number {
  const counts = new Map<string, number>();
  for (const char of secret) counts.set(char, (counts.get(char) ?? 0) + 1);
  let bitsPerChar = 0;
  for (const count of counts.values())
    bitsPerChar -= (count / secret.length) * Math.log2(count / secret.length);
  return bitsPerChar * secret.length;
}

/**
 * Why a production secret is unfit, or null. Generated secrets (`openssl rand -base64 32`, `-hex 32`) pass;
 * the development secret, placeholders, and typed patterns (one character, runs like `abcd…`, a phrase
 * repeated) do not. A heuristic: it catches what people type, not every weak secret.
 */
export function secretWeakness(secret: string): string | null {
  if (secret === DEV_AUTH_SECRET) return 'is the development secret';
  if (isPlaceholder(secret)) return 'is a placeholder';
  const chars = [...secret];
  const steps = chars.slice(1).filter((c, i) => Math.abs(c.charCodeAt(0) - chars[i]!.charCodeAt(0)) === 1);
  const trigrams = chars.slice(2).map((_, i) => chars.slice(i, i + 3).join(''));
  if (
    characterEntropyBits(secret) < 80 ||
    steps.length > chars.length / 2 ||
    new Set(trigrams).size < trigrams.length * 0.75
  )
    return 'has too little randomness (repeated or sequential characters)';
  return null;
}

/** localhost, *.localhost, or a loopback or private address: a development machine or a LAN. */
function isLocalUrl(url: string): boolean {
  if (!URL.canParse(url)) return true; // PUBLIC_URL's own check reports it
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (!ipaddr.isValid(host)) return false;
  return ['loopback', 'private', 'uniqueLocal', 'linkLocal'].includes(ipaddr.process(host).range());
}

/** A URL on this machine (a local stand-in), which may be plain http even in production. */
function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  return ipaddr.isValid(host) && ipaddr.process(host).range() === 'loopback';
}
