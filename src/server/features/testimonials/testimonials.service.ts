import { count, desc, eq } from 'drizzle-orm';
import type { Page } from '#shared/api/pagination.ts';
import type { Testimonial } from '#shared/home/home.schemas.ts';
import {
  type AdminTestimonial,
  TESTIMONIAL_ADMIN_MESSAGES,
  type TestimonialInput,
} from '#shared/home/testimonial-admin.schemas.ts';
import type { Db } from '../../db/client.ts';
import { testimonials } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';

type TestimonialRow = typeof testimonials.$inferSelect;

/** The public shape: the customer's email is never public. */
export function toTestimonial(row: TestimonialRow): Testimonial {
  return {
    id: row.id,
    customerName: row.customerName,
    rating: row.rating,
    reviewText: row.reviewText,
    isFeatured: row.isFeatured,
    createdAt: row.createdAt.toISOString(),
  };
}

const toAdminTestimonial = (row: TestimonialRow): AdminTestimonial => ({
  ...toTestimonial(row),
  customerEmail: row.customerEmail,
});

const notFound = () => new AppError('NOT_FOUND', TESTIMONIAL_ADMIN_MESSAGES.notFound);

/** The admin Testimonials tab. Each write calls `invalidate` (the home page shows the featured ones). */
export class TestimonialAdminService {
  constructor(
    private readonly db: Db,
    private readonly invalidate: () => void,
  ) {}

  /** Newest first, a page at a time like the other admin lists (audit B6). */
  async list(page: number, limit: number): Promise<Page<AdminTestimonial>> {
    const [rows, [counted]] = await Promise.all([
      this.db
        .select()
        .from(testimonials)
        .orderBy(desc(testimonials.createdAt), desc(testimonials.id))
        .limit(limit)
        .offset((page - 1) * limit),
      this.db.select({ total: count() }).from(testimonials),
    ]);
    return { items: rows.map(toAdminTestimonial), total: counted?.total ?? 0, page, limit };
  }

  async create(input: TestimonialInput): Promise<AdminTestimonial> {
    const [row] = await this.db.insert(testimonials).values(input).returning();
    this.invalidate();
    return toAdminTestimonial(row!);
  }

  /** A whole testimonial rewritten (a typo fixed, audit B3); its creation time stays. */
  async update(id: number, input: TestimonialInput): Promise<AdminTestimonial> {
    const [row] = await this.db.update(testimonials).set(input).where(eq(testimonials.id, id)).returning();
    if (!row) throw notFound();
    this.invalidate();
    return toAdminTestimonial(row);
  }

  async setFeatured(id: number, isFeatured: boolean): Promise<AdminTestimonial> {
    const [row] = await this.db
      .update(testimonials)
      .set({ isFeatured })
      .where(eq(testimonials.id, id))
      .returning();
    if (!row) throw notFound();
    this.invalidate();
    return toAdminTestimonial(row);
  }

  async remove(id: number): Promise<void> {
    const deleted = await this.db
      .delete(testimonials)
      .where(eq(testimonials.id, id))
      .returning({ id: testimonials.id });
    if (deleted.length === 0) throw notFound();
    this.invalidate();
  }
}

/** Privacy (decision 034): a testimonial carries its customer's email, and is kept. */
export const testimonialsPersonalData = {
  owner: 'testimonials',
  tables: ['testimonials'],
  kept: "written into the shop by the admin with the customer's leave, tied to no account: the admin removes one on request",
};
