import { z } from 'zod';
import {
  FIELD_KEY_PATTERN,
  PERSONALISATION_MESSAGES as M,
  MAX_ADD_ON,
  MAX_CHOICE_VALUES,
  MAX_PERSONALISATION_FIELDS,
  MAX_TEXT_CHARS,
  MAX_TEXT_LINES,
} from './personalisation.ts';

export * from './personalisation.ts';

/*
 * The personalisation fields' contract with zod (decision 072): what the product form sends (400s name the field,
 * `personalisation.1.values.0.addOn`), what the product's answers carry, what a cart line sends.
 */

const label = z.string({ error: M.labelRequired }).trim().min(1, M.labelRequired).max(60, M.labelTooLong);
const labelHi = z.string({ error: M.labelTooLong }).trim().max(60, M.labelTooLong).default('');
const addOn = z
  .number({ error: M.addOnInvalid })
  .int(M.addOnInvalid)
  .min(0, M.addOnInvalid)
  .max(MAX_ADD_ON, M.addOnInvalid)
  .default(0)
  .describe('paise added to the unit price');
const base = {
  key: z.string({ error: M.keyInvalid }).regex(FIELD_KEY_PATTERN, M.keyInvalid),
  label,
  labelHi,
  required: z.boolean({ error: M.kindInvalid }).default(false),
};

export const textFieldSchema = z.object({
  ...base,
  kind: z.literal('text'),
  maxChars: z
    .number({ error: M.maxCharsInvalid })
    .int(M.maxCharsInvalid)
    .min(1, M.maxCharsInvalid)
    .max(MAX_TEXT_CHARS, M.maxCharsInvalid),
  maxLines: z
    .number({ error: M.maxLinesInvalid })
    .int(M.maxLinesInvalid)
    .min(1, M.maxLinesInvalid)
    .max(MAX_TEXT_LINES, M.maxLinesInvalid)
    .default(1),
  addOn,
});

export const choiceValueSchema = z.object({ label, labelHi, addOn });

export const choiceFieldSchema = z.object({
  ...base,
  kind: z.literal('choice'),
  values: z
    .array(choiceValueSchema, { error: M.valuesRequired })
    .min(1, M.valuesRequired)
    .max(MAX_CHOICE_VALUES, M.tooManyValues)
    .superRefine((values, ctx) => {
      const seen = new Set<string>();
      values.forEach((v, i) => {
        const k = v.label.toLowerCase();
        if (seen.has(k)) ctx.addIssue({ code: 'custom', path: [i, 'label'], message: M.valueTaken });
        seen.add(k);
      });
    }),
});

export const personalisationFieldSchema = z.discriminatedUnion('kind', [textFieldSchema, choiceFieldSchema], {
  error: M.kindInvalid,
});

/** The product form's fields, whole (a PATCH that sends them replaces them). */
export const personalisationFieldsSchema = z
  .array(personalisationFieldSchema, { error: M.tooManyFields })
  .max(MAX_PERSONALISATION_FIELDS, M.tooManyFields)
  .superRefine((fields, ctx) => {
    const seen = new Set<string>();
    fields.forEach((f, i) => {
      if (seen.has(f.key)) ctx.addIssue({ code: 'custom', path: [i, 'key'], message: M.keyTaken });
      seen.add(f.key);
    });
  })
  .describe('personalisation fields the buyer fills in (decision 072), at most 10');

/** A cart line's inputs, by field key (checked against the product's fields at the quote and the order). */
export const personalisationInputSchema = z
  .record(z.string().regex(FIELD_KEY_PATTERN, M.inputInvalid), z.string({ error: M.inputInvalid }).max(1000))
  .refine((r) => Object.keys(r).length <= 10, M.inputInvalid)
  .describe("the buyer's inputs by field key: the text, or the chosen value's English label");

/** An order line's inputs as kept (labels then, add-on in paise). */
export const personalisedValueSchema = z.object({
  key: z.string(),
  label: z.string(),
  labelHi: z.string(),
  value: z.string(),
  valueHi: z.string(),
  addOn: z.number().int(),
});
