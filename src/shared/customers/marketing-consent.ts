import { z } from 'zod';

/*
 * Marketing consent (docs/product.md §9.6, DPDP Act 2023, docs/decisions/023): asked with an unticked box,
 * recorded with when and where, changeable on the account page and withdrawn by the unsubscribe link.
 */

/** Where a consent was given or withdrawn (customer_profiles.marketing_consent_source). */
export const CONSENT_SOURCES = ['sign-up', 'checkout', 'account', 'unsubscribe-link'] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

/** The box at sign-up, at checkout and on the account page: never ticked for the customer. */
export const MARKETING_CONSENT_LABEL = 'Email me news and offers from Karigar';
export const MARKETING_CONSENT_HINT = 'Optional. You can change this any time on your account page.';
export const MARKETING_CONSENT_SAVED = 'Your email preferences are saved.';
export const UNSUBSCRIBED_TITLE = 'You are unsubscribed';
export const UNSUBSCRIBED_MESSAGE = 'Karigar will send no more news or offers to {email}.';
export const UNSUBSCRIBE_LINK_INVALID =
  'This unsubscribe link is not valid. Sign in to change your email preferences.';

/** The page an unsubscribe link opens (the token in the query). */
export const UNSUBSCRIBE_PATH = '/unsubscribe';

export const marketingConsentSchema = z.object({
  marketingConsent: z.boolean({ error: 'Choose yes or no' }),
});
export type MarketingConsentInput = z.infer<typeof marketingConsentSchema>;

export const marketingConsentStateSchema = z.object({
  marketingConsent: z.boolean(),
  /** When the customer last chose (ISO), null when never asked. */
  changedAt: z.string().nullable(),
  source: z.enum(CONSENT_SOURCES).nullable(),
});
export type MarketingConsentState = z.infer<typeof marketingConsentStateSchema>;
export const marketingConsentSavedSchema = marketingConsentStateSchema.extend({ message: z.string() });
export type MarketingConsentSaved = z.infer<typeof marketingConsentSavedSchema>;

export const unsubscribeRequestSchema = z.object({
  token: z
    .string({ error: UNSUBSCRIBE_LINK_INVALID })
    .min(1, UNSUBSCRIBE_LINK_INVALID)
    .max(200, UNSUBSCRIBE_LINK_INVALID),
});
export const unsubscribeResponseSchema = z.object({ email: z.string(), message: z.string() });
export type UnsubscribeResponse = z.infer<typeof unsubscribeResponseSchema>;

export const unsubscribedMessage = (email: string) => UNSUBSCRIBED_MESSAGE.replace('{email}', email);
