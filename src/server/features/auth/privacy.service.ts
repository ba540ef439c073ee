import { eq } from 'drizzle-orm';
import { PASSWORD_INCORRECT, type SessionUser } from '#shared/auth/auth.schemas.ts';
import { ACCOUNT_DELETED, ADMIN_CANNOT_DELETE } from '#shared/auth/my-account.schemas.ts';
import { ROLES } from '#shared/constants/roles.ts';
import type { Db } from '../../db/client.ts';
import { authAttempts, pendingSignUps, user } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import type { Storage } from '../../lib/storage.ts';
import { forgetAddresses, listAddresses } from '../addresses/addresses.service.ts';
import { anonymizeCommentsBy, commentsByEmail } from '../blog/blog.service.ts';
import { detachOrdersOf, ordersForExport } from '../commerce/orders.service.ts';
import { customerRecordOf, forgetCustomer } from '../customers/customers.service.ts';
import { taxRecordsOf } from '../gst/gst.service.ts';
import { forgetMailTo } from '../mail/mail.service.ts';
import { detachRedemptionsOf } from '../promotions/coupons.service.ts';
import { forgetReviewer, reviewsByUser } from '../reviews/reviews.service.ts';
import { forgetWhatsAppOf, whatsAppConsentsOf } from '../whatsapp/whatsapp.service.ts';
import { clearWishlist, listWishlist } from '../wishlist/wishlist.service.ts';
import type { Caller, WithCookies } from './account-flow.ts';
import { type Auth, callAuth } from './auth.ts';
import { PasswordCheck } from './password-check.ts';

/**
 * Privacy rights (DPDP Act 2023; docs/product.md §5.10; decision 034): the person's data as a JSON file,
 * and the account's deletion. Each table is changed by its owner's function (decision 013), in one
 * transaction.
 */
export class PrivacyService {
  private readonly password: PasswordCheck;

  constructor(
    private readonly deps: {
      db: Db;
      auth: Auth;
      storage: Storage;
      invalidateProducts: () => void;
      log: { warn(obj: object, msg: string): void };
    },
  ) {
    this.password = new PasswordCheck(deps, 'delete-account');
  }

  /** Everything kept about the signed-in person, and only theirs. */
  async export(me: SessionUser) {
    const { db } = this.deps;
    const [row] = await db
      .select({
        name: user.name,
        email: user.email,
        mobileNumber: user.mobileNumber,
        emailVerified: user.emailVerified,
        createdAt: user.createdAt,
      })
      .from(user)
      .where(eq(user.id, me.id));
    const profile = await customerRecordOf(db, me.email);
    const orders = await ordersForExport(db, me);
    return {
      exportedAt: new Date().toISOString(),
      account: row,
      customerProfile: profile ?? null,
      consents: {
        marketingEmail: {
          given: profile?.marketingConsent ?? false,
          changedAt: profile?.marketingConsentAt ?? null,
          source: profile?.marketingConsentSource ?? null,
        },
        whatsApp: await whatsAppConsentsOf(db, me),
      },
      addresses: await listAddresses(db, me.id),
      orders,
      wishlist: await listWishlist(db, me.id),
      comments: await commentsByEmail(db, me.email),
      reviews: await reviewsByUser(db, me.id),
      // What deleting the account keeps, and why (L4): the orders stay without name, email, phone or address.
      keptAfterDeletion: {
        why: KEPT_FOR_TAX_LAW,
        taxDocuments: await taxRecordsOf(
          db,
          orders.map((order) => order.id),
        ),
      },
    };
  }

  /**
   * The password again, then in one transaction: WhatsApp consents erased, orders and coupon uses detached
   * from the person (their stored checkout answers deleted), addresses, wishlist, reviews, profile, sign-in
   * history, mail and codes erased, comments anonymized, the account and its sessions deleted; then the
   * review photos' files removed from storage. The email may sign up again at once.
   */
  async deleteAccount(
    me: SessionUser,
    password: string,
    caller: Caller,
  ): Promise<WithCookies<{ message: string }>> {
    const { db, auth } = this.deps;
    if (me.role === ROLES.admin) throw new AppError('FORBIDDEN', ADMIN_CANNOT_DELETE);
    await this.password.assert(me.id, password, 'password', PASSWORD_INCORRECT);
    const now = new Date();
    const reviews = await db.transaction(async (tx) => {
      await forgetWhatsAppOf(tx, me);
      await detachOrdersOf(tx, me, now);
      await detachRedemptionsOf(tx, me);
      await forgetAddresses(tx, me.id);
      await clearWishlist(tx, me.id);
      await anonymizeCommentsBy(tx, me.email);
      const reviews = await forgetReviewer(tx, me.id);
      await forgetCustomer(tx, me.email, me.id);
      await forgetMailTo(tx, me.email);
      await tx.delete(authAttempts).where(eq(authAttempts.email, me.email));
      await tx.delete(pendingSignUps).where(eq(pendingSignUps.email, me.email));
      // Sessions, password and two-factor rows go with the user (foreign keys on delete cascade).
      await tx.delete(user).where(eq(user.id, me.id));
      return reviews;
    });
    if (reviews.changed) this.deps.invalidateProducts();
    await this.removeFiles(reviews.photoUrls);
    // The session row is gone; this clears the browser's cookies.
    const out = await callAuth(auth, caller.headers, '/sign-out', {});
    return { body: { message: ACCOUNT_DELETED }, cookies: out.cookies };
  }

  /**
   * The erased person's uploaded files (review photos and their variants), once the erasure committed (L4). A
   * file that cannot be removed now is logged with its key for the operator; the erasure stands.
   */
  private async removeFiles(urls: string[]): Promise<void> {
    const { storage, log } = this.deps;
    for (const url of urls) {
      const key = storage.keyOf(url);
      if (!key) continue;
      try {
        await storage.delete(key);
      } catch (error) {
        log.warn({ err: error, key }, 'an erased account’s file was not removed from storage');
      }
    }
  }
}

const KEPT_FOR_TAX_LAW =
  'Deleting your account keeps your orders without your name, email, phone or address, and their tax invoices and credit notes: the CGST Act (sections 35 and 36) requires the shop to keep them for 72 months from the due date of the annual return of their year. An invoice keeps your name when GST rule 46 requires it (you gave a GSTIN, or its taxable value is ₹50,000 or more).';
