import type { ProductImage } from '#shared/catalog/catalog.schemas.ts';
import type { AdminVariant, ProductVariants } from '#shared/catalog/variant-admin.schemas.ts';
import { MAX_OPTION_AXES, MAX_VARIANTS } from '#shared/catalog/variants.ts';
import { isoOf, localInput } from '../../shell/lib/datetime-input.ts';
import { paiseToRupeesInput, rupeesToPaiseInput } from '../../shell/lib/money-input.ts';

/*
 * The variant grid's draft (docs/product.md §7.17, decision 066): the axes and variants as the owner edits them,
 * before one PUT saves them whole. A variant names its values by their keys, not their labels, so renaming a value
 * renames it on every variant, and removing a value removes the variants that have it. Amounts are rupees as typed.
 */

export interface DraftValue {
  key: string;
  label: string;
  labelHi: string;
  /** '#rrggbb' or '' */
  swatch: string;
}

export interface DraftAxis {
  key: string;
  name: string;
  nameHi: string;
  values: DraftValue[];
}

export interface DraftVariant {
  key: string;
  /** Absent: new, made by Generate. */
  id?: number;
  /** An order names it: removed, it is archived rather than deleted. */
  ordered: boolean;
  /** A value key per axis (undefined while the axis has no value yet). */
  values: (string | undefined)[];
  sku: string;
  /** rupees, as typed */
  price: string;
  mrp: string;
  salePrice: string;
  /** datetime-local text */
  saleStartsAt: string;
  saleEndsAt: string;
  stock: string;
  active: boolean;
  /** Its own pictures (the product's when null). */
  images: ProductImage[] | null;
  /** Kept as they are: the grid does not edit them. */
  kept: Pick<AdminVariant, 'weightGrams' | 'hsnCode' | 'gstRate'>;
}

export interface Draft {
  axes: DraftAxis[];
  variants: DraftVariant[];
}

/** The fields bulk set can set on the rows it matches. */
export const BULK_FIELDS = ['price', 'mrp', 'salePrice', 'stock'] as const;
export type BulkField = (typeof BULK_FIELDS)[number];

let counter = 0;
const newKey = () => {
  counter += 1;
  return `k${counter}`;
};

export function draftOf(saved: ProductVariants): Draft {
  const axes: DraftAxis[] = saved.options.map((axis) => ({
    key: newKey(),
    name: axis.name,
    nameHi: axis.nameHi ?? '',
    values: axis.values.map((value) => ({
      key: newKey(),
      label: value.label,
      labelHi: value.labelHi ?? '',
      swatch: value.swatch ?? '',
    })),
  }));
  const variants = saved.variants.map(
    (v): DraftVariant => ({
      key: newKey(),
      id: v.id,
      ordered: v.ordered,
      values: v.options.map((label, i) => axes[i]?.values.find((value) => value.label === label)?.key),
      sku: v.sku,
      price: paiseToRupeesInput(v.price),
      mrp: v.mrp === null ? '' : paiseToRupeesInput(v.mrp),
      salePrice: v.salePrice === null ? '' : paiseToRupeesInput(v.salePrice),
      saleStartsAt: localInput(v.saleStartsAt),
      saleEndsAt: localInput(v.saleEndsAt),
      stock: v.stockQuantity === null ? '' : String(v.stockQuantity),
      active: v.active,
      images: v.images,
      kept: { weightGrams: v.weightGrams, hsnCode: v.hsnCode, gstRate: v.gstRate },
    }),
  );
  return { axes, variants };
}

const comboKey = (values: readonly (string | undefined)[]) => values.join('|');

/**
 * The variants after an axis changed: a value gone takes its variants with it; an axis given its first value gives it
 * to every variant (the one variant of a product without options becomes its first combination); a combination met
 * twice keeps its first variant.
 */
export function normalise(axes: readonly DraftAxis[], variants: readonly DraftVariant[]): DraftVariant[] {
  const seen = new Set<string>();
  const out: DraftVariant[] = [];
  for (const variant of variants) {
    const values = axes.map((axis, i) => {
      const key = variant.values[i];
      if (key === undefined) return axis.values[0]?.key;
      return axis.values.some((value) => value.key === key) ? key : null;
    });
    if (values.includes(null)) continue;
    const kept = values as (string | undefined)[];
    const combination = comboKey(kept);
    if (!kept.includes(undefined) && seen.has(combination)) continue;
    seen.add(combination);
    out.push({ ...variant, values: kept });
  }
  return out;
}

export function addAxis(draft: Draft): Draft {
  if (draft.axes.length >= MAX_OPTION_AXES) return draft;
  return { ...draft, axes: [...draft.axes, { key: newKey(), name: '', nameHi: '', values: [] }] };
}

export function removeAxis(draft: Draft, axisKey: string): Draft {
  const at = draft.axes.findIndex((axis) => axis.key === axisKey);
  if (at < 0) return draft;
  const axes = draft.axes.filter((_, i) => i !== at);
  const variants = draft.variants.map((v) => ({ ...v, values: v.values.filter((_, i) => i !== at) }));
  return { axes, variants: normalise(axes, variants) };
}

