import { eq, inArray } from 'drizzle-orm';
import type { SessionUser } from '#shared/auth/auth.schemas.ts';
import {
  type CartRecoveryAdmin,
  type CartRecoverySettings,
  CART_RECOVERY_MESSAGES as M,
  RESTORE_LINK_DAYS,
  type RememberCartData,
  type RestoredCart,
  type RestoredLine,
} from '#shared/cart-recovery/cart-recovery.schemas.ts';
import type { Lang } from '#shared/i18n/translate.ts';
import type { Quote } from '#shared/promotions/coupon.schemas.ts';
import type { Db } from '../../db/client.ts';
import { type RememberedLine, rememberedCarts } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import type { MailMessage, TemplateContext } from '../../lib/mailer.ts';
import { withdrawConsentOfEmail } from '../customers/customers.service.ts';
import { cartReminderEmail } from '../mail/templates/index.ts';
import { listCoupons } from '../promotions/coupons.service.ts';
import type { CartLinks } from './cart-links.ts';
import {
  type DueCart,
  figuresSince,
  lockDue,
  markReminded,
  markRestored,
  type Piece,
  readPieces,
  readSettings,
  settlePurchases,
  unsubscribeCart,
  upsertCart,
  writeSettings,
} from './cart-recovery.repo.ts';

const DAY_MS = 86_400_000;
const SEND_BATCH = 50;
const FIGURES_DAYS = 30;

export interface CartRecoveryDeps {
  db: Db;
  mail: {
    enqueue(tx: Db, message: MailMessage): Promise<unknown>;
    templateContext(): Promise<TemplateContext>;
    nudge(): void;
  };
  links: CartLinks;
  now: () => Date;
  /** The first reminder's wait (default 1 h; CART_REMINDER_AFTER_SECONDS, shorter only for a staging shop's tests). */
  remindAfterMs?: number;
  /** The lines priced now as an order would price them (commerce's quote); sold-out lines are left out. */
  price: (items: RememberedLine[]) => Promise<Quote['lines']>;
}

const optionsText = (v: Piece['variant']) => [v.option1, v.option2, v.option3].filter((o) => o).join(', ');
const soldOut = ({ product, variant }: Piece) =>
  !product.inStock || (variant.stockQuantity !== null && variant.stockQuantity <= 0);

/**
 * Recovered carts (issue 44 point 3, decision 075): a known shopper's cart remembered (no prices), reminders by mail
 * to addresses with marketing consent, a signed link that restores the cart priced now, the unsubscribe link, the
 * owner's switch, coupon and recovered revenue.
 */
export class CartRecoveryService {
  constructor(private readonly deps: CartRecoveryDeps) {}

  /** Remembers the cart of a signed-in shopper, or of a guest who typed an email or phone at checkout. */
  async remember(input: RememberCartData, user: SessionUser | null): Promise<{ remembered: boolean }> {
    const email = user ? user.email.toLowerCase() : (input.email ?? null);
    const phone = input.phone ?? null;
    if (!user && !email && !phone) {
      throw new AppError('VALIDATION_FAILED', M.contactRequired, {
        email: M.contactRequired,
        phone: M.contactRequired,
      });
    }
    const { db, now } = this.deps;
    // Off, or a guest known by a phone alone (no mail to send; WhatsApp reminders are not built yet): nothing kept.
    if (!(await readSettings(db)).enabled || !email) return { remembered: false };
    await upsertCart(db, {
      shopperKey: user ? `user:${user.id}` : `email:${email}`,
      userId: user?.id ?? null,
      email,
      phone,
      language: input.lang,
      items: input.items.map(({ productId, variantId, quantity, personalisation }) => ({
        productId,
        ...(variantId !== undefined ? { variantId } : {}),
        quantity,
        ...(personalisation && Object.keys(personalisation).length > 0 ? { personalisation } : {}),
      })),
      consent: input.marketingConsent,
      at: now(),
    });
    return { remembered: input.items.length > 0 };
  }

