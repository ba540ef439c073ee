import { createHash, randomBytes } from 'node:crypto';

/**
 * Review 2026-11-29 M1 (docs/decisions/049): each sign-up answer gives its browser a random ticket in an
 * HttpOnly cookie; the sign-up's details wait under the ticket's hash, and verifying the email applies
 * only the details of the ticket the verifying browser holds. Every sign-up answer sets one, for an
 * email with an account too, so the answer still says nothing about the email.
 */
export const SIGN_UP_TICKET_COOKIE = 'karigar_sign_up';
/** Unverified accounts are purged a day after their last code: a ticket is no use after that. */
const TICKET_MAX_AGE_SECONDS = 24 * 60 * 60;

export const newSignUpTicket = () => randomBytes(32).toString('base64url');

export const signUpTicketHash = (ticket: string) => createHash('sha256').update(ticket).digest('base64url');

/** The ticket a request's cookie header carries, if any. */
export function signUpTicketOf(cookieHeader: string | null | undefined): string | undefined {
  return cookieHeader?.match(
    new RegExp(`(?:^|;\\s*)${SIGN_UP_TICKET_COOKIE}=([A-Za-z0-9_-]{43})(?:;|$)`),
  )?.[1];
}

/** Sent to the sign-up and verification routes only; `null` clears it. */
export function signUpTicketCookie(ticket: string | null, secure: boolean): string {
  const value = ticket ?? '';
  const maxAge = ticket ? TICKET_MAX_AGE_SECONDS : 0;
  return `${SIGN_UP_TICKET_COOKIE}=${value}; Path=/api/account; Max-Age=${maxAge}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
}
