import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { ProductImage } from '#shared/catalog/catalog.schemas.ts';
import {
  type AdminReview,
  type AdminReviewsQuery,
  averageStars,
  REVIEW_MESSAGES as M,
  type MyReview,
  type PublicReview,
  REVIEW_LIMITS,
  type ReviewSort,
  type ReviewStatus,
  type ReviewSummary,
  reviewAuthorName,
} from '#shared/reviews/reviews.schemas.ts';
import type { Db } from '../../db/client.ts';
import {
  orderItems,
  orders,
  productReviews,
  products,
  reviewHelpfulVotes,
  user,
} from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import type { MailMessage, TemplateContext } from '../../lib/mailer.ts';
import { findProduct, setReviewFigures } from '../catalog/catalog.service.ts';
import { storeNewReviewEmail } from '../mail/templates/index.ts';
import { readAdminStoreSettings } from '../settings/settings.service.ts';
import { type BoughtOptions, boughtOptionsOf } from './review-bought.ts';

/**
 * Product reviews by verified buyers (docs/product.md §3.10). Every change to what is published rewrites
 * the product's average and count in the same transaction, with the product row locked so parallel
 * changes to one product take turns and the last one counts them all.
 */

type ReviewRow = typeof productReviews.$inferSelect;

export interface Reviewer {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
}

export interface NewReview {
  productId: number;
  stars: number;
  title: string;
  body: string;
  photos?: ProductImage[];
}

const published = eq(productReviews.status, 'published');

/** The author's own view of a review: its state too. */
function toMyReview(row: ReviewRow): MyReview {
  const { bought: _bought, ...review } = toPublicReview(row);
  return {
    ...review,
    productId: row.productId,
    status: row.status as ReviewStatus,
    createdAt: row.createdAt.toISOString(),
  };
}

function toPublicReview(row: ReviewRow, bought: BoughtOptions | null = null): PublicReview {
  return {
    id: row.id,
    stars: row.stars,
    title: row.title,
    body: row.body,
    authorName: row.authorName,
    verifiedBuyer: true,
    photos: row.photos,
    helpful: row.helpfulCount,
    reply: row.reply && row.repliedAt ? { text: row.reply, at: row.repliedAt.toISOString() } : null,
    publishedAt: (row.publishedAt ?? row.createdAt).toISOString(),
    bought,
  };
}

/** One page of a product's published reviews, newest or most helpful first (the page's JSON-LD reads it too). */
export async function publishedReviews(
  db: Db,
  productId: number,
  opts: { sort: ReviewSort; page: number; limit: number },
): Promise<PublicReview[]> {
  const order =
    opts.sort === 'helpful'
      ? [desc(productReviews.helpfulCount), desc(productReviews.publishedAt), desc(productReviews.id)]
      : [desc(productReviews.publishedAt), desc(productReviews.id)];
  const rows = await db
    .select()
    .from(productReviews)
    .where(and(eq(productReviews.productId, productId), published))
    .orderBy(...order)
    .limit(opts.limit)
    .offset((opts.page - 1) * opts.limit);
  const bought = await boughtOptionsOf(db, rows);
  return rows.map((row) => toPublicReview(row, bought.get(row.id) ?? null));
}

/** The mail outbox, for the owner's "a review waits for you" alert (issue 44 point 5). */
export interface ReviewAlertMailer {
  enqueue(tx: Db, message: MailMessage): Promise<unknown>;
  templateContext(): Promise<TemplateContext>;
  nudge(): void;
}

export class ReviewService {
  constructor(
    private readonly db: Db,
    /** The public cache's tags to drop after a change shoppers can see. */
    private readonly invalidate: (what: 'figures' | 'reviews') => void,
    private readonly mailer?: ReviewAlertMailer,
  ) {}

  /**
   * The delivered order of this product that makes `reviewer` a verified buyer: theirs by account, or
   * placed as a guest with the email they have since verified. Null when there is none.
   */
  async deliveredOrderOf(reviewer: Reviewer, productId: number): Promise<string | null> {
    const buyer = reviewer.emailVerified
      ? sql`(${orders.userId} = ${reviewer.id} or lower(${orders.customerEmail}) = lower(${reviewer.email}))`
      : eq(orders.userId, reviewer.id);
    const [row] = await this.db
      .select({ id: orders.id })
      .from(orders)
      .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
      .where(and(eq(orderItems.productId, productId), eq(orders.status, 'delivered'), buyer))
      .orderBy(desc(orders.createdAt))
      .limit(1);
    return row?.id ?? null;
  }

