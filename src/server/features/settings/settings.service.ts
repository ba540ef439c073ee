import { eq } from 'drizzle-orm';
import { DEFAULT_GIFT_WRAP, type GiftWrapMode, type GiftWrapSettings } from '#shared/orders/gift.ts';
import { DEFAULT_RETURN_WINDOW, type ReturnWindow } from '#shared/orders/return-requests.ts';
import { DEFAULT_STORE_SETTINGS, type StoreSettings } from '#shared/settings/settings.schemas.ts';
import {
  type AdminStoreSettings,
  DEFAULT_OWNER_ALERTS,
  type StoreSettingsUpdate,
} from '#shared/settings/settings-admin.schemas.ts';
import type { Db } from '../../db/client.ts';
import { storeSettings } from '../../db/schema/index.ts';
import { CACHE_TAGS, type PublicRead } from '../../lib/public-cache.ts';

type SettingsRow = typeof storeSettings.$inferSelect;

function toStoreSettings(row: SettingsRow): StoreSettings {
  return {
    storeName: row.storeName,
    tagline: row.tagline,
    contactPhone: row.contactPhone,
    contactEmail: row.contactEmail,
    city: row.city,
    region: row.region,
    country: row.country,
    whatsappNumber: row.whatsappNumber,
    whatsappGreeting: row.whatsappGreeting,
    freeShippingThreshold: row.freeShippingThreshold,
    shippingFee: row.shippingFee,
    maxUnitsPerProduct: row.maxUnitsPerProduct,
  };
}

async function readRow(db: Db): Promise<SettingsRow | undefined> {
  const [row] = await db.select().from(storeSettings).where(eq(storeSettings.id, 1));
  return row;
}

/**
 * The settings row, or the defaults before the demo (or an admin) has written one. Read from the
 * database on every call (no process cache), so checkout and mails see an admin's change at once.
 */
export async function readStoreSettings(db: Db): Promise<StoreSettings> {
  const row = await readRow(db);
  return row ? toStoreSettings(row) : DEFAULT_STORE_SETTINGS;
}

/** The public settings as `/api/settings` serves them from the public cache (every settings write drops them). */
export const publicSettingsRead = (db: Db): PublicRead<StoreSettings> => ({
  key: 'settings',
  tags: [CACHE_TAGS.settings],
  load: () => readStoreSettings(db),
});

/** What the admin edits: the public settings plus where new-order notices go. */
export async function readAdminStoreSettings(db: Db): Promise<AdminStoreSettings> {
  const row = await readRow(db);
  return row ? toAdminStoreSettings(row) : DEFAULT_ADMIN_SETTINGS;
}

/** Before any row exists: the defaults, with the columns' own defaults for the admin-only settings. */
const DEFAULT_ADMIN_SETTINGS: AdminStoreSettings = {
  ...DEFAULT_STORE_SETTINGS,
  orderNotificationEmail: null,
  reviewsNeedApproval: true,
  reviewRequestDays: 5,
  ownerAlerts: DEFAULT_OWNER_ALERTS,
  returnWindow: DEFAULT_RETURN_WINDOW,
  giftWrap: DEFAULT_GIFT_WRAP,
};

const giftWrapOf = (row: SettingsRow): GiftWrapSettings => ({
  mode: row.giftWrapMode as GiftWrapMode,
  price: row.giftWrapPrice,
  hsn: row.giftWrapHsn,
  rate: row.giftWrapRate,
});

/** The gift-wrap setting (decision 068), read by the checkout's pricing in its own transaction. */
export async function readGiftWrap(db: Db): Promise<GiftWrapSettings> {
  const row = await readRow(db);
  return row ? giftWrapOf(row) : DEFAULT_GIFT_WRAP;
}

function toAdminStoreSettings(row: SettingsRow): AdminStoreSettings {
  return {
    ...toStoreSettings(row),
    orderNotificationEmail: row.orderNotificationEmail,
    reviewsNeedApproval: row.reviewsNeedApproval,
    reviewRequestDays: row.reviewRequestDays,
    ownerAlerts: {
      newOrder: row.alertNewOrder,
      cancellation: row.alertCancellation,
      failedPayment: row.alertFailedPayment,
      lowStock: row.alertLowStock,
      newReview: row.alertNewReview,
      stockRequest: row.alertStockRequest,
      lowStockAt: row.lowStockAt,
    },
    returnWindow: { damageHours: row.returnDamageHours, days: row.returnDays },
    giftWrap: giftWrapOf(row),
  };
}

/**
 * Writes the one row (inserting it the first time); tagline, region, country, the units cap and the review
 * settings left out keep their value.
 */
export async function saveStoreSettings(db: Db, input: StoreSettingsUpdate): Promise<AdminStoreSettings> {
  const current = await readAdminStoreSettings(db);
  const {
    ownerAlerts = current.ownerAlerts,
    giftWrap = current.giftWrap,
    returnWindow = current.returnWindow,
    ...fields
  } = input;
  const values = {
    ...fields,
    returnDamageHours: returnWindow.damageHours,
    returnDays: returnWindow.days,
    giftWrapMode: giftWrap.mode,
    giftWrapPrice: giftWrap.price,
    giftWrapHsn: giftWrap.hsn,
    giftWrapRate: giftWrap.rate,
    alertNewOrder: ownerAlerts.newOrder,
    alertCancellation: ownerAlerts.cancellation,
    alertFailedPayment: ownerAlerts.failedPayment,
    alertLowStock: ownerAlerts.lowStock,
    alertNewReview: ownerAlerts.newReview,
    alertStockRequest: ownerAlerts.stockRequest,
    lowStockAt: ownerAlerts.lowStockAt,
    tagline: input.tagline ?? current.tagline,
    region: input.region ?? current.region,
    country: input.country ?? current.country,
    maxUnitsPerProduct: input.maxUnitsPerProduct ?? current.maxUnitsPerProduct,
    reviewsNeedApproval: input.reviewsNeedApproval ?? current.reviewsNeedApproval,
    reviewRequestDays: input.reviewRequestDays ?? current.reviewRequestDays,
    updatedAt: new Date(),
  };
  const [row] = await db
    .insert(storeSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: storeSettings.id, set: values })
    .returning();
  return toAdminStoreSettings(row!);
}

/**
 * A real shop's first start (SEED_DEMO off, decision 048): the settings row with the defaults, so the
 * start-up knows the database is set up; the owner fills it in under Admin → Settings. Nothing when a row exists.
 */
export async function createStoreSettings(db: Db): Promise<void> {
  await db
    .insert(storeSettings)
    .values({ id: 1, ...DEFAULT_STORE_SETTINGS, updatedAt: new Date() })
    .onConflictDoNothing();
}

/** Privacy (decision 034): the settings hold the shop's own addresses (contact, order notices), nobody's account. */
export const settingsPersonalData = {
  owner: 'settings',
  tables: ['store_settings'],
  kept: "the shop's own contact and notification addresses, set by the admin: no customer's data",
};

/** The owner's "Report a problem" windows (decision 084), read by commerce when a buyer reports. */
export async function readReturnWindow(db: Db): Promise<ReturnWindow> {
  return (await readAdminStoreSettings(db)).returnWindow;
}
