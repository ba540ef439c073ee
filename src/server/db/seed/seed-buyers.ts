import { randomBytes } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import {
  DEMO_BUYERS,
  DEMO_REVIEW_TEXTS,
  DEMO_SHOP_REPLIES,
  type DemoBuyer,
  demoReviewCount,
  demoStars,
} from '#demo/demo-buyers.ts';
import { DEMO_PRODUCTS, DEMO_SETTINGS } from '#demo/demo-data.ts';
import type { Db } from '#server/db/client.ts';
import {
  customerProfiles,
  orderItems,
  orderStatusHistory,
  orders,
  productReviews,
  user,
} from '#server/db/schema/index.ts';
import { generateOrderNumber, hashOrderToken } from '#server/features/commerce/index.ts';
import { refreshReviewFigures } from '#server/features/reviews/reviews.service.ts';
import type { ProductImage } from '#shared/catalog/catalog.schemas.ts';
import { orderTotals } from '#shared/pricing/shipping.ts';
import { reviewAuthorName } from '#shared/reviews/reviews.ts';

const DAY_MS = 86_400_000;
/** A buyer's reviewed products go out in orders of up to this many lines. */
const ITEMS_PER_ORDER = 3;

interface SeededProduct {
  id: number;
  /** Its one variant (decision 066), which the demo orders' lines name. */
  variantId: number;
  catalogNumber: string;
  name: string;
  category: string;
  price: number;
  images: ProductImage[];
}

interface PlannedReview {
  product: SeededProduct;
  stars: 3 | 4 | 5;
  /** Which of its star's texts, and whether the shop replied. */
  nth: number;
}

/**
 * The demo buyers (issue 23): accounts without a password (nobody signs in as them), their delivered
 * cash-on-delivery orders 3 weeks to 7 months old, and a published review of each product they bought.
 * The products' rating and count are then computed from those reviews like any others. The review-request
 * mail counts as sent, so the hourly job never mails a demo buyer. Runs inside the seed's transaction.
 */
export async function seedDemoBuyers(tx: Db, seeded: readonly SeededProduct[], now: number): Promise<number> {
  const byCatalog = new Map(seeded.map((p) => [p.catalogNumber, p]));
  const plans = DEMO_BUYERS.map(() => [] as PlannedReview[]);
  let reviewNo = 0;
  DEMO_PRODUCTS.forEach((demo, productIndex) => {
    const product = byCatalog.get(demo.catalogNumber)!;
    const count = demo.reviewAverage === null ? 0 : demoReviewCount(demo.popularity);
    demoStars(demo.reviewAverage ?? 5, count).forEach((stars, k) => {
      plans[(productIndex * 3 + k) % DEMO_BUYERS.length]!.push({ product, stars, nth: reviewNo++ });
    });
  });

  const userIds = await upsertBuyerAccounts(tx, now);
  let reviews = 0;
  for (const [b, buyer] of DEMO_BUYERS.entries()) {
    const userId = userIds.get(buyer.email)!;
    const plan = plans[b]!;
    let spent = 0;
    let firstOrder = now;
    const categories = new Map<string, number>();
    for (let start = 0, j = 0; start < plan.length; start += ITEMS_PER_ORDER, j++) {
      const lines = plan.slice(start, start + ITEMS_PER_ORDER);
      const orderedAt = now - (21 + ((b * 37 + j * 53) % 190)) * DAY_MS - b * 3_600_000;
      const deliveredAt = orderedAt + 5 * DAY_MS;
      firstOrder = Math.min(firstOrder, orderedAt);
      spent += await insertDeliveredOrder(tx, buyer, userId, lines, orderedAt, deliveredAt);
      for (const line of lines)
        categories.set(line.product.category, (categories.get(line.product.category) ?? 0) + 1);
      await tx.insert(productReviews).values(
        lines.map((line) => {
          const texts = DEMO_REVIEW_TEXTS[line.stars];
          const text = texts[line.nth % texts.length]!;
          const publishedAt = new Date(deliveredAt + (2 + (line.nth % 8)) * DAY_MS);
          const replied = line.stars < 5 || line.nth % 9 === 0;
          return {
            productId: line.product.id,
            userId,
            authorName: reviewAuthorName(buyer.name),
            stars: line.stars,
            title: text.title,
            body: text.body,
            status: 'published',
            helpfulCount: (line.nth * 7) % 11,
            publishedAt,
            createdAt: publishedAt,
            updatedAt: publishedAt,
            ...(replied && {
              reply: line.stars < 4 ? DEMO_SHOP_REPLIES.critical : DEMO_SHOP_REPLIES.happy,
              repliedAt: new Date(publishedAt.getTime() + DAY_MS),
            }),
          };
        }),
      );
      reviews += lines.length;
    }
    await tx.insert(customerProfiles).values({
      email: buyer.email,
      userId,
      fullName: buyer.name,
      mobileNumber: buyer.phone,
      signupDate: new Date(firstOrder - 12 * DAY_MS),
      emailVerified: true,
      signupMethod: 'email',
      totalOrders: Math.ceil(plan.length / ITEMS_PER_ORDER),
      totalSpent: spent,
      preferredCategories: [...categories.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 3)
        .map(([category]) => category),
    });
  }
  // The reviewed products' figures, counted as a new review counts them.
  for (const id of new Set(plans.flat().map((line) => line.product.id))) await refreshReviewFigures(tx, id);
  return reviews;
}

