import { asc, count, isNull, max } from 'drizzle-orm';
import type { ProductImage } from '#shared/catalog/catalog.schemas.ts';
import { productPath } from '#shared/catalog/product-slugs.ts';
import { describeLine, isColourAxis, optionsLabel } from '#shared/catalog/variants.ts';
import type { FeedProblem } from '#shared/feeds/feeds.schemas.ts';
import type { Lang } from '#shared/i18n/translate.ts';
import { pathInLang } from '#shared/i18n/translate.ts';
import { effectivePrice, saleRunning } from '#shared/pricing/sale.ts';
import type { Db } from '../../db/client.ts';
import { deliverySettings, products, shippingZones } from '../../db/schema/index.ts';
import { canBuy, priceFieldsOf, pricingAt, valuesOf, variantsOf } from '../catalog/catalog.service.ts';

/*
 * The product feeds' items (decision 071): one per offered variant of each product in the shop that is not left out
 * of the feeds and has a picture, at the price a shopper pays (GST included, docs/product.md §9), with its sale and
 * its window, its availability, its group, its colour, material and size, and the shop's shipping rules.
 */

type ProductRow = typeof products.$inferSelect;

export interface FeedShipping {
  /** Pincode prefixes ('560*') or ranges ('560001-560099'); absent: all of India. */
  postalCode?: string;
  /** paise */
  price: number;
  minDays: number;
  maxDays: number;
}

export interface FeedItem {
  id: string;
  groupId?: string;
  title: string;
  description: string;
  link: string;
  imageLink: string;
  additionalImageLinks: string[];
  available: boolean;
  /** paise, GST included */
  price: number;
  sale?: { price: number; startsAt: Date; endsAt: Date };
  productType: string;
  colour?: string;
  material?: string;
  size?: string;
  shipping: FeedShipping[];
}

export interface ShippingRules {
  freeShippingThreshold: number;
  shippingFee: number;
}

const axisNamed = (pattern: RegExp) => (axis: { name: string }) => pattern.test(axis.name.trim());
const isMaterialAxis = axisNamed(/^materials?$/i);
const isSizeAxis = axisNamed(/^sizes?$/i);

/** A zone's pincode rule as Google's postal_code: a prefix with `*`, a range as it is. */
const postalCodeOf = (rule: string): string => (rule.includes('-') || rule.length === 6 ? rule : `${rule}*`);

/** Shorter than this, Google and Meta rank a description as thin (their specs ask for a useful one). */
export const MIN_DESCRIPTION = 50;

/** The products the feeds read: those in the shop (not archived), in the admin's order. */
export async function feedProducts(db: Db) {
  const rows = await db.select().from(products).where(isNull(products.archivedAt)).orderBy(asc(products.id));
  const variants = await variantsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({ row, variants: variants.get(row.id) ?? [] }));
}

/** A number that changes whenever a shipping zone or the delivery days change (the feeds' cache key has it). */
export async function shippingVersion(db: Db): Promise<string> {
  const [[zones], [settings]] = await Promise.all([
    db.select({ n: count(), at: max(shippingZones.updatedAt) }).from(shippingZones),
    db.select({ at: max(deliverySettings.updatedAt) }).from(deliverySettings),
  ]);
  return `${zones?.n ?? 0}:${zones?.at?.getTime() ?? 0}:${settings?.at?.getTime() ?? 0}`;
}

/** One shipping line per zone's pincode rule, and the rest of India at the store's rule and default days. */
async function shippingRulesFor(db: Db) {
  const [zones, [settings]] = await Promise.all([
    db.select().from(shippingZones).orderBy(asc(shippingZones.position), asc(shippingZones.id)),
    db.select().from(deliverySettings),
  ]);
  return (storeFee: number): FeedShipping[] => [
    ...zones.flatMap((zone) =>
      zone.pincodeRules.map((rule) => ({
        postalCode: postalCodeOf(rule),
        price: storeFee + zone.fee,
        minDays: zone.minDays,
        maxDays: zone.maxDays,
      })),
    ),
    { price: storeFee, minDays: settings?.defaultMinDays ?? 5, maxDays: settings?.defaultMaxDays ?? 7 },
  ];
}

const absolute = (url: string, publicUrl: string) => new URL(url, publicUrl).href;

