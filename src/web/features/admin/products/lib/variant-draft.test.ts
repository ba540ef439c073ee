import { describe, expect, it } from 'vitest';
import type { ProductVariants } from '#shared/catalog/variant-admin.schemas.ts';
import { productVariantsInputSchema } from '#shared/catalog/variant-admin.schemas.ts';
import {
  addAxis,
  addValue,
  applyBulk,
  bodyOf,
  type Draft,
  draftOf,
  generate,
  moveValue,
  removeAxis,
  removedOf,
  updateAxis,
  variantTitle,
} from './variant-draft.ts';

/** A product without options: its one default variant. */
const PLAIN: ProductVariants = {
  productId: 7,
  options: [],
  variants: [
    {
      id: 70,
      position: 0,
      options: [],
      sku: 'KG-SC-001',
      price: 49_900,
      mrp: 59_900,
      salePrice: null,
      saleStartsAt: null,
      saleEndsAt: null,
      stockQuantity: 4,
      weightGrams: 120,
      images: null,
      hsnCode: null,
      gstRate: null,
      active: true,
      ordered: true,
    },
  ],
};

/** The owner's steps: an axis, named, its values typed one by one. */
function withAxis(draft: Draft, name: string, labels: string[]): Draft {
  let next = addAxis(draft);
  const key = next.axes.at(-1)!.key;
  next = updateAxis(next, key, (axis) => ({ ...axis, name }));
  for (const label of labels) next = updateAxis(next, key, (axis) => addValue(axis, label));
  return next;
}

const titles = (draft: Draft) => draft.variants.map((v) => variantTitle(draft.axes, v));

describe('the variant draft', () => {
  it('turns the default variant into the first combination, then generates the rest with its price and stock 0', () => {
    let draft = withAxis(draftOf(PLAIN), 'Size', ['S', 'M', 'L']);
    draft = withAxis(draft, 'Colour', ['Blue', 'Red']);
    expect(titles(draft)).toEqual(['S / Blue']);
    draft = generate(draft, 'KG-SC-001')!;
    expect(titles(draft)).toEqual(['S / Blue', 'S / Red', 'M / Blue', 'M / Red', 'L / Blue', 'L / Red']);
    expect(draft.variants[0]).toMatchObject({ id: 70, sku: 'KG-SC-001', stock: '4' });
    expect(draft.variants[5]).toMatchObject({ sku: 'KG-SC-001-L-RED', price: '499', mrp: '599', stock: '0' });
    expect(draft.variants[5]!.id).toBeUndefined();
    expect(productVariantsInputSchema.safeParse(bodyOf(draft)).success).toBe(true);
  });

  it('bulk set changes the rows with the value only; amounts go as paise', () => {
    let draft = withAxis(draftOf(PLAIN), 'Size', ['S', 'L']);
    draft = generate(draft, 'X')!;
    const large = draft.axes[0]!.values[1]!.key;
    const { variants, matched } = applyBulk(draft.variants, large, 'price', '1499');
    expect(matched).toBe(1);
    const body = bodyOf({ ...draft, variants });
    expect(body.variants.map((v) => [v.options, v.price])).toEqual([
      [['S'], 49_900],
      [['L'], 149_900],
    ]);
    expect(applyBulk(draft.variants, null, 'stock', '3').matched).toBe(2);
  });

  it('a renamed value is renamed on its variants; a moved value keeps them; a removed value takes them', () => {
    let draft = generate(withAxis(draftOf(PLAIN), 'Size', ['S', 'M', 'L']), 'X')!;
    const axis = draft.axes[0]!;
    const [s, m] = axis.values;
    draft = updateAxis(draft, axis.key, (a) => ({
      ...a,
      values: a.values.map((v) => (v.key === m!.key ? { ...v, label: 'Medium' } : v)),
    }));
    expect(titles(draft)).toEqual(['S', 'Medium', 'L']);
    draft = updateAxis(draft, axis.key, (a) => moveValue(a, s!.key, 1));
    expect(draft.axes[0]!.values.map((v) => v.label)).toEqual(['Medium', 'S', 'L']);
    expect(moveValue(draft.axes[0]!, draft.axes[0]!.values[0]!.key, -1)).toBe(draft.axes[0]);
    draft = updateAxis(draft, axis.key, (a) => ({ ...a, values: a.values.filter((v) => v.key !== s!.key) }));
    expect(titles(draft)).toEqual(['Medium', 'L']);
    // The default variant (ordered) was S: it is among the removed, to be archived.
    expect(removedOf(PLAIN, draft)).toMatchObject([{ id: 70, ordered: true }]);
  });

  it('removing an axis keeps the first variant of each combination left', () => {
    let draft = withAxis(draftOf(PLAIN), 'Size', ['S', 'L']);
    draft = generate(withAxis(draft, 'Colour', ['Blue', 'Red']), 'X')!;
    draft = removeAxis(draft, draft.axes[1]!.key);
    expect(titles(draft)).toEqual(['S', 'L']);
    expect(draft.variants[0]!.id).toBe(70);
  });

  it('refuses to generate more than 100 variants', () => {
    let draft = draftOf(PLAIN);
    const many = Array.from({ length: 11 }, (_, i) => `V${i}`);
    draft = withAxis(withAxis(draft, 'A', many), 'B', many);
    expect(generate(draft, 'X')).toBeNull();
  });
});