/** Accounts are kept by a demo reset (better-auth's tables), so a re-seed finds its buyers again. */
async function upsertBuyerAccounts(tx: Db, now: number): Promise<Map<string, string>> {
  const since = new Date(now - 240 * DAY_MS);
  await tx
    .insert(user)
    .values(
      DEMO_BUYERS.map((b) => ({
        id: `demo-buyer-${b.email.split('@')[0]}`,
        name: b.name,
        email: b.email,
        emailVerified: true,
        role: 'user',
        mobileNumber: b.phone,
        createdAt: since,
        updatedAt: since,
      })),
    )
    .onConflictDoNothing({ target: user.email });
  const rows = await tx
    .select({ id: user.id, email: user.email })
    .from(user)
    .where(
      inArray(
        user.email,
        DEMO_BUYERS.map((b) => b.email),
      ),
    );
  return new Map(rows.map((r) => [r.email, r.id]));
}

/** One delivered order with its status history; returns its total (paise). */
async function insertDeliveredOrder(
  tx: Db,
  buyer: DemoBuyer,
  userId: string,
  lines: readonly PlannedReview[],
  orderedAt: number,
  deliveredAt: number,
): Promise<number> {
  const subtotal = lines.reduce((sum, line) => sum + line.product.price, 0);
  const { shippingCost, total } = orderTotals(subtotal, DEMO_SETTINGS);
  const placed = new Date(orderedAt);
  const delivered = new Date(deliveredAt);
  const [order] = await tx
    .insert(orders)
    .values({
      orderNumber: generateOrderNumber(placed),
      userId,
      customerName: buyer.name,
      customerEmail: buyer.email,
      customerPhone: buyer.phone,
      deliveryAddress: buyer.address,
      city: buyer.city,
      state: buyer.state,
      pincode: buyer.pincode,
      subtotal,
      shippingCost,
      totalAmount: total,
      paymentMethod: 'cod',
      status: 'delivered',
      reviewRequestedAt: delivered,
      // Nobody holds a guest link to a demo order: the hash of a token thrown away.
      accessTokenHash: hashOrderToken(randomBytes(32).toString('base64url')),
      orderDate: placed,
      createdAt: placed,
      updatedAt: delivered,
    })
    .returning({ id: orders.id });
  await tx.insert(orderItems).values(
    lines.map(({ product }) => ({
      orderId: order!.id,
      productId: product.id,
      productName: product.name,
      productCategory: product.category,
      catalogNumber: product.catalogNumber,
      quantity: 1,
      unitPrice: product.price,
      totalPrice: product.price,
      productImage: product.images[0]?.url ?? null,
      variantId: product.variantId,
      variantSku: product.catalogNumber,
    })),
  );
  const step = (fromStatus: string | null, toStatus: string, at: number) => ({
    orderId: order!.id,
    fromStatus,
    toStatus,
    createdAt: new Date(at),
  });
  await tx
    .insert(orderStatusHistory)
    .values([
      step(null, 'confirmed', orderedAt),
      step('confirmed', 'shipped', orderedAt + 2 * DAY_MS),
      step('shipped', 'delivered', deliveredAt),
    ]);
  return total;
}
