import { z } from 'zod';
import { PINCODE_PATTERN } from '../addresses/address.ts';
import { INDIAN_STATES } from '../addresses/indian-states.ts';
import { saidSchema } from '../i18n/said.schemas.ts';
import { COD_CONFIRM_HOURS, PINCODE_RULE_PATTERN } from './delivery.ts';

export * from './delivery.ts';

/** GET /api/pincodes/:pin */
export const pincodePlaceSchema = z.object({ pincode: z.string(), city: z.string(), state: z.string() });
export type PincodePlace = z.infer<typeof pincodePlaceSchema>;

const pincode = z
  .string({ error: 'Please enter a valid 6-digit pincode' })
  .trim()
  .regex(PINCODE_PATTERN, 'Please enter a valid 6-digit pincode');

/** GET /api/delivery/check?pincode=&value= (value: the order's total in paise, for the COD rules) */
export const deliveryCheckQuerySchema = z.object({
  pincode,
  value: z.coerce.number().int().min(0).max(100_000_000).optional(),
  /** The product page's product: a made-to-order piece's making time counts in the window (decision 070). */
  product: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  quantity: z.coerce.number().int().min(1).max(100).optional(),
});

export const deliveryWindowSchema = z.object({ dispatch: z.string(), from: z.string(), to: z.string() });

/** The next festival and the last day to order for it (null: too late); see nextFestival. */
export const festivalPromiseSchema = z.object({
  name: z.string(),
  nameHi: z.string(),
  date: z.string(),
  orderBy: z.string().nullable(),
});

/** GET /api/delivery/festival?product=&quantity= : the festival line of a product page before a pincode is known. */
export const festivalQuerySchema = z.object({
  product: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  quantity: z.coerce.number().int().min(1).max(100).optional(),
});

export const deliveryCheckSchema = z.object({
  pincode: z.string(),
  city: z.string(),
  state: z.string(),
  serviceable: z.boolean(),
  /** Why not, when not serviceable. */
  message: z.string().optional(),
  zone: z.string().nullable(),
  /** paise: the zone's delivery fee */
  zoneFee: z.number().int(),
  estimate: deliveryWindowSchema.nullable(),
  cod: z.object({
    available: z.boolean(),
    reason: z.string().optional(),
    /** The reason's code and figures (decision 042). */
    said: saidSchema.optional(),
    /** paise */
    fee: z.number().int(),
  }),
  /** The next festival for this pincode and product (issue 42 point 3); null: none within 60 days. */
  festival: festivalPromiseSchema.nullable(),
});
export type DeliveryCheck = z.infer<typeof deliveryCheckSchema>;

// ---------------------------------------------------------------------------------------------
// Admin

const paise = (label: string) =>
  z
    .number({ error: `${label} must be an amount in paise` })
    .int(`${label} must be an amount in paise`)
    .min(0, `${label} cannot be negative`)
    .max(100_000_000, `${label} is too high`);

const days = (label: string) =>
  z
    .number({ error: `${label} must be a whole number of days` })
    .int(`${label} must be a whole number of days`)
    .min(0, `${label} must be a whole number of days`)
    .max(60, `${label} must be at most 60 days`);

export const festivalSchema = z.object({
  name: z
    .string({ error: 'Name the festival' })
    .trim()
    .min(1, 'Name the festival')
    .max(40, 'A festival name is at most 40 characters'),
  nameHi: z.string().trim().max(40, 'A festival name is at most 40 characters').default(''),
  date: z.iso.date({ error: 'Enter the festival date' }),
});

