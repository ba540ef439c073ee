import { eq, or } from 'drizzle-orm';
import type { Lang } from '#shared/i18n/translate.ts';
import {
  type AdminStockRequests,
  STOCK_REQUEST_MESSAGES as M,
  type StockRequestInput,
  type StockRequestReceipt,
  stockRequestInputSchema,
  TOLD_PER_UNIT,
} from '#shared/stock-requests/stock-requests.schemas.ts';
import type { Db } from '../../db/client.ts';
import { stockRequests } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import type { MailMessage, TemplateContext } from '../../lib/mailer.ts';
import { backInStockEmail, type PieceForMail, storeLikeThisEmail } from '../mail/templates/index.ts';
import {
  type ClaimedRequest,
  claimWaiting,
  listForProduct,
  lockUnsent,
  markTold,
  readPiece,
  upsertRequest,
} from './stock-requests.repo.ts';

/** A variant's stock before and after a change (null: not counted). */
export interface StockChange {
  variantId: number;
  before: number | null;
  after: number | null;
}

/**
 * In the stock change's transaction (decision 073): each variant that went from 0 to more is a restock, which claims
 * its oldest waiting requests, TOLD_PER_UNIT per unit restocked (all when the stock is no longer counted); the rest
 * wait for the next restock. The mails go after the commit (`StockRequestsService.sendClaimed`). Answers how many
 * were claimed.
 */
export async function claimRestocked(tx: Db, changes: readonly StockChange[], at: Date): Promise<number> {
  let claimed = 0;
  for (const { variantId, before, after } of changes) {
    if (before !== 0 || after === 0) continue;
    claimed += await claimWaiting(tx, variantId, after === null ? null : after * TOLD_PER_UNIT, at);
  }
  return claimed;
}

/** The mail outbox (app.mailer). */
export interface StockRequestMailer {
  enqueue(tx: Db, message: MailMessage): Promise<unknown>;
  templateContext(): Promise<TemplateContext>;
  nudge(): void;
}

const SEND_BATCH = 100;

const optionsOf = (r: Pick<ClaimedRequest, 'option1' | 'option2' | 'option3' | 'axes'>) =>
  [r.option1, r.option2, r.option3]
    .slice(0, r.axes)
    .filter((v) => v)
    .join(' / ');

const pieceOf = (r: ClaimedRequest, lang: Lang): PieceForMail => ({
  productId: r.productId,
  slug: r.slug,
  variantId: r.variantId,
  name: lang === 'hi' && r.nameHi ? r.nameHi : r.name,
  options: optionsOf(r),
});

