import { z } from 'zod';
import { CATEGORIES } from '../constants/categories.ts';

export const OFFER_MESSAGES = {
  created: 'Offer saved.',
  deleted: 'Offer deleted.',
  confirmDelete: 'Delete this offer? Prices go back at once.',
  notFound: 'Offer not found.',
  titleRequired: 'Enter the banner text.',
  titleTooLong: 'At most 120 characters.',
  percentRange: 'Enter a whole percentage from 1 to 90.',
  dateInvalid: 'Enter a date and time.',
  endsAfterStart: 'The end must be after the start.',
} as const;

const M = OFFER_MESSAGES;
const when = z.iso.datetime({ offset: true, error: M.dateInvalid });

/** POST /api/admin/offers: a percentage off one category (or everything) for a date range, without a code. */
export const offerInputSchema = z
  .object({
    title: z.string({ error: M.titleRequired }).trim().min(1, M.titleRequired).max(120, M.titleTooLong),
    percent: z
      .number({ error: M.percentRange })
      .int(M.percentRange)
      .min(1, M.percentRange)
      .max(90, M.percentRange),
    category: z.enum(CATEGORIES).nullable().default(null),
    startsAt: when,
    endsAt: when,
  })
  .refine((o) => new Date(o.startsAt) < new Date(o.endsAt), { path: ['endsAt'], message: M.endsAfterStart });
export type OfferInput = z.input<typeof offerInputSchema>;

export const offerSchema = z.object({
  id: z.string(),
  title: z.string(),
  percent: z.number().int(),
  category: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
});
/** An offer as the admin lists it and the shop's banner shows it. */
export type Offer = z.infer<typeof offerSchema>;