  /** For the write-a-review page: whether `reviewer` may review the product, and their review if written. */
  async myReviewOf(
    reviewer: Reviewer,
    productId: number,
  ): Promise<{ canReview: boolean; review: MyReview | null }> {
    if (!(await findProduct(this.db, productId))) throw new AppError('NOT_FOUND', M.productNotFound);
    const [row] = await this.db
      .select()
      .from(productReviews)
      .where(and(eq(productReviews.productId, productId), eq(productReviews.userId, reviewer.id)));
    if (row) return { canReview: false, review: toMyReview(row) };
    return { canReview: (await this.deliveredOrderOf(reviewer, productId)) !== null, review: null };
  }

  /** A verified buyer's one review of a product: published at once, or pending when the shop approves first. */
  async write(reviewer: Reviewer, input: NewReview): Promise<{ review: PublicReview; status: ReviewStatus }> {
    const product = await findProduct(this.db, input.productId);
    if (!product) throw new AppError('NOT_FOUND', M.productNotFound);
    const orderId = await this.deliveredOrderOf(reviewer, input.productId);
    if (!orderId) throw new AppError('FORBIDDEN', M.notAVerifiedBuyer);
    const { reviewsNeedApproval } = await readAdminStoreSettings(this.db);
    const status: ReviewStatus = reviewsNeedApproval ? 'pending' : 'published';
    // Read before the transaction: PGlite has one connection, and the transaction holds it.
    const alertContext = status === 'pending' ? await this.mailer?.templateContext() : undefined;
    const row = await this.db.transaction(async (tx) => {
      await lockProduct(tx, input.productId);
      const [inserted] = await tx
        .insert(productReviews)
        .values({
          productId: input.productId,
          userId: reviewer.id,
          orderId,
          authorName: reviewAuthorName(reviewer.name),
          stars: input.stars,
          title: input.title,
          body: input.body,
          photos: input.photos ?? [],
          status,
          publishedAt: status === 'published' ? new Date() : null,
        })
        .onConflictDoNothing({ target: [productReviews.productId, productReviews.userId] })
        .returning();
      if (!inserted) throw new AppError('CONFLICT', M.alreadyReviewed);
      if (status === 'published') await refreshReviewFigures(tx, input.productId);
      else if (alertContext) await this.alertOwner(tx, alertContext, product.name, inserted);
      return inserted;
    });
    if (status === 'published') this.invalidate('figures');
    else this.mailer?.nudge();
    return { review: toPublicReview(row, await this.boughtOf(row)), status };
  }

  /** A review waiting for approval: the owner is told, in the review's transaction, when that alert is on. */
  private async alertOwner(
    tx: Db,
    context: TemplateContext,
    productName: string,
    review: ReviewRow,
  ): Promise<void> {
    if (!this.mailer || context.ownerAlerts?.newReview === false) return;
    await this.mailer.enqueue(
      tx,
      storeNewReviewEmail(
        { productName, rating: review.stars, title: review.title, author: review.authorName },
        {
          settings: context.settings,
          publicUrl: context.publicUrl,
          notifyTo: context.orderNotificationEmail,
        },
      ),
    );
  }

  /**
   * A photo (already checked and stored by the upload pipeline) added to the author's own review: up to
   * 3, within a day of writing it. Counted under the review's row lock, so parallel uploads cannot pass 3.
   */
  async addPhoto(
    reviewerId: string,
    reviewId: string,
    store: () => Promise<ProductImage>,
  ): Promise<PublicReview> {
    const row = await this.db.transaction(async (tx) => {
      const [review] = await tx
        .select()
        .from(productReviews)
        .where(and(eq(productReviews.id, reviewId), eq(productReviews.userId, reviewerId)))
        .for('update');
      if (!review) throw new AppError('NOT_FOUND', M.reviewNotFound);
      if (Date.now() - review.createdAt.getTime() > REVIEW_LIMITS.photosWindowHours * 3_600_000)
        throw new AppError('FORBIDDEN', M.photosWindowClosed);
      if (review.photos.length >= REVIEW_LIMITS.photosMax)
        throw new AppError('VALIDATION_FAILED', M.tooManyPhotos, { file: M.tooManyPhotos });
      const photo = await store();
      const [updated] = await tx
        .update(productReviews)
        .set({ photos: [...review.photos, photo], updatedAt: new Date() })
        .where(eq(productReviews.id, reviewId))
        .returning();
      return updated!;
    });
    if (row.status === 'published') this.invalidate('reviews');
    return toPublicReview(row, await this.boughtOf(row));
  }

