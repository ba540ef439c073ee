import type { z } from 'zod';
import type { optionAxisSchema, optionValueSchema, variantViewSchema } from './catalog.schemas.ts';
import { nameIn } from './product.ts';

/*
 * Options and variants (decision 066, docs/product.md §9.16). A product has up to three option axes (Size, Colour,
 * Scent), each with ordered values; each combination that exists is a variant with its own SKU, price, stock and
 * pictures. A product without options has one variant, its default. Zod-free: the storefront imports these.
 */

export const MAX_OPTION_AXES = 3;
export const MAX_OPTION_VALUES = 30;
export const MAX_VARIANTS = 100;

/** A value of an axis: its English label (unique on its axis, case-insensitively; variants name their values by it), its Hindi label, a colour's swatch. */
export type OptionValue = z.infer<typeof optionValueSchema>;
export type OptionAxis = z.infer<typeof optionAxisSchema>;
/** What the storefront knows of a variant (the product page's picker). */
export type VariantView = z.infer<typeof variantViewSchema>;

/** An axis called Colour (or Color) gives the product's cards their swatches. */
export const isColourAxis = (axis: Pick<OptionAxis, 'name'>): boolean =>
  /^colou?rs?$/i.test(axis.name.trim());

/** A variant's values, in axis order ('Blue, Large'); '' for a product without options. */
export const optionsLabel = (values: readonly string[]): string => values.join(', ');

/**
 * The same in Hindi: each value's Hindi label where the axis has one, else its English label; null when no value has
 * a Hindi label (the English line is the Hindi one too).
 */
export function optionsLabelHi(axes: readonly OptionAxis[], values: readonly string[]): string | null {
  let any = false;
  const labels = values.map((label, i) => {
    const hi = axes[i]?.values.find((v) => v.label === label)?.labelHi;
    if (hi) any = true;
    return hi || label;
  });
  return any ? labels.join(', ') : null;
}

/** An axis's name, or a value's label, in a language (decision 035). */
export const axisName = (axis: Pick<OptionAxis, 'name' | 'nameHi'>, lang: 'en' | 'hi'): string =>
  (lang === 'hi' && axis.nameHi) || axis.name;
export const valueLabel = (value: Pick<OptionValue, 'label' | 'labelHi'>, lang: 'en' | 'hi'): string =>
  (lang === 'hi' && value.labelHi) || value.label;

/** A line's or an order line's options in a language: the Hindi kept with it where there was one. */
export const optionsIn = (
  line: { options?: string | null | undefined; optionsHi?: string | null | undefined },
  lang: 'en' | 'hi',
): string => (lang === 'hi' && line.optionsHi) || line.options || '';

/** 'Dream catcher (Blue, Large)': an order line's description on invoices and packing slips. */
export const describeLine = (name: string, options: string | null | undefined): string =>
  options ? `${name} (${options})` : name;

/** An order line's product name with its options, in a language (mails, slips). */
export const lineName = (
  line: {
    name: string;
    nameHi?: string | null | undefined;
    options?: string | null | undefined;
    optionsHi?: string | null | undefined;
  },
  lang: 'en' | 'hi',
): string => describeLine(nameIn(line, lang), optionsIn(line, lang));

/**
 * The HSN code and GST rate an invoice line of a variant starts from (decision 066): the variant's own code, else its
 * product's; the variant's own rate, else its product's unless the variant has a code of its own (then the rate of
 * that code on the invoice day, decision 051). A variant may so differ by rate alone (a garment's price band).
 */
export function variantTax(
  product: { hsnCode: string | null; gstRate: number | null },
  variant: { hsnCode: string | null; gstRate: number | null },
): { hsnCode: string | null; gstRate: number | null } {
  return {
    hsnCode: variant.hsnCode ?? product.hsnCode,
    gstRate: variant.gstRate ?? (variant.hsnCode !== null ? null : product.gstRate),
  };
}

/** The variant whose values are `chosen` (one per axis), if it is offered. */
export function variantFor<V extends Pick<VariantView, 'options'>>(
  variants: readonly V[],
  chosen: readonly (string | undefined)[],
): V | undefined {
  return variants.find((v) => v.options.every((label, i) => chosen[i] === label));
}

/**
 * Whether choosing `label` on axis `axis`, with the other axes as chosen, names an offered variant ('unavailable'
 * when none exists, 'sold-out' when the ones that do cannot be bought now). An axis not chosen yet matches any value.
 */
export function valueState(
  variants: readonly Pick<VariantView, 'options' | 'available'>[],
  chosen: readonly (string | undefined)[],
  axis: number,
  label: string,
): 'available' | 'sold-out' | 'unavailable' {
  const matching = variants.filter((v) =>
    v.options.every((value, i) => (i === axis ? value === label : !chosen[i] || chosen[i] === value)),
  );
  if (matching.length === 0) return 'unavailable';
  return matching.some((v) => v.available) ? 'available' : 'sold-out';
}

/** The admin's texts for options and variants (docs/product.md §9.16), quoted exactly. */
export const VARIANT_MESSAGES = {
  tooManyOptions: `A product can have at most ${MAX_OPTION_AXES} options.`,
  optionNameRequired: 'Option name is required.',
  optionNameTooLong: 'Option name must be at most 40 characters.',
  optionNameTaken: 'Each option needs a different name.',
  valuesRequired: 'An option needs at least one value.',
  tooManyValues: `An option can have at most ${MAX_OPTION_VALUES} values.`,
  valueRequired: 'Value is required.',
  valueTooLong: 'Value must be at most 50 characters.',
  valueTaken: 'Each value of an option must be different.',
  swatchInvalid: 'Swatch must be a colour like #1f6feb.',
  variantsRequired: 'A product needs at least one variant.',
  tooManyVariants: `A product can have at most ${MAX_VARIANTS} variants.`,
  oneDefaultVariant: 'A product without options has exactly one variant.',
  activeRequired: 'At least one variant must be active.',
  variantRepeated: 'This variant is listed twice.',
  skuRequired: 'SKU is required.',
  skuTooLong: 'SKU must be at most 50 characters.',
  /** Two variants of the request, or another variant in the shop. */
  skuRepeated: 'Each variant needs its own SKU.',
  skuTaken: (name: string) => `This SKU is already used by "${name}".`,
  /** 'Choose a value of Size.' */
  valueMissing: (axis: string) => `Choose a value of ${axis}.`,
  /** 'Size has no value "XXL".' */
  valueUnknown: (axis: string, label: string) => `${axis} has no value "${label}".`,
  tooManyValuesForOptions: 'A variant has one value per option.',
  combinationRepeated: (label: string) => `Another variant is already ${label}.`,
  variantNotOfProduct: "This variant is not one of this product's.",
  weightInvalid: 'Weight must be a whole number of grams greater than 0.',
  /** A product with options: the product form's price and stock are the variants'. */
  setPerVariant: 'This product has options: set its price and stock per variant.',
  saved: 'Options and variants saved.',
} as const;