/** The feed's items in the language's titles, descriptions and links. */
export async function feedItems(
  db: Db,
  { lang, publicUrl, rules }: { lang: Lang; publicUrl: string; rules: ShippingRules },
  now: Date = new Date(),
): Promise<FeedItem[]> {
  const [entries, pricing, shippingOf] = await Promise.all([
    feedProducts(db),
    pricingAt(db, now),
    shippingRulesFor(db),
  ]);
  return entries.flatMap(({ row, variants }) => {
    if (row.feedExcluded) return [];
    const axes = row.options;
    const grouped = axes.length > 0;
    const name = (lang === 'hi' && row.nameHi) || row.name;
    const description = ((lang === 'hi' && row.descriptionHi) || row.description).trim() || name;
    return variants.flatMap((variant) => {
      const images: ProductImage[] = variant.images?.length ? variant.images : row.images;
      if (images.length === 0) return [];
      const values = valuesOf(variant, axes.length);
      const axisValue = (test: (axis: { name: string }) => boolean) => {
        const i = axes.findIndex(test);
        return i === -1 ? undefined : values[i] || undefined;
      };
      const fields = priceFieldsOf(row, variant);
      const selling = effectivePrice(fields, now, pricing.offers);
      const sale = saleOf(fields, now, pricing.offers, selling);
      const path = pathInLang(productPath(row), lang);
      const storeFee = selling >= rules.freeShippingThreshold ? 0 : rules.shippingFee;
      return [
        {
          id: variant.sku,
          ...(grouped ? { groupId: row.catalogNumber } : {}),
          title: grouped ? describeLine(name, optionsLabel(values)) : name,
          description,
          link: absolute(grouped ? `${path}?variant=${variant.id}` : path, publicUrl),
          imageLink: absolute(images[0]!.url, publicUrl),
          additionalImageLinks: images.slice(1, 11).map((i) => absolute(i.url, publicUrl)),
          available: canBuy(row, variant),
          price: variant.price,
          ...(sale ? { sale } : {}),
          productType: row.category,
          colour: axisValue(isColourAxis),
          material: axisValue(isMaterialAxis),
          size: axisValue(isSizeAxis),
          shipping: shippingOf(storeFee),
        },
      ];
    });
  });
}

type PriceFields = ReturnType<typeof priceFieldsOf>;

/**
 * The variant's sale as the feeds give it: its own scheduled or running sale (with its window), else a store-wide
 * offer running now for its category (with the offer's window).
 */
function saleOf(
  fields: PriceFields,
  now: Date,
  offers: Awaited<ReturnType<typeof pricingAt>>['offers'],
  selling: number,
): FeedItem['sale'] {
  const { salePrice, saleStartsAt, saleEndsAt } = fields;
  if (salePrice !== null && saleStartsAt && saleEndsAt && saleEndsAt > now && !(selling < salePrice)) {
    if (saleRunning(fields, now) || saleStartsAt > now)
      return { price: salePrice, startsAt: saleStartsAt, endsAt: saleEndsAt };
  }
  if (selling < fields.price) {
    const offer = offers.find(
      (o) => (o.category === null || o.category === fields.category) && o.startsAt <= now && now < o.endsAt,
    );
    if (offer) return { price: selling, startsAt: offer.startsAt, endsAt: offer.endsAt };
  }
  return undefined;
}

/** What each product in the shop lacks for the feeds (the admin's report); products lacking nothing are not listed. */
export async function feedReport(db: Db, categoryHsn: (category: string) => string | undefined) {
  const entries = await feedProducts(db);
  return entries.flatMap(({ row, variants }) => {
    const problems: FeedProblem[] = [];
    if (row.feedExcluded) problems.push('left-out');
    if (variants.length === 0) problems.push('no-variant');
    else if (row.images.length === 0 && variants.some((v) => !v.images?.length)) problems.push('no-image');
    if (row.description.trim().length < MIN_DESCRIPTION) problems.push('short-description');
    if (!row.hsnCode && !categoryHsn(row.category) && variants.some((v) => !v.hsnCode))
      problems.push('no-hsn');
    return problems.length > 0 ? [{ ...summary(row), problems }] : [];
  });
}

const summary = (row: ProductRow) => ({
  id: row.id,
  name: row.name,
  catalogNumber: row.catalogNumber,
  feedExcluded: row.feedExcluded,
});
