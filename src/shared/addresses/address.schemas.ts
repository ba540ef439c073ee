import { z } from 'zod';
import { ADDRESS_MESSAGES, ADDRESS_TYPES, missingField, PHONE_PATTERN, PINCODE_PATTERN } from './address.ts';

export * from './address.ts';

const required = (label: string, max = 200) =>
  z
    .string({ error: missingField(label) })
    .trim()
    .min(1, missingField(label))
    .max(max, `Your ${label} must be at most ${max} characters`);

/** Body of add and edit (the same fields); the server trims and checks them. */
export const addressInputSchema = z.object({
  type: z.enum(ADDRESS_TYPES, { error: 'Choose Home, Work or Other' }).default('Home'),
  name: required('full name', 100),
  phone: z
    .string({ error: missingField('phone') })
    .trim()
    .min(1, missingField('phone'))
    .transform((v) => v.replace(/[\s-]/g, '').replace(/^(\+91|91|0)(?=\d{10}$)/, ''))
    .pipe(z.string().regex(PHONE_PATTERN, ADDRESS_MESSAGES.invalidPhone)),
  address: required('address', 300),
  city: required('city', 100),
  state: required('state', 100),
  pincode: z
    .string({ error: missingField('pincode') })
    .trim()
    .min(1, missingField('pincode'))
    .regex(PINCODE_PATTERN, ADDRESS_MESSAGES.invalidPincode),
  isDefault: z.boolean().default(false),
});
export type AddressInput = z.input<typeof addressInputSchema>;

export const savedAddressSchema = z.object({
  id: z.string(),
  type: z.enum(ADDRESS_TYPES),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  phone: z.string(),
  isDefault: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
