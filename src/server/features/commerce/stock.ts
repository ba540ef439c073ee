import { and, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import { type Said, said } from '#shared/i18n/said.ts';
import { CHECKOUT_MESSAGES, insufficientStockMessage, type StockProblem } from '#shared/orders/order.ts';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';

type ProductRow = typeof products.$inferSelect;

/**
 * Takes `quantity` of a product in one conditional update: the row changes only if the product
 * may be sold and enough is left (unknown stock stays unknown), so stock never goes below zero,
 * whatever runs at the same time (CHECK stock >= 0 is the backstop). Undefined when refused.
 * `purchasableOnly`: also require a visible, in-stock product (checkout); reinstating a
 * cancelled order only needs the quantity.
 */
async function takeStock(
  tx: Db,
  productId: number,
  quantity: number,
  purchasableOnly = true,
): Promise<ProductRow | undefined> {
  const enough = or(isNull(products.stockQuantity), gte(products.stockQuantity, quantity));
  const where = purchasableOnly
    ? and(eq(products.id, productId), isNull(products.archivedAt), eq(products.inStock, true), enough)
    : and(eq(products.id, productId), enough);
  const [row] = await tx
    .update(products)
    .set({ stockQuantity: sql`${products.stockQuantity} - ${quantity}` })
    .where(where)
    .returning();
  return row;
}

/** Gives `quantity` back (unknown stock stays unknown). */
export async function releaseStock(tx: Db, productId: number, quantity: number): Promise<void> {
  await tx
    .update(products)
    .set({ stockQuantity: sql`${products.stockQuantity} + ${quantity}` })
    .where(eq(products.id, productId));
}

/** How many of a product a shopper could buy now: 0 when it is not for sale. */
async function availableQuantity(tx: Db, productId: number): Promise<number> {
  const [row] = await tx
    .select({
      inStock: products.inStock,
      stockQuantity: products.stockQuantity,
      archivedAt: products.archivedAt,
    })
    .from(products)
    .where(eq(products.id, productId));
  if (!row || row.archivedAt || !row.inStock) return 0;
  return row.stockQuantity ?? 0;
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

export interface StockLine {
  /** The line's position in the cart or order (the `items.{i}` field of a refusal). */
  index: number;
  productId: number;
  quantity: number;
}

/**
 * Takes the stock of every line, in product-id order (no deadlock between two carts), each a
 * conditional update; any line short throws InsufficientStockError naming every short line (the
 * caller's transaction rolls the others back). Checkout (`purchasableOnly`) tells the shopper a
 * product is out of stock; reinstating an order tells the admin how many are left.
 */
export async function reserveStock(
  tx: Db,
  lines: StockLine[],
  { purchasableOnly }: { purchasableOnly: boolean },
): Promise<Map<number, ProductRow>> {
  const taken = new Map<number, ProductRow>();
  const problems: StockProblem[] = [];
  for (const line of [...lines].sort((a, b) => a.productId - b.productId)) {
    const product = await takeStock(tx, line.productId, line.quantity, purchasableOnly);
    if (product) {
      taken.set(line.productId, product);
      continue;
    }
    problems.push(stockProblem(line, await availableQuantity(tx, line.productId), purchasableOnly));
  }
  if (problems.length > 0) throw new InsufficientStockError(problems.sort((a, b) => a.index - b.index));
  return taken;
}

/**
 * Checkout's fast answer for what is already gone (decision 058): one plain read of the lines' products, and
 * the same 409 reserveStock would give for any line short now. Nothing is locked or taken: the conditional
 * update in the order's transaction still decides; this only spares a sold-out piece's crowd the transaction.
 */
export async function refuseWhatIsGone(db: Db, lines: StockLine[]): Promise<void> {
  const rows = await db
    .select({
      id: products.id,
      inStock: products.inStock,
      stockQuantity: products.stockQuantity,
      archivedAt: products.archivedAt,
    })
    .from(products)
    .where(
      inArray(
        products.id,
        lines.map((l) => l.productId),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const problems = lines.flatMap((line) => {
    const row = byId.get(line.productId);
    const available =
      !row || row.archivedAt || !row.inStock ? 0 : (row.stockQuantity ?? Number.POSITIVE_INFINITY);
    return available >= line.quantity ? [] : [stockProblem(line, available, true)];
  });
  if (problems.length > 0) throw new InsufficientStockError(problems.sort((a, b) => a.index - b.index));
}

function stockProblem(line: StockLine, available: number, purchasableOnly: boolean): StockProblem {
  const out = purchasableOnly && available === 0;
  return {
    index: line.index,
    productId: line.productId,
    available,
    message: out ? CHECKOUT_MESSAGES.outOfStock.description : insufficientStockMessage(available),
    said: out ? said('outOfStock') : said('insufficientStock', { available }),
  };
}
