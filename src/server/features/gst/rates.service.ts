import { asc, isNull } from 'drizzle-orm';
import { indiaDay } from '#shared/format/dates.ts';
import type { RateChangeBody } from '#shared/gst/gst.schemas.ts';
import { GST_MESSAGES, type GstRatesView, type ProductRateChange } from '#shared/gst/gst.ts';
import { CURRENT_GST_RATES, GST_REFORM_DAY, rateOn } from '#shared/gst/rates.ts';
import type { Db } from '../../db/client.ts';
import { gstRateChanges, products } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { readGstSettings, readRateTable, taxOfItem } from './gst.service.ts';

/*
 * Dated GST rates (decision 051): the table the invoices read (the law's rates in code plus the admin's
 * changes), the admin adding a change ahead, and which products' rate changed or will.
 */

const DAY_MS = 86_400_000;
/** The last India day before the 22 Sep 2025 rates. */
const DAY_BEFORE_REFORM = indiaDay(new Date(Date.parse(`${GST_REFORM_DAY}T00:00:00+05:30`) - DAY_MS));

/** Adds a change from an India day after today; 400 naming the field, 409 when that HSN and day have one. */
export async function addRateChange(db: Db, input: RateChangeBody, by: string | null, now: Date) {
  if (input.effectiveFrom <= indiaDay(now))
    throw new AppError('VALIDATION_FAILED', GST_MESSAGES.rateChangeDayInvalid, {
      effectiveFrom: GST_MESSAGES.rateChangeDayInvalid,
    });
  const [row] = await db
    .insert(gstRateChanges)
    .values({ hsn: input.hsn, rate: input.rate, effectiveFrom: input.effectiveFrom, createdBy: by })
    .onConflictDoNothing()
    .returning({ id: gstRateChanges.id });
  if (!row)
    throw new AppError('CONFLICT', GST_MESSAGES.rateChangeExists, {
      effectiveFrom: GST_MESSAGES.rateChangeExists,
    });
}

/** The rate table, and every product (not archived) whose rate differs across the reform, its setting or a change ahead. */
export async function ratesView(db: Db, now: Date): Promise<GstRatesView> {
  const today = indiaDay(now);
  const [table, settings, rows] = [
    await readRateTable(db),
    await readGstSettings(db),
    await db
      .select({
        id: products.id,
        name: products.name,
        catalogNumber: products.catalogNumber,
        category: products.category,
        hsnCode: products.hsnCode,
        gstRate: products.gstRate,
      })
      .from(products)
      .where(isNull(products.archivedAt))
      .orderBy(asc(products.catalogNumber)),
  ];
  const changedProducts: ProductRateChange[] = [];
  for (const product of rows) {
    const item = { ...product, productCategory: product.category };
    const { hsn, rate } = taxOfItem(item, settings.categoryDefaults, table, today);
    const beforeReform = taxOfItem(item, settings.categoryDefaults, table, DAY_BEFORE_REFORM).rate;
    const settingRate = taxOfItem(item, settings.categoryDefaults, [], today).rate;
    const ahead = table
      .filter((e) => e.from > today && hsn.startsWith(e.hsn))
      .map((e) => e.from)
      .sort();
    const nextDay =
      product.gstRate === null ? ahead.find((day) => rateOn(table, hsn, day) !== rate) : undefined;
    const next = nextDay ? { rate: rateOn(table, hsn, nextDay)!, from: nextDay } : null;
    // A product's own rate that is no longer in force (12%, 28%) stays on its invoices until the owner changes it.
    const outdated =
      product.gstRate !== null && !(CURRENT_GST_RATES as readonly number[]).includes(product.gstRate);
    if (beforeReform === rate && settingRate === rate && !next && !outdated) continue;
    changedProducts.push({
      id: product.id,
      name: product.name,
      catalogNumber: product.catalogNumber,
      category: product.category,
      hsn,
      ownRate: product.gstRate,
      settingRate,
      beforeReform,
      now: rate,
      next,
    });
  }
  return { today, table, changedProducts };
}
