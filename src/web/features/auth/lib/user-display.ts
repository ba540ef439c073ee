import type { SessionUser } from '#web/lib/session.ts';

/** The first name for the menu button ('Asha' for 'Asha Rao'), else the part of the email before the @. */
export function shortName(user: Pick<SessionUser, 'name' | 'email'>): string {
  const first = user.name.trim().split(/\s+/)[0];
  return first || user.email.split('@')[0] || user.email;
}

/** One or two letters for the avatar circle. */
export function initials(user: Pick<SessionUser, 'name' | 'email'>): string {
  const words = user.name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length ? words.slice(0, 2).map((w) => w[0]) : [user.email[0] ?? '?'];
  return letters.join('').toUpperCase();
}