export const deliverySettingsSchema = z
  .object({
    codEnabled: z.boolean({ error: 'codEnabled must be true or false' }),
    codMinOrder: paise('The COD minimum'),
    codMaxOrder: paise('The COD maximum').nullable(),
    codFee: paise('The COD fee'),
    codBlockedPincodes: z.array(pincode).max(5_000, 'At most 5,000 pincodes without COD'),
    /** Left out: unchanged (older clients). */
    codConfirmation: z.boolean({ error: 'codConfirmation must be true or false' }).optional(),
    codConfirmHours: z
      .number({ error: 'The hours to confirm must be a whole number' })
      .int('The hours to confirm must be a whole number')
      .min(COD_CONFIRM_HOURS.min, `The hours to confirm must be at least ${COD_CONFIRM_HOURS.min}`)
      .max(COD_CONFIRM_HOURS.max, `The hours to confirm must be at most ${COD_CONFIRM_HOURS.max}`)
      .optional(),
    dispatchCutoff: z
      .string({ error: 'Enter the dispatch time as HH:MM' })
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter the dispatch time as HH:MM'),
    dispatchDays: z
      .array(z.number().int().min(0).max(6), { error: 'Choose the dispatch days' })
      .min(1, 'Choose at least one dispatch day')
      .max(7),
    defaultMinDays: days('The fewest days'),
    defaultMaxDays: days('The most days'),
    /** Left out: unchanged (older clients); null: no limit. */
    weeklyMakingCapacity: z
      .number({ error: 'The weekly making capacity must be a whole number of pieces' })
      .int('The weekly making capacity must be a whole number of pieces')
      .min(1, 'The weekly making capacity must be at least 1 piece')
      .max(100_000, 'The weekly making capacity must be at most 1,00,000 pieces')
      .nullable()
      .optional(),
    /** Left out: unchanged. */
    festivals: z.array(festivalSchema).max(12, 'At most 12 festival dates').optional(),
  })
  .superRefine((s, ctx) => {
    if (s.codMaxOrder !== null && s.codMaxOrder < s.codMinOrder)
      ctx.addIssue({
        code: 'custom',
        path: ['codMaxOrder'],
        message: 'The COD maximum must be at least the minimum',
      });
    if (s.defaultMaxDays < s.defaultMinDays)
      ctx.addIssue({
        code: 'custom',
        path: ['defaultMaxDays'],
        message: 'The most days must be at least the fewest',
      });
  });
export type DeliverySettings = z.output<typeof deliverySettingsSchema>;

const states = new Set<string>(INDIAN_STATES);

export const shippingZoneInputSchema = z
  .object({
    name: z
      .string({ error: 'Please name the zone' })
      .trim()
      .min(1, 'Please name the zone')
      .max(60, 'A zone name is at most 60 characters'),
    pincodeRules: z
      .array(
        z
          .string()
          .trim()
          .regex(
            PINCODE_RULE_PATTERN,
            'Pincode rules are prefixes (e.g. 56) or ranges of pincodes (e.g. 560001-560099)',
          ),
      )
      .max(500, 'At most 500 pincode rules'),
    states: z
      .array(z.string().refine((s) => states.has(s), 'Choose states from the list'))
      .max(INDIAN_STATES.length),
    minDays: days('The fewest days'),
    maxDays: days('The most days'),
    fee: paise('The zone fee'),
    position: z.number().int().min(0).max(1_000).default(0),
  })
  .superRefine((z0, ctx) => {
    if (z0.maxDays < z0.minDays)
      ctx.addIssue({
        code: 'custom',
        path: ['maxDays'],
        message: 'The most days must be at least the fewest',
      });
    if (z0.pincodeRules.length === 0 && z0.states.length === 0)
      ctx.addIssue({
        code: 'custom',
        path: ['pincodeRules'],
        message: 'Add pincode prefixes, ranges or states to the zone',
      });
  });
export type ShippingZoneInput = z.input<typeof shippingZoneInputSchema>;

export const shippingZoneSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  pincodeRules: z.array(z.string()),
  states: z.array(z.string()),
  minDays: z.number().int(),
  maxDays: z.number().int(),
  fee: z.number().int(),
  position: z.number().int(),
});
export type ShippingZone = z.infer<typeof shippingZoneSchema>;

/** POST /api/admin/delivery/unserviceable: the CSV's text (one pincode a row; a header row is allowed). */
export const unserviceableUploadSchema = z.object({
  csv: z
    .string({ error: 'Choose a CSV file' })
    .min(1, 'The CSV file is empty')
    .max(2_000_000, 'The CSV file is too large'),
  /** Replace the whole list (default) or add to it. */
  mode: z.enum(['replace', 'add']).default('replace'),
});

export const unserviceableSummarySchema = z.object({
  accepted: z.number().int(),
  refused: z.array(z.object({ line: z.number().int(), value: z.string(), reason: z.string() })),
  total: z.number().int(),
});
export type UnserviceableSummary = z.infer<typeof unserviceableSummarySchema>;

export const unserviceableListSchema = z.object({ pincodes: z.array(z.string()), total: z.number().int() });