  /** The reminder's link: the cart's lines priced now, a sold-out or withdrawn piece said so. 400 naming `token`. */
  async restore(token: string): Promise<RestoredCart> {
    const now = this.deps.now();
    const verdict = this.deps.links.readRestore(token, now);
    const refused = 'refused' in verdict ? verdict.refused : undefined;
    const cart = refused
      ? undefined
      : await markRestored(this.deps.db, (verdict as { cartId: string }).cartId, now);
    if (!cart) {
      const message = refused === 'expired' ? M.linkExpired : M.linkInvalid;
      throw new AppError('VALIDATION_FAILED', message, { token: message });
    }
    const pieces = await readPieces(this.deps.db, cart.items);
    const offered = cart.items.filter((_, i) => pieces[i] && !soldOut(pieces[i]));
    const priced = offered.length > 0 ? await this.deps.price(offered) : [];
    let next = 0;
    const lines = cart.items.map((item, i): RestoredLine => {
      const piece = pieces[i];
      if (!piece) {
        return {
          productId: item.productId,
          variantId: item.variantId ?? 0,
          quantity: item.quantity,
          state: 'unavailable',
          name: '',
          unitPrice: 0,
          compareAtPrice: null,
          images: [],
          category: '',
          catalogNumber: '',
          stockQuantity: 0,
        };
      }
      const { product, variant } = piece;
      const quote = !soldOut(piece) ? priced[next++] : undefined;
      const options = quote ? quote.options : optionsText(variant);
      return {
        productId: product.id,
        variantId: variant.id,
        quantity: Math.min(item.quantity, Math.max(variant.stockQuantity ?? item.quantity, 1)),
        state: quote ? 'available' : 'sold-out',
        name: product.name,
        ...(product.nameHi ? { nameHi: product.nameHi } : {}),
        ...(options ? { options } : {}),
        ...(quote?.optionsHi ? { optionsHi: quote.optionsHi } : {}),
        unitPrice: quote ? quote.unitPrice : variant.price,
        compareAtPrice: quote ? quote.compareAtPrice : null,
        ...(quote?.personalisation ? { personalisation: quote.personalisation } : {}),
        images: variant.images?.length ? variant.images : product.images,
        category: product.category,
        catalogNumber: product.catalogNumber,
        stockQuantity: variant.stockQuantity,
      };
    });
    const { couponCode } = await readSettings(this.deps.db);
    return { lines, couponCode };
  }

  /** The reminder's unsubscribe link: no more reminders to that address, and its marketing consent withdrawn. */
  async unsubscribe(token: string): Promise<{ email: string } | undefined> {
    const cartId = this.deps.links.readUnsubscribe(token);
    if (!cartId) return undefined;
    const at = this.deps.now();
    const email = await this.deps.db.transaction(async (tx) => {
      const address = await unsubscribeCart(tx, cartId, at);
      if (address) await withdrawConsentOfEmail(tx, address, at);
      return address;
    });
    return email ? { email } : undefined;
  }