export class StockRequestsService {
  constructor(
    private readonly db: Db,
    private readonly mailer: StockRequestMailer,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * A shopper's request. 'back': a sold-out variant (one waiting request per variant and email). 'like_this': a sold
   * one-of-a-kind piece; the owner is mailed once per request, in its transaction, when that alert is on.
   */
  async ask(
    productId: number,
    raw: StockRequestInput,
    userId: string | null,
  ): Promise<{ receipt: StockRequestReceipt; created: boolean }> {
    const input = stockRequestInputSchema.parse(raw);
    const piece = await readPiece(this.db, productId, input.variantId);
    if (!piece) {
      if (input.variantId !== undefined && (await readPiece(this.db, productId, undefined))) {
        throw new AppError('BAD_REQUEST', M.variantNotOfProduct, { variantId: M.variantNotOfProduct });
      }
      throw new AppError('NOT_FOUND', M.notFound);
    }
    const { product, variant } = piece;
    const soldOut = !product.inStock || (variant.stockQuantity !== null && variant.stockQuantity <= 0);
    if (input.kind === 'back' && !soldOut) throw new AppError('CONFLICT', M.notSoldOut);
    if (input.kind === 'like_this' && !(soldOut && product.fulfilment === 'one_of_a_kind')) {
      throw new AppError('CONFLICT', M.notSoldOneOfAKind);
    }
    const at = this.now();
    const context = input.kind === 'like_this' ? await this.mailer.templateContext() : undefined;
    const created = await this.db.transaction(async (tx) => {
      const { row, created } = await upsertRequest(tx, {
        kind: input.kind,
        productId,
        variantId: variant.id,
        email: input.email,
        userId,
        note: input.kind === 'like_this' ? (input.note ?? null) : null,
        language: input.lang,
        consentedAt: at,
        createdAt: at,
      });
      if (created && context && context.ownerAlerts?.stockRequest !== false) {
        await this.mailer.enqueue(
          tx,
          storeLikeThisEmail(
            {
              piece: {
                productId,
                slug: product.slug,
                variantId: variant.id,
                name: product.name,
                options: '',
              },
              email: row.email,
              note: row.note,
            },
            {
              settings: context.settings,
              publicUrl: context.publicUrl,
              notifyTo: context.orderNotificationEmail,
            },
          ),
        );
        await markTold(tx, [row.id], at);
      }
      return created;
    });
    if (created && context) this.mailer.nudge();
    return { receipt: { kind: input.kind, status: input.kind === 'back' ? 'waiting' : 'sent' }, created };
  }

  /**
   * After a restock committed: every claimed request's mail queued, once (the rows locked with SKIP LOCKED and marked
   * in the same transaction as their mails, so two senders at once never queue one twice). Never throws.
   */
  async sendClaimed(): Promise<number> {
    let sent = 0;
    try {
      const context = await this.mailer.templateContext();
      for (;;) {
        const batch = await this.db.transaction(async (tx) => {
          const rows = await lockUnsent(tx, SEND_BATCH);
          for (const r of rows) {
            const lang: Lang = r.language === 'hi' ? 'hi' : 'en';
            await this.mailer.enqueue(
              tx,
              backInStockEmail(
                { to: r.email, piece: pieceOf(r, lang), lang },
                context.settings,
                context.publicUrl,
              ),
            );
          }
          await markTold(
            tx,
            rows.map((r) => r.id),
            this.now(),
          );
          return rows.length;
        });
        sent += batch;
        if (batch < SEND_BATCH) break;
      }
    } catch {
      // Left claimed: the next restock's (or the next start's) sending takes them.
    }
    if (sent > 0) this.mailer.nudge();
    return sent;
  }

  /** The admin's view of a product's requests. */
  async forProduct(productId: number): Promise<AdminStockRequests> {
    const view = (rows: Awaited<ReturnType<typeof listForProduct>>, axes: number) =>
      rows.map(({ request, variant }) => ({
        id: request.id,
        kind: request.kind,
        variantId: request.variantId,
        options: optionsOf({ ...variant, axes }),
        email: request.email,
        note: request.note,
        createdAt: request.createdAt.toISOString(),
      }));
    const [waiting, likeThis] = await Promise.all([
      listForProduct(this.db, productId, 'back'),
      listForProduct(this.db, productId, 'like_this'),
    ]);
    // Options show only as far as the product has axes: a variant's values are blank beyond them.
    return { waiting: view(waiting, 3), likeThis: view(likeThis, 3) };
  }
}

type Person = { id: string; email: string; emailVerified: boolean };
/** The person's requests: by account, and by their email once it is verified (anyone may type an email). */
const mine = (person: Person) =>
  person.emailVerified
    ? or(eq(stockRequests.userId, person.id), eq(stockRequests.email, person.email.toLowerCase()))
    : eq(stockRequests.userId, person.id);

/** Decision 034: a person's requests are exported, and deleted with the account (by account or its email). */
export const stockRequestsPersonalData = {
  owner: 'stock-requests',
  tables: ['stock_requests'],
  exportFor: async (db: Db, person: Person) => ({
    stockRequests: await db
      .select({
        kind: stockRequests.kind,
        productId: stockRequests.productId,
        email: stockRequests.email,
        note: stockRequests.note,
        createdAt: stockRequests.createdAt,
        toldAt: stockRequests.toldAt,
      })
      .from(stockRequests)
      .where(mine(person)),
  }),
  forget: async (tx: Db, person: Person) => {
    await tx.delete(stockRequests).where(mine(person));
  },
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Back in stock and "ask for one like this" (decision 073). */
    stockRequests: StockRequestsService;
  }
}