  private async boughtOf(row: ReviewRow): Promise<BoughtOptions | null> {
    return (await boughtOptionsOf(this.db, [row])).get(row.id) ?? null;
  }

  /** Published reviews of a product with the summary, newest or most helpful first. */
  async listForProduct(
    productId: number,
    opts: { sort: ReviewSort; page: number; limit: number },
  ): Promise<{ items: PublicReview[]; total: number; page: number; limit: number; summary: ReviewSummary }> {
    if (!(await findProduct(this.db, productId))) throw new AppError('NOT_FOUND', M.productNotFound);
    const [items, summary] = await Promise.all([
      publishedReviews(this.db, productId, opts),
      this.summaryOf(productId),
    ]);
    return {
      items,
      total: summary.count,
      page: opts.page,
      limit: opts.limit,
      summary,
    };
  }

  async summaryOf(productId: number): Promise<ReviewSummary> {
    const rows = await this.db
      .select({ stars: productReviews.stars, n: count() })
      .from(productReviews)
      .where(and(eq(productReviews.productId, productId), published))
      .groupBy(productReviews.stars);
    const distribution = [1, 2, 3, 4, 5].map((s) => rows.find((r) => r.stars === s)?.n ?? 0);
    const total = rows.reduce((sum, r) => sum + r.stars * r.n, 0);
    const n = distribution.reduce((a, b) => a + b, 0);
    return { average: averageStars(total, n), count: n, distribution };
  }

  /** "Was this helpful?": counted once per voter (the signed-in user, else the client's address). */
  async markHelpful(reviewId: string, voter: string): Promise<{ helpful: number; counted: boolean }> {
    return this.db.transaction(async (tx) => {
      const [review] = await tx
        .select({ id: productReviews.id })
        .from(productReviews)
        .where(and(eq(productReviews.id, reviewId), published));
      if (!review) throw new AppError('NOT_FOUND', M.reviewNotFound);
      const [vote] = await tx
        .insert(reviewHelpfulVotes)
        .values({ reviewId, voter })
        .onConflictDoNothing()
        .returning({ reviewId: reviewHelpfulVotes.reviewId });
      const [row] = vote
        ? await tx
            .update(productReviews)
            .set({ helpfulCount: sql`${productReviews.helpfulCount} + 1` })
            .where(eq(productReviews.id, reviewId))
            .returning({ helpful: productReviews.helpfulCount })
        : await tx
            .select({ helpful: productReviews.helpfulCount })
            .from(productReviews)
            .where(eq(productReviews.id, reviewId));
      if (vote) this.invalidate('reviews');
      return { helpful: row!.helpful, counted: Boolean(vote) };
    });
  }

  /** The admin's Reviews tab: by status, product and stars, newest first, with the count per status. */
  async adminList(query: AdminReviewsQuery) {
    const filters: SQL[] = [];
    if (query.status) filters.push(eq(productReviews.status, query.status));
    if (query.productId) filters.push(eq(productReviews.productId, query.productId));
    if (query.stars) filters.push(eq(productReviews.stars, query.stars));
    const where = filters.length ? and(...filters) : undefined;
    const [rows, [{ total } = { total: 0 }], perStatus] = await Promise.all([
      this.db
        .select({ review: productReviews, productName: products.name, customerEmail: user.email })
        .from(productReviews)
        .innerJoin(products, eq(products.id, productReviews.productId))
        .innerJoin(user, eq(user.id, productReviews.userId))
        .where(where)
        .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit),
      this.db.select({ total: count() }).from(productReviews).where(where),
      this.db
        .select({ status: productReviews.status, n: count() })
        .from(productReviews)
        .groupBy(productReviews.status),
    ]);
    const counts = { pending: 0, published: 0, hidden: 0 };
    for (const r of perStatus) counts[r.status as ReviewStatus] = r.n;
    const items: AdminReview[] = rows.map(({ review, productName, customerEmail }) => ({
      ...toMyReview(review),
      productName,
      customerEmail,
      hiddenReason: review.hiddenReason,
    }));
    return { items, total, page: query.page, limit: query.limit, counts };
  }

  /** Publish, or hide with a reason (the reason is for the shop only). */
  async moderate(reviewId: string, change: { status: 'published' } | { status: 'hidden'; reason: string }) {
    await this.changeReview(reviewId, (row) => ({
      status: change.status,
      hiddenReason: change.status === 'hidden' ? change.reason : null,
      publishedAt: change.status === 'published' ? (row.publishedAt ?? new Date()) : row.publishedAt,
    }));
  }

  /** The shop's public reply; an empty text removes it. */
  async reply(reviewId: string, text: string) {
    await this.changeReview(reviewId, () =>
      text ? { reply: text, repliedAt: new Date() } : { reply: null, repliedAt: null },
    );
  }

  async remove(reviewId: string) {
    await this.changeReview(reviewId, 'delete');
  }

  /** One review changed (or deleted) under its product's lock, the figures rewritten when it was or is published. */
  private async changeReview(
    reviewId: string,
    change: ((row: ReviewRow) => Partial<typeof productReviews.$inferInsert>) | 'delete',
  ): Promise<void> {
    const visible = await this.db.transaction(async (tx) => {
      const [found] = await tx
        .select({ productId: productReviews.productId })
        .from(productReviews)
        .where(eq(productReviews.id, reviewId));
      if (!found) throw new AppError('NOT_FOUND', M.reviewNotFound);
      await lockProduct(tx, found.productId);
      const [row] = await tx.select().from(productReviews).where(eq(productReviews.id, reviewId));
      if (!row) throw new AppError('NOT_FOUND', M.reviewNotFound);
      let after: string | undefined;
      if (change === 'delete') await tx.delete(productReviews).where(eq(productReviews.id, reviewId));
      else {
        const values = change(row);
        await tx
          .update(productReviews)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(productReviews.id, reviewId));
        after = values.status ?? row.status;
      }
      const figuresChanged = row.status === 'published' || after === 'published';
      if (figuresChanged) await refreshReviewFigures(tx, row.productId);
      return figuresChanged;
    });
    this.invalidate(visible ? 'figures' : 'reviews');
  }
}

