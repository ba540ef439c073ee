import { z } from 'zod';
import { CATEGORIES } from '../constants/categories.ts';
import { GST_MESSAGES as M } from './gst.ts';
import { isValidGstin, normalizeGstin } from './gstin.ts';
import { CURRENT_GST_RATES, GST_RATES, PRODUCT_GST_RATES } from './rates.ts';
import { PREFIX_PATTERN } from './series.ts';
import { stateNameOf } from './states.ts';

export * from './gst.ts';

export const hsnSchema = z
  .string({ error: M.hsnInvalid })
  .trim()
  .regex(/^\d{4}(\d{2}){0,2}$/, M.hsnInvalid)
  .describe('HSN code: 4, 6 or 8 digits');

const oneOf = (rates: readonly number[], message: string) =>
  z.number({ error: message }).refine((v) => rates.includes(v), message);

/** A category's default: a rate in force (decision 051). */
export const gstRateSchema = oneOf(CURRENT_GST_RATES, M.rateInvalid).describe(
  'GST rate in percent, in force: 0, 0.25, 3, 5, 18 or 40',
);

/** A product's own rate: one in force that its whole-number column holds. */
export const productGstRateSchema = oneOf(PRODUCT_GST_RATES, M.productRateInvalid).describe(
  'GST rate in percent: 0, 5 or 18 (null: the rate of its HSN code on the invoice day)',
);

/** POST /api/admin/gst/rates: a rate change ahead, from an India day after today. */
export const rateChangeSchema = z.object({
  hsn: hsnSchema,
  rate: oneOf(GST_RATES, M.rateChangeRateInvalid).describe('percent: 0, 0.25, 3, 5, 12, 18, 28 or 40'),
  effectiveFrom: z.iso.date({ error: M.rateChangeDayInvalid }).describe('India day, YYYY-MM-DD, after today'),
});
export type RateChangeBody = z.input<typeof rateChangeSchema>;

/** An optional GSTIN (the buyer's at checkout): empty means none; otherwise format and check character. */
export const optionalGstinSchema = z
  .string({ error: M.buyerGstinInvalid })
  .transform(normalizeGstin)
  .refine((v) => v === '' || isValidGstin(v), M.buyerGstinInvalid)
  .transform((v) => v || null);

const prefix = z
  .string({ error: M.prefixInvalid })
  .trim()
  .toUpperCase()
  .regex(PREFIX_PATTERN, M.prefixInvalid);

const categoryTaxSchema = z.object({ hsn: hsnSchema, rate: gstRateSchema });

/** PUT /api/admin/gst/settings: the whole form. */
export const gstSettingsSchema = z
  .object({
    registered: z.boolean({ error: 'registered must be true or false' }),
    legalName: z.string({ error: M.legalNameRequired }).trim().min(1, M.legalNameRequired).max(200),
    address: z.string({ error: M.addressRequired }).trim().min(1, M.addressRequired).max(500),
    stateCode: z.string({ error: M.stateInvalid }).refine((v) => stateNameOf(v) !== null, M.stateInvalid),
    gstin: z.string({ error: M.gstinInvalid }).transform(normalizeGstin).nullable(),
    invoicePrefix: prefix,
    creditNotePrefix: prefix,
    categoryDefaults: z.record(z.enum(CATEGORIES), categoryTaxSchema),
  })
  .superRefine((s, ctx) => {
    if (s.invoicePrefix === s.creditNotePrefix) {
      ctx.addIssue({ code: 'custom', path: ['creditNotePrefix'], message: M.prefixesSame });
    }
    if (!s.registered) return;
    if (!s.gstin) ctx.addIssue({ code: 'custom', path: ['gstin'], message: M.gstinRequired });
    else if (!isValidGstin(s.gstin))
      ctx.addIssue({ code: 'custom', path: ['gstin'], message: M.gstinInvalid });
    else if (s.gstin.slice(0, 2) !== s.stateCode) {
      ctx.addIssue({ code: 'custom', path: ['gstin'], message: M.gstinOtherState });
    }
  })
  .transform((s) => ({ ...s, gstin: s.registered ? s.gstin : null }));
export type GstSettingsBody = z.input<typeof gstSettingsSchema>;

export const monthParamSchema = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, M.monthInvalid),
});
