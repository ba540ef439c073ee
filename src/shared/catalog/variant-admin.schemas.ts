import { z } from 'zod';
import { optionAxisSchema } from './catalog.schemas.ts';
import {
  MAX_PRODUCT_IMAGES,
  PRODUCT_ADMIN_MESSAGES,
  priceFieldProblems,
  productFields,
  productImageInputSchema,
} from './product-admin.schemas.ts';
import {
  VARIANT_MESSAGES as M,
  MAX_OPTION_AXES,
  MAX_OPTION_VALUES,
  MAX_VARIANTS,
  optionsLabel,
} from './variants.ts';

/*
 * PUT /api/admin/products/:id/variants (decision 066): the product's option axes and its variants, whole. A variant
 * with an id keeps it (its links, carts and orders); one without is new; one left out is deleted, or archived when
 * orders name it. The checks between fields are here, so the admin's form can run them too.
 */

const optionValueInputSchema = z.object({
  label: z.string({ error: M.valueRequired }).trim().min(1, M.valueRequired).max(50, M.valueTooLong),
  labelHi: z.string().trim().max(50, M.valueTooLong).default(''),
  swatch: z
    .string({ error: M.swatchInvalid })
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, M.swatchInvalid)
    .nullable()
    .default(null),
});

const optionAxisInputSchema = z.object({
  name: z
    .string({ error: M.optionNameRequired })
    .trim()
    .min(1, M.optionNameRequired)
    .max(40, M.optionNameTooLong),
  nameHi: z.string().trim().max(40, M.optionNameTooLong).default(''),
  values: z
    .array(optionValueInputSchema, { error: M.valuesRequired })
    .min(1, M.valuesRequired)
    .max(MAX_OPTION_VALUES, M.tooManyValues),
});

const variantInputSchema = z.object({
  id: z
    .number({ error: M.variantNotOfProduct })
    .int(M.variantNotOfProduct)
    .positive(M.variantNotOfProduct)
    .max(2_147_483_647, M.variantNotOfProduct)
    .optional()
    .describe('an existing variant of this product; absent: a new one'),
  options: z
    .array(z.string({ error: M.valueRequired }).trim())
    .max(MAX_OPTION_AXES, M.tooManyValuesForOptions)
    .default([])
    .describe("the value of each option (its English label), in the options' order; [] without options"),
  sku: z.string({ error: M.skuRequired }).trim().min(1, M.skuRequired).max(50, M.skuTooLong),
  price: productFields.price,
  mrp: productFields.mrp.default(null),
  salePrice: productFields.salePrice.default(null),
  saleStartsAt: productFields.saleStartsAt.default(null),
  saleEndsAt: productFields.saleEndsAt.default(null),
  stockQuantity: productFields.stockQuantity,
  weightGrams: z
    .number({ error: M.weightInvalid })
    .int(M.weightInvalid)
    .positive(M.weightInvalid)
    .max(100_000, M.weightInvalid)
    .nullable()
    .default(null)
    .describe('grams, with packing; null: not given'),
  images: z
    .array(productImageInputSchema)
    .max(MAX_PRODUCT_IMAGES, PRODUCT_ADMIN_MESSAGES.tooManyImages)
    .nullable()
    .default(null)
    .describe("its own pictures; null: the product's"),
  hsnCode: productFields.hsnCode.default(null),
  gstRate: productFields.gstRate.default(null),
  active: productFields.inStock.default(true),
});

type Body = {
  options: Array<z.output<typeof optionAxisInputSchema>>;
  variants: Array<z.output<typeof variantInputSchema>>;
};
type Ctx = z.RefinementCtx;
const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

function checkOptions(options: Body['options'], ctx: Ctx) {
  options.forEach((axis, i) => {
    if (options.slice(0, i).some((other) => same(other.name, axis.name)))
      ctx.addIssue({ code: 'custom', path: ['options', i, 'name'], message: M.optionNameTaken });
    axis.values.forEach((value, j) => {
      if (axis.values.slice(0, j).some((other) => same(other.label, value.label)))
        ctx.addIssue({ code: 'custom', path: ['options', i, 'values', j, 'label'], message: M.valueTaken });
    });
  });
}

