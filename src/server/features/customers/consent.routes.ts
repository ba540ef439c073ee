import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MARKETING_CONSENT_SAVED,
  marketingConsentSavedSchema,
  marketingConsentSchema,
  marketingConsentStateSchema,
  UNSUBSCRIBE_LINK_INVALID,
  unsubscribedMessage,
  unsubscribeRequestSchema,
  unsubscribeResponseSchema,
} from '#shared/customers/marketing-consent.ts';
import { AppError } from '../../lib/errors.ts';
import { changeMarketingConsent, marketingConsentOf, withdrawConsentByLink } from './customers.service.ts';
import { UnsubscribeTokens } from './unsubscribe-tokens.ts';

const tags = ['account'];

/**
 * Marketing consent (docs/product.md §5.8, docs/decisions/023): the signed-in customer reads and changes it
 * (under /api/me, so the auth guard requires a session); the unsubscribe link withdraws it without one.
 */
export const consentRoutes: FastifyPluginAsyncZod<{
  /**
   * Other unsubscribe links the same page opens (a cart reminder's, decision 075): the address they stopped, or
   * undefined when the token is not theirs or not genuine.
   */
  otherLinks?: (token: string) => Promise<{ email: string } | undefined>;
}> = async (app, { otherLinks }) => {
  const tokens = new UnsubscribeTokens(app.config.authSecret);

  app.get(
    '/api/me/marketing-consent',
    {
      schema: {
        tags,
        summary: "The signed-in customer's marketing consent, with when and where it was last chosen",
        response: { 200: marketingConsentStateSchema },
      },
    },
    (request) => marketingConsentOf(app.db, request.sessionUser!.email),
  );

  app.put(
    '/api/me/marketing-consent',
    {
      schema: {
        tags,
        summary: 'Give or withdraw marketing consent (recorded with the time, source "account")',
        body: marketingConsentSchema,
        response: { 200: marketingConsentSavedSchema },
      },
    },
    async (request) => {
      const user = request.sessionUser!;
      const state = await changeMarketingConsent(
        app.db,
        { ...user, mobileNumber: null },
        request.body.marketingConsent,
      );
      return { ...state, message: MARKETING_CONSENT_SAVED };
    },
  );

  app.post(
    '/api/unsubscribe',
    {
      schema: {
        tags,
        summary:
          "The one-click unsubscribe link (no sign-in): the signed token ends the marketing consent (a cart reminder's token also stops the cart reminders)",
        body: unsubscribeRequestSchema,
        response: { 200: unsubscribeResponseSchema },
      },
    },
    async (request) => {
      const profileId = tokens.profileOf(request.body.token);
      const profile = profileId
        ? await withdrawConsentByLink(app.db, profileId)
        : await otherLinks?.(request.body.token);
      if (!profile) {
        throw new AppError('VALIDATION_FAILED', UNSUBSCRIBE_LINK_INVALID, {
          token: UNSUBSCRIBE_LINK_INVALID,
        });
      }
      return { email: profile.email, message: unsubscribedMessage(profile.email) };
    },
  );
};
