import { and, asc, eq, gte, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { type Said, said } from '#shared/i18n/said.ts';
import { CHECKOUT_MESSAGES, insufficientStockMessage, type StockProblem } from '#shared/orders/order.ts';
import type { Db } from '../../db/client.ts';
import { products, productVariants } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { canBuy, type VariantRow } from '../catalog/catalog.service.ts';
import { claimRestocked } from '../stock-requests/stock-requests.service.ts';

/*
 * Stock is the variant's (decision 066): each line of a cart buys one variant of a product, the one it names or,
 * when it names none (a cart kept from before variants), the product's default: its first offered variant.
 */

type ProductRow = typeof products.$inferSelect;

/** A cart's or an order's line as it refers to what it buys. */
export interface LineRef {
  /** The line's position in the cart or order (the `items.{i}` field of a refusal). */
  index: number;
  productId: number;
  /** Absent: the product's default variant. */
  variantId?: number | undefined;
  quantity: number;
}

/** A line with the variant it buys (its stock is taken from that row). */
export interface StockLine extends LineRef {
  variantId: number;
}

/** What a line buys: its product and its variant. */
export interface Bought {
  product: ProductRow;
  variant: VariantRow;
}

/**
 * The product and offered variant of each line (undefined when the variant it names is not offered, or not one of
 * the product's, or the product has none), whether it can be bought or not: one read. `lock`: in an order's
 * transaction, the products' rows are read with a key-share lock, which other orders' stock updates pass
 * (decision 058) but an admin's product edit or delete (FOR UPDATE) waits for.
 */
export async function readLines(
  db: Db,
  lines: readonly LineRef[],
  { lock = false }: { lock?: boolean } = {},
): Promise<Map<number, Bought>> {
  const named = lines.flatMap((l) => (l.variantId === undefined ? [] : [l.variantId]));
  const defaults = lines.flatMap((l) => (l.variantId === undefined ? [l.productId] : []));
  const which: SQL[] = [];
  if (named.length > 0) which.push(inArray(productVariants.id, named));
  if (defaults.length > 0) which.push(inArray(productVariants.productId, defaults));
  if (which.length === 0) return new Map();
  const query = db
    .select({ product: products, variant: productVariants })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(productVariants.active, true), isNull(productVariants.archivedAt), or(...which)))
    .orderBy(asc(productVariants.productId), asc(productVariants.position), asc(productVariants.id));
  const rows = await (lock ? query.for('key share', { of: products }) : query);
  const bought = new Map<number, Bought>();
  for (const line of lines) {
    const row = rows.find((r) =>
      line.variantId === undefined
        ? r.variant.productId === line.productId
        : r.variant.id === line.variantId && r.variant.productId === line.productId,
    );
    if (row) bought.set(line.index, row);
  }
  return bought;
}

/** The lines that can be bought now (by index): the product in the shop and in stock, the variant's stock above 0. */
export async function purchasableLines(
  db: Db,
  lines: readonly LineRef[],
  opts: { lock?: boolean } = {},
): Promise<Map<number, Bought>> {
  const read = await readLines(db, lines, opts);
  return new Map([...read].filter(([, b]) => canBuy(b.product, b.variant)));
}

/**
 * Takes `quantity` of a variant in one conditional update: the row changes only if the variant may be sold and
 * enough is left (unknown stock stays unknown), so stock never goes below zero, whatever runs at the same time
 * (CHECK stock >= 0 is the backstop). False when refused. `purchasableOnly`: also require an offered variant of a
 * product in the shop and in stock (checkout); reinstating a cancelled order only needs the quantity.
 */
async function takeStock(tx: Db, variantId: number, quantity: number, purchasableOnly: boolean) {
  const enough = or(isNull(productVariants.stockQuantity), gte(productVariants.stockQuantity, quantity));
  const where = purchasableOnly
    ? and(
        eq(productVariants.id, variantId),
        eq(productVariants.active, true),
        isNull(productVariants.archivedAt),
        enough,
        sql`exists (select 1 from ${products} where ${products.id} = ${productVariants.productId} and ${products.archivedAt} is null and ${products.inStock})`,
      )
    : and(eq(productVariants.id, variantId), enough);
  const [taken] = await tx
    .update(productVariants)
    .set({ stockQuantity: sql`${productVariants.stockQuantity} - ${quantity}` })
    .where(where)
    .returning({ left: productVariants.stockQuantity });
  return taken;
}

/** What an order took of a variant, and what this left (null: stock not counted). */
export interface StockTaken {
  variantId: number;
  quantity: number;
  left: number | null;
}

/**
 * Gives `quantity` back to a variant (unknown stock stays unknown). Back from 0, it claims the variant's waiting
 * "tell me when it's back" requests in this transaction (decision 073); their mails go once it commits.
 */