/** One variant's values against the axes: one per axis, each a value of its axis. */
function checkValues(options: Body['options'], values: string[], at: number, ctx: Ctx) {
  if (values.length > options.length) {
    ctx.addIssue({ code: 'custom', path: ['variants', at, 'options'], message: M.tooManyValuesForOptions });
    return;
  }
  options.forEach((axis, i) => {
    const label = values[i];
    if (!label) {
      ctx.addIssue({
        code: 'custom',
        path: ['variants', at, 'options', i],
        message: M.valueMissing(axis.name),
      });
    } else if (!axis.values.some((value) => same(value.label, label))) {
      ctx.addIssue({
        code: 'custom',
        path: ['variants', at, 'options', i],
        message: M.valueUnknown(axis.name, label),
      });
    }
  });
}

const asDate = (iso: string | null) => (iso === null ? null : new Date(iso));

function checkVariants(body: Body, ctx: Ctx) {
  checkOptions(body.options, ctx);
  const { options, variants } = body;
  if (options.length === 0 && variants.length > 1)
    ctx.addIssue({ code: 'custom', path: ['variants'], message: M.oneDefaultVariant });
  if (!variants.some((v) => v.active))
    ctx.addIssue({ code: 'custom', path: ['variants'], message: M.activeRequired });
  const combinations = new Set<string>();
  const skus = new Set<string>();
  const ids = new Set<number>();
  variants.forEach((variant, k) => {
    checkValues(options, variant.options, k, ctx);
    const combination = variant.options.map((v) => v.toLowerCase()).join('\u0000');
    if (combinations.has(combination))
      ctx.addIssue({
        code: 'custom',
        path: ['variants', k, 'options'],
        message: M.combinationRepeated(optionsLabel(variant.options)),
      });
    combinations.add(combination);
    if (skus.has(variant.sku.toLowerCase()))
      ctx.addIssue({ code: 'custom', path: ['variants', k, 'sku'], message: M.skuRepeated });
    skus.add(variant.sku.toLowerCase());
    if (variant.id !== undefined && ids.has(variant.id))
      ctx.addIssue({ code: 'custom', path: ['variants', k, 'id'], message: M.variantRepeated });
    if (variant.id !== undefined) ids.add(variant.id);
    const problems = priceFieldProblems({
      price: variant.price,
      mrp: variant.mrp,
      salePrice: variant.salePrice,
      saleStartsAt: asDate(variant.saleStartsAt),
      saleEndsAt: asDate(variant.saleEndsAt),
    });
    for (const [field, message] of Object.entries(problems))
      ctx.addIssue({ code: 'custom', path: ['variants', k, field], message });
  });
}

export const productVariantsInputSchema = z
  .object({
    options: z
      .array(optionAxisInputSchema, { error: M.tooManyOptions })
      .max(MAX_OPTION_AXES, M.tooManyOptions)
      .default([])
      .describe('at most 3 option axes (Size, Colour…), each with its ordered values; [] without options'),
    variants: z
      .array(variantInputSchema, { error: M.variantsRequired })
      .min(1, M.variantsRequired)
      .max(MAX_VARIANTS, M.tooManyVariants),
  })
  .superRefine(checkVariants);
export type ProductVariantsBody = z.input<typeof productVariantsInputSchema>;
export type ProductVariantsInput = z.output<typeof productVariantsInputSchema>;
export type VariantInput = ProductVariantsInput['variants'][number];

/** A variant as the admin edits it (archived ones are not listed). */
export const adminVariantSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  options: z.array(z.string()),
  sku: z.string(),
  price: z.number().int().describe('paise: the regular price'),
  mrp: z.number().int().nullable(),
  salePrice: z.number().int().nullable(),
  saleStartsAt: z.string().nullable(),
  saleEndsAt: z.string().nullable(),
  stockQuantity: z.number().int().nullable(),
  weightGrams: z.number().int().nullable(),
  images: z.array(productImageInputSchema).nullable(),
  hsnCode: z.string().nullable(),
  gstRate: z.number().int().nullable(),
  active: z.boolean(),
  ordered: z
    .boolean()
    .describe(
      'an order names it: left out of a PUT it is archived (hidden from the shop, kept in its orders), not deleted',
    ),
});
export type AdminVariant = z.infer<typeof adminVariantSchema>;

export const productVariantsSchema = z.object({
  productId: z.number().int(),
  options: z.array(optionAxisSchema),
  variants: z.array(adminVariantSchema),
});
export type ProductVariants = z.infer<typeof productVariantsSchema>;