/** Replaces one axis (its names, its values added, renamed, removed or moved) and follows with the variants. */
export function updateAxis(draft: Draft, axisKey: string, change: (axis: DraftAxis) => DraftAxis): Draft {
  const axes = draft.axes.map((axis) => (axis.key === axisKey ? change(axis) : axis));
  return { axes, variants: normalise(axes, draft.variants) };
}

export const addValue = (axis: DraftAxis, label: string): DraftAxis => ({
  ...axis,
  values: [...axis.values, { key: newKey(), label, labelHi: '', swatch: '' }],
});

/** Moves a value one place up (-1) or down (+1); the order is the shop's picker's. */
export function moveValue(axis: DraftAxis, valueKey: string, by: -1 | 1): DraftAxis {
  const from = axis.values.findIndex((value) => value.key === valueKey);
  const to = from + by;
  if (from < 0 || to < 0 || to >= axis.values.length) return axis;
  const values = [...axis.values];
  [values[from], values[to]] = [values[to]!, values[from]!];
  return { ...axis, values };
}

/** Every combination of the axes' values, in their order (empty while an axis has no value). */
export function combinations(axes: readonly DraftAxis[]): string[][] {
  if (axes.length === 0 || axes.some((axis) => axis.values.length === 0)) return [];
  return axes.reduce<string[][]>(
    (acc, axis) => acc.flatMap((combo) => axis.values.map((value) => [...combo, value.key])),
    [[]],
  );
}

const skuPart = (label: string) => label.toUpperCase().replace(/[^A-Z0-9]+/g, '');

/**
 * Generate: every combination of the axes, in order, each the variant that has it or a new one (the first
 * variant's price, MRP and stock, a SKU made of the base and the values). Null when that is more than 100.
 */
export function generate(draft: Draft, baseSku: string): Draft | null {
  const combos = combinations(draft.axes);
  if (combos.length > MAX_VARIANTS) return null;
  const template = draft.variants[0];
  const variants = combos.map((combo): DraftVariant => {
    const existing = draft.variants.find((v) => comboKey(v.values) === comboKey(combo));
    if (existing) return existing;
    const labels = combo.map((key, i) => draft.axes[i]!.values.find((v) => v.key === key)!.label);
    return {
      key: newKey(),
      ordered: false,
      values: combo,
      sku: [baseSku, ...labels.map(skuPart)].filter(Boolean).join('-').slice(0, 50),
      price: template?.price ?? '',
      mrp: template?.mrp ?? '',
      salePrice: '',
      saleStartsAt: '',
      saleEndsAt: '',
      stock: template ? '0' : '',
      active: true,
      images: null,
      kept: { weightGrams: template?.kept.weightGrams ?? null, hsnCode: null, gstRate: null },
    };
  });
  return { ...draft, variants };
}

/** How many variants Generate would make. */
export const combinationCount = (axes: readonly DraftAxis[]) =>
  axes.length === 0 ? 0 : axes.reduce((n, axis) => n * axis.values.length, 1);

/** Bulk set: `field` to `text` on every variant with the value `valueKey` (every variant when null). */
export function applyBulk(
  variants: readonly DraftVariant[],
  valueKey: string | null,
  field: BulkField,
  text: string,
): { variants: DraftVariant[]; matched: number } {
  let matched = 0;
  const next = variants.map((v) => {
    if (valueKey !== null && !v.values.includes(valueKey)) return v;
    matched += 1;
    return { ...v, [field]: text };
  });
  return { variants: next, matched };
}

/** 'S / Blue': a variant's values as the grid names it. */
export const variantTitle = (axes: readonly DraftAxis[], variant: DraftVariant) =>
  variant.values.map((key, i) => axes[i]?.values.find((v) => v.key === key)?.label || '?').join(' / ');

const optionalPaise = (text: string) => (text.trim() === '' ? null : rupeesToPaiseInput(text));

/** The PUT's body, as typed: the shared schema (client side) and the server say what is wrong, by field. */
export function bodyOf(draft: Draft) {
  return {
    options: draft.axes.map((axis) => ({
      name: axis.name,
      nameHi: axis.nameHi,
      values: axis.values.map((value) => ({
        label: value.label,
        labelHi: value.labelHi,
        swatch: value.swatch.trim() || null,
      })),
    })),
    variants: draft.variants.map((v) => ({
      ...(v.id !== undefined && { id: v.id }),
      options: v.values.map(
        (key, i) => draft.axes[i]?.values.find((value) => value.key === key)?.label ?? '',
      ),
      sku: v.sku,
      price: rupeesToPaiseInput(v.price),
      mrp: optionalPaise(v.mrp),
      salePrice: optionalPaise(v.salePrice),
      saleStartsAt: isoOf(v.saleStartsAt),
      saleEndsAt: isoOf(v.saleEndsAt),
      stockQuantity: v.stock.trim() === '' ? undefined : Number(v.stock),
      images: v.images,
      active: v.active,
      ...v.kept,
    })),
  };
}

/** The saved variants the draft no longer has: each archived (an order names it) or deleted on save. */
export const removedOf = (saved: ProductVariants, draft: Draft): AdminVariant[] =>
  saved.variants.filter((v) => !draft.variants.some((d) => d.id === v.id));