export async function releaseStock(
  tx: Db,
  variantId: number,
  quantity: number,
  at = new Date(),
): Promise<void> {
  const [released] = await tx
    .update(productVariants)
    .set({ stockQuantity: sql`${productVariants.stockQuantity} + ${quantity}` })
    .where(eq(productVariants.id, variantId))
    .returning({ after: productVariants.stockQuantity });
  if (released?.after == null || quantity <= 0) return;
  await claimRestocked(tx, [{ variantId, before: released.after - quantity, after: released.after }], at);
}

/** How many of a variant a shopper could buy now: 0 when it is not for sale. */
async function availableQuantity(tx: Db, line: StockLine): Promise<number> {
  const read = await readLines(tx, [line]);
  const bought = read.get(line.index);
  if (!bought || !canBuy(bought.product, bought.variant)) return 0;
  return bought.variant.stockQuantity ?? 0;
}

/** 409 INSUFFICIENT_STOCK with a message per line (`fields['items.{i}']`) and the `lines` detail. */
export class InsufficientStockError extends AppError {
  constructor(lines: StockProblem[]) {
    const fields: Record<string, string> = {};
    const saidFields: Record<string, Said> = {};
    for (const line of lines) {
      fields[`items.${line.index}`] = line.message;
      saidFields[`items.${line.index}`] = line.said;
    }
    super(
      'INSUFFICIENT_STOCK',
      lines[0]?.message ?? CHECKOUT_MESSAGES.insufficientStock.title,
      fields,
      undefined,
      { lines, said: lines[0]?.said, saidFields },
    );
  }
}

/**
 * Takes the stock of every line, in variant-id order (no deadlock between two carts), each a conditional update; any
 * line short throws InsufficientStockError naming every short line (the caller's transaction rolls the others back).
 * Checkout (`purchasableOnly`) tells the shopper a product is out of stock; reinstating an order tells the admin how
 * many are left.
 */
export async function reserveStock(
  tx: Db,
  lines: StockLine[],
  { purchasableOnly }: { purchasableOnly: boolean },
): Promise<StockTaken[]> {
  const problems: StockProblem[] = [];
  const taken: StockTaken[] = [];
  for (const line of [...lines].sort((a, b) => a.variantId - b.variantId || a.index - b.index)) {
    const took = await takeStock(tx, line.variantId, line.quantity, purchasableOnly);
    if (took) taken.push({ variantId: line.variantId, quantity: line.quantity, left: took.left });
    else problems.push(stockProblem(line, await availableQuantity(tx, line), purchasableOnly));
  }
  if (problems.length > 0) throw new InsufficientStockError(problems.sort((a, b) => a.index - b.index));
  return taken;
}

/**
 * The variants this taking brought to `lowStockAt` or below from above it: each crossing is seen by exactly one
 * order, however many buy at once (each update sees the stock the one before it left).
 */
export function crossedLowStock(taken: readonly StockTaken[], lowStockAt: number): StockTaken[] {
  const left = new Map<number, StockTaken>();
  for (const t of taken) {
    if (t.left === null) continue;
    // Two lines of one variant: the later update left less, and the first one started from more.
    const seen = left.get(t.variantId);
    left.set(
      t.variantId,
      seen ? { ...t, quantity: seen.quantity + t.quantity, left: Math.min(seen.left!, t.left) } : t,
    );
  }
  return [...left.values()].filter((t) => t.left! <= lowStockAt && t.left! + t.quantity > lowStockAt);
}

/**
 * The lines of `lines` that `bought` has no variant for (gone, or not for sale now): 409 naming each, as out of
 * stock. Checkout's answer for a line that cannot be priced, before an order without it is written.
 */
export function refuseUnbought(lines: readonly LineRef[], bought: ReadonlyMap<number, Bought>): void {
  const problems = lines.filter((l) => !bought.has(l.index)).map((l) => stockProblem(l, 0, true));
  if (problems.length > 0) throw new InsufficientStockError(problems);
}

/**
 * Checkout's fast answer for what is already gone (decision 058): one plain read of the lines' variants, and the
 * same 409 reserveStock would give for any line short now. Nothing is locked or taken: the conditional update in the
 * order's transaction still decides; this only spares a sold-out piece's crowd the transaction.
 */
export async function refuseWhatIsGone(db: Db, lines: readonly LineRef[]): Promise<void> {
  const read = await readLines(db, lines);
  const problems = lines.flatMap((line) => {
    const bought = read.get(line.index);
    const available =
      !bought || !canBuy(bought.product, bought.variant)
        ? 0
        : (bought.variant.stockQuantity ?? Number.POSITIVE_INFINITY);
    return available >= line.quantity ? [] : [stockProblem(line, available, true)];
  });
  if (problems.length > 0) throw new InsufficientStockError(problems.sort((a, b) => a.index - b.index));
}

function stockProblem(line: LineRef, available: number, purchasableOnly: boolean): StockProblem {
  const out = purchasableOnly && available === 0;
  return {
    index: line.index,
    productId: line.productId,
    ...(line.variantId === undefined ? {} : { variantId: line.variantId }),
    available,
    message: out ? CHECKOUT_MESSAGES.outOfStock.description : insufficientStockMessage(available),
    said: out ? said('outOfStock') : said('insufficientStock', { available }),
  };
}
