import { createHmac, timingSafeEqual } from 'node:crypto';
import { UNSUBSCRIBE_PATH } from '#shared/customers/marketing-consent.ts';
import { isUuid } from '../../lib/uuid.ts';

/**
 * The unsubscribe link's token (docs/decisions/023): the profile id and its HMAC-SHA256 under a key drawn
 * from the server secret. It needs no sign-in and does not expire (a mail read a year later must still
 * work); it can only withdraw consent, never give it.
 */
export class UnsubscribeTokens {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('karigar:unsubscribe-link').digest();
  }

  private sign(profileId: string): string {
    return createHmac('sha256', this.key).update(profileId).digest('base64url');
  }

  issue(profileId: string): string {
    return `${profileId}.${this.sign(profileId)}`;
  }

  link(publicUrl: string, profileId: string): string {
    return `${publicUrl.replace(/\/$/, '')}${UNSUBSCRIBE_PATH}?token=${this.issue(profileId)}`;
  }

  /** The profile id a genuine token names, in constant time; undefined for anything else. */
  profileOf(token: string): string | undefined {
    const [id, signature, ...rest] = token.split('.');
    if (!id || !signature || rest.length > 0 || !isUuid(id)) return undefined;
    const expected = Buffer.from(this.sign(id.toLowerCase()));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given)
      ? id.toLowerCase()
      : undefined;
  }
}
