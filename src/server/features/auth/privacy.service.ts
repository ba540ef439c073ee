import { eq } from 'drizzle-orm';
import { PASSWORD_INCORRECT, type SessionUser } from '#shared/auth/auth.schemas.ts';
import { ACCOUNT_DELETED, ADMIN_CANNOT_DELETE } from '#shared/auth/my-account.schemas.ts';
import { ROLES } from '#shared/constants/roles.ts';
import type { Db } from '../../db/client.ts';
import { authAttempts, pendingSignUps, user } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import type { Mailer } from '../../lib/mailer.ts';
import type { Storage } from '../../lib/storage.ts';
import type { Caller, WithCookies } from './account-flow.ts';
import { AccountProof, type Proof } from './account-proof.ts';
import { type Auth, callAuth } from './auth.ts';

/**
 * What a feature keeps about a person, and its duties under the privacy rights (decision 034): its part of the
 * export, and forgetting the person when the account is deleted. Each feature that keeps personal data exports
 * one (`<feature>PersonalData` in its service) and `src/server/personal-data.ts` registers them; a test fails
 * when a table with a user or email column is named by none.
 */
export interface PersonalData {
  /** The feature that owns the rows (decision 013). */
  owner: string;
  /** Its tables holding rows about a person (SQL names). */
  tables: readonly string[];
  /** Its part of the export: keys of the JSON file (an object under a key shared with another part is merged). */
  exportFor?: (db: Db, person: SessionUser) => Promise<Record<string, unknown>>;
  /** Erases or detaches the person's rows, inside the deletion's transaction. */
  forget?: (tx: Db, person: SessionUser, erasure: Erasure) => Promise<void>;
  /** Why its rows about a person are kept after the account is deleted (they name no account, or the law). */
  kept?: string;
}

/** One account's deletion, as its owners see it: its moment, and what to do once it committed. */
export interface Erasure {
  at: Date;
  /** The person's rows changed figures on products (reviews): the product caches are refreshed. */
  productsChanged(): void;
  /** The person's uploaded files (public URLs), removed from storage once the erasure committed. */
  removeFiles(urls: string[]): void;
}

/** The account itself, the privacy core's own: exported first, deleted last (sessions, links and two-factor go with it). */
const accountData: PersonalData = {
  owner: 'auth',
  tables: ['user', 'session', 'account', 'two_factor', 'auth_attempts', 'pending_sign_ups'],
  async exportFor(db, person) {
    const [row] = await db
      .select({
        name: user.name,
        email: user.email,
        mobileNumber: user.mobileNumber,
        emailVerified: user.emailVerified,
        createdAt: user.createdAt,
      })
      .from(user)
      .where(eq(user.id, person.id));
    return { account: row };
  },
  async forget(tx, person) {
    await tx.delete(authAttempts).where(eq(authAttempts.email, person.email));
    await tx.delete(pendingSignUps).where(eq(pendingSignUps.email, person.email));
    // Sessions, password and two-factor rows go with the user (foreign keys on delete cascade).
    await tx.delete(user).where(eq(user.id, person.id));
  },
};

/** Every registration, the account's own included: what the registration test checks. */
export function withAccountData(registered: readonly PersonalData[]): readonly PersonalData[] {
  return [accountData, ...registered];
}

/**
 * Privacy rights (DPDP Act 2023; docs/product.md §5.10; decision 034): the person's data as a JSON file,
 * and the account's deletion. Each table is changed by its owner's registered hooks (decision 013), in one
 * transaction, in the order they were registered; the account itself last.
 */
export class PrivacyService {
  private readonly proof: AccountProof;

  constructor(
    private readonly deps: {
      db: Db;
      auth: Auth;
      mailer: Mailer;
      storage: Storage;
      personalData: readonly PersonalData[];
      invalidateProducts: () => void;
      log: { warn(obj: object, msg: string): void };
    },
  ) {
    this.proof = new AccountProof(deps, 'delete-account');
  }

  /** Everything kept about the signed-in person, and only theirs. */
  async export(me: SessionUser) {
    const exported: Record<string, unknown> = { exportedAt: new Date().toISOString() };
    for (const owner of withAccountData(this.deps.personalData)) {
      if (!owner.exportFor) continue;
      for (const [key, part] of Object.entries(await owner.exportFor(this.deps.db, me))) {
        const before = exported[key];
        exported[key] = isPlainObject(before) && isPlainObject(part) ? { ...before, ...part } : part;
      }
    }
    return exported;
  }

  /**
   * The password again (an account without one: the code mailed for it, decision 081), then in one transaction each owner forgets the person (WhatsApp consents erased,
   * orders and coupon uses detached, addresses, wishlist, reviews, profile, sign-in history, mail and codes
   * erased, comments anonymized), the account and its sessions last; then the review photos' files removed
   * from storage. The email may sign up again at once.
   */
  async deleteAccount(
    me: SessionUser,
    proof: Proof,
    caller: Caller,
  ): Promise<WithCookies<{ message: string }>> {
    const { db, auth, personalData } = this.deps;
    if (me.role === ROLES.admin) throw new AppError('FORBIDDEN', ADMIN_CANNOT_DELETE);
    const who = { userId: me.id, email: me.email };
    await this.proof.assert(who, proof, 'delete-account', 'password', PASSWORD_INCORRECT, caller);
    let productsChanged = false;
    const files: string[] = [];
    const erasure: Erasure = {
      at: new Date(),
      productsChanged: () => {
        productsChanged = true;
      },
      removeFiles: (urls) => files.push(...urls),
    };
    await db.transaction(async (tx) => {
      for (const owner of [...personalData, accountData]) await owner.forget?.(tx, me, erasure);
    });
    if (productsChanged) this.deps.invalidateProducts();
    await this.removeFiles(files);
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

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