/** Parallel changes to one product's reviews take turns, so each recount sees the others' commits. */
async function lockProduct(tx: Db, productId: number): Promise<void> {
  await tx.execute(sql`select 1 from ${products} where ${products.id} = ${productId} for update`);
}

/** A product's average and count from its published reviews (the demo seed's too, after it adds its reviews). */
export async function refreshReviewFigures(tx: Db, productId: number): Promise<void> {
  const [row] = await tx
    .select({ total: sql<number>`coalesce(sum(${productReviews.stars}), 0)::int`, n: count() })
    .from(productReviews)
    .where(and(eq(productReviews.productId, productId), published));
  await setReviewFigures(tx, productId, { rating: averageStars(row!.total, row!.n), reviews: row!.n });
}

/** Privacy export (issue 22): the reviews this account wrote. */
export function reviewsByUser(db: Db, userId: string) {
  return db
    .select({
      productId: productReviews.productId,
      stars: productReviews.stars,
      title: productReviews.title,
      body: productReviews.body,
      status: productReviews.status,
      createdAt: productReviews.createdAt,
    })
    .from(productReviews)
    .where(eq(productReviews.userId, userId));
}

/**
 * Account deletion (issue 22): the account's reviews go with it and their products' figures are
 * counted again. `changed` when a published one went (the product pages' cache must forget); `photoUrls`:
 * every stored file of their photos (original and variants), for the caller to remove once committed (L4).
 */
export async function forgetReviewer(
  tx: Db,
  userId: string,
): Promise<{ changed: boolean; photoUrls: string[] }> {
  const gone = await tx.delete(productReviews).where(eq(productReviews.userId, userId)).returning({
    productId: productReviews.productId,
    status: productReviews.status,
    photos: productReviews.photos,
  });
  const counted = [...new Set(gone.filter((r) => r.status === 'published').map((r) => r.productId))];
  for (const productId of counted) {
    await lockProduct(tx, productId);
    await refreshReviewFigures(tx, productId);
  }
  const photoUrls = gone.flatMap((r) =>
    r.photos.flatMap((photo) => [photo.url, ...(photo.variants ?? []).map((v) => v.url)]),
  );
  return { changed: counted.length > 0, photoUrls };
}

/**
 * Privacy (decision 034): the person's reviews, in their export; erased with the account, then the product
 * figures refreshed and the photos' files removed.
 */
export const reviewsPersonalData = {
  owner: 'reviews',
  tables: ['product_reviews'],
  exportFor: async (db: Db, person: { id: string }) => ({ reviews: await reviewsByUser(db, person.id) }),
  forget: async (
    tx: Db,
    person: { id: string },
    erasure: { productsChanged(): void; removeFiles(urls: string[]): void },
  ) => {
    const { changed, photoUrls } = await forgetReviewer(tx, person.id);
    if (changed) erasure.productsChanged();
    erasure.removeFiles(photoUrls);
  },
};