  /**
   * One run of the reminder job: purchases settled, then every due cart whose address may be mailed gets its
   * reminder, queued in the transaction that marks it (rows locked with SKIP LOCKED), so any number of processes
   * running this at once queue each reminder once. Mail leaves after the commit (the outbox).
   */
  async sendDue(): Promise<number> {
    const { db, mail, now } = this.deps;
    const settings = await readSettings(db);
    if (!settings.enabled) {
      await db.transaction((tx) => settlePurchases(tx, now()));
      return 0;
    }
    const context = await mail.templateContext();
    let sent = 0;
    for (;;) {
      const batch = await db.transaction(async (tx) => {
        const at = now();
        await settlePurchases(tx, at);
        const due = await lockDue(tx, at, SEND_BATCH, this.deps.remindAfterMs);
        const pieces = await this.namesOf(tx, due);
        for (const cart of due) {
          const lang: Lang = cart.language === 'hi' ? 'hi' : 'en';
          const expires = new Date(at.getTime() + RESTORE_LINK_DAYS * DAY_MS);
          await mail.enqueue(
            tx,
            cartReminderEmail(
              {
                to: cart.email,
                lang,
                pieces: cart.items.flatMap((item) => {
                  const piece = pieces.get(`${item.productId}:${item.variantId ?? ''}`);
                  if (!piece) return [];
                  const name =
                    lang === 'hi' && piece.product.nameHi ? piece.product.nameHi : piece.product.name;
                  return [{ name, options: optionsText(piece.variant), quantity: item.quantity }];
                }),
                last: cart.remindersSent === 1,
                restoreLink: this.deps.links.restoreLink(cart.id, expires, lang),
                linkDays: RESTORE_LINK_DAYS,
                unsubscribeLink: this.deps.links.unsubscribeLink(cart.id, lang),
                couponCode: settings.couponCode,
              },
              context.settings,
              context.publicUrl,
            ),
          );
        }
        await markReminded(
          tx,
          due.map((c) => c.id),
          at,
        );
        return due.length;
      });
      sent += batch;
      if (batch < SEND_BATCH) break;
    }
    if (sent > 0) mail.nudge();
    return sent;
  }

  /** The products the due carts name, keyed `product:variant` as the lines name them. */
  private async namesOf(tx: Db, due: DueCart[]): Promise<Map<string, Piece>> {
    const items = due.flatMap((c) => c.items);
    const pieces = await readPieces(tx, items);
    const found = new Map<string, Piece>();
    items.forEach((item, i) => {
      const piece = pieces[i];
      if (piece) found.set(`${item.productId}:${item.variantId ?? ''}`, piece);
    });
    return found;
  }

  async adminView(): Promise<CartRecoveryAdmin> {
    const { db, now } = this.deps;
    await db.transaction((tx) => settlePurchases(tx, now()));
    const since = new Date(now().getTime() - FIGURES_DAYS * DAY_MS);
    const [settings, figures] = await Promise.all([readSettings(db), figuresSince(db, since)]);
    return { ...settings, ...figures };
  }

  /** The owner's switch and coupon; a code must be one of the shop's coupons (400 naming `couponCode`). */
  async saveSettings(input: CartRecoverySettings): Promise<CartRecoveryAdmin> {
    if (input.couponCode) {
      const known = (await listCoupons(this.deps.db)).some((c) => c.code.toUpperCase() === input.couponCode);
      if (!known) throw new AppError('VALIDATION_FAILED', M.couponUnknown, { couponCode: M.couponUnknown });
    }
    await writeSettings(this.deps.db, input, this.deps.now());
    return this.adminView();
  }
}

type Person = { id: string; email: string; emailVerified: boolean };
const mine = (person: Person) =>
  person.emailVerified
    ? inArray(rememberedCarts.shopperKey, [`user:${person.id}`, `email:${person.email.toLowerCase()}`])
    : eq(rememberedCarts.shopperKey, `user:${person.id}`);

/** Decision 034: a person's remembered carts are exported, and deleted with the account (by account or its email). */
export const cartRecoveryPersonalData = {
  owner: 'cart-recovery',
  tables: ['remembered_carts'],
  exportFor: async (db: Db, person: Person) => ({
    rememberedCarts: await db
      .select({
        email: rememberedCarts.email,
        phone: rememberedCarts.phone,
        items: rememberedCarts.items,
        emailConsentAt: rememberedCarts.emailConsentAt,
        leftAt: rememberedCarts.leftAt,
        remindersSent: rememberedCarts.remindersSent,
        unsubscribedAt: rememberedCarts.unsubscribedAt,
      })
      .from(rememberedCarts)
      .where(mine(person)),
  }),
  forget: async (tx: Db, person: Person) => {
    await tx.delete(rememberedCarts).where(mine(person));
  },
};
