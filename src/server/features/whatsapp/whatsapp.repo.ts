import { and, count, desc, eq, gte, inArray, isNull, like, ne, or, sql } from 'drizzle-orm';
import {
  toWhatsAppNumber,
  WHATSAPP_EVENTS,
  type WhatsAppConsentSource,
  type WhatsAppEvent,
} from '#shared/whatsapp/whatsapp.ts';
import type { Db } from '../../db/client.ts';
import { emailOutbox, orders, whatsappConsents, whatsappSettings } from '../../db/schema/index.ts';

/** The WhatsApp tables' SQL (settings, consents) and its rows of the outbox. Rules live in the service. */

type DbOrTx = Pick<Db, 'insert' | 'select' | 'selectDistinct' | 'update'>;

export interface WhatsAppSettingsRow {
  enabled: boolean;
  events: WhatsAppEvent[];
}

export async function readSettings(db: DbOrTx): Promise<WhatsAppSettingsRow> {
  const [row] = await db.select().from(whatsappSettings).where(eq(whatsappSettings.id, 1));
  if (!row) return { enabled: false, events: [...WHATSAPP_EVENTS] };
  return { enabled: row.enabled, events: WHATSAPP_EVENTS.filter((e) => row.events.includes(e)) };
}

export async function writeSettings(db: DbOrTx, settings: WhatsAppSettingsRow, at: Date): Promise<void> {
  const values = { enabled: settings.enabled, events: settings.events, updatedAt: at };
  await db
    .insert(whatsappSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: whatsappSettings.id, set: values });
}

export type ConsentRow = typeof whatsappConsents.$inferSelect;

export async function readConsents(db: DbOrTx, phones: string[]): Promise<ConsentRow[]> {
  if (phones.length === 0) return [];
  return db.select().from(whatsappConsents).where(inArray(whatsappConsents.phone, phones));
}

/** A phone's answer with its time and source; the latest answer stands. */
export async function writeConsent(
  db: DbOrTx,
  consent: { phone: string; optedIn: boolean; source: WhatsAppConsentSource; at: Date },
): Promise<void> {
  const values = { optedIn: consent.optedIn, changedAt: consent.at, source: consent.source };
  await db
    .insert(whatsappConsents)
    .values({ phone: consent.phone, ...values })
    .onConflictDoUpdate({ target: whatsappConsents.phone, set: values });
}

/** Account deletion (decision 034): the numbers' consents go, and so do their messages in the outbox. */
export async function forgetNumbers(tx: Pick<Db, 'delete'>, phones: string[]): Promise<void> {
  if (phones.length === 0) return;
  await tx.delete(whatsappConsents).where(inArray(whatsappConsents.phone, phones));
  await tx
    .delete(emailOutbox)
    .where(
      and(eq(emailOutbox.channel, 'whatsapp'), inArray(emailOutbox.toAddress, phones.map(toWhatsAppNumber))),
    );
}

/** The phone numbers on a customer's orders: theirs by account, and guest orders with their verified email. */
export async function phonesOfCustomer(
  db: DbOrTx,
  customer: { userId: string; verifiedEmail: string | null },
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ phone: orders.customerPhone })
    .from(orders)
    .where(
      or(
        eq(orders.userId, customer.userId),
        customer.verifiedEmail
          ? and(isNull(orders.userId), eq(orders.customerEmail, customer.verifiedEmail))
          : undefined,
      ),
    );
  return rows.map((r) => r.phone).sort();
}

export interface QueuedMessage {
  to: string;
  kind: string;
  template: string;
  language: string;
  parameters: string[];
  /** Readable text for the admin's outbox view. */
  preview: string;
  /** Set for order events: a second enqueue of the same event is dropped. */
  dedupeKey?: string;
  maxAttempts: number;
}

/** A WhatsApp message into the outbox, in the caller's transaction; undefined when its event was queued before. */
export async function enqueueMessage(
  tx: Pick<Db, 'insert'>,
  message: QueuedMessage,
  now: Date,
): Promise<{ id: string } | undefined> {
  const [row] = await tx
    .insert(emailOutbox)
    .values({
      channel: 'whatsapp',
      kind: message.kind,
      toAddress: message.to,
      subject: message.template,
      html: message.preview,
      payload: { template: message.template, language: message.language, parameters: message.parameters },
      dedupeKey: message.dedupeKey ?? null,
      maxAttempts: message.maxAttempts,
      nextAttemptAt: now,
    })
    .onConflictDoNothing({ target: emailOutbox.dedupeKey })
    .returning({ id: emailOutbox.id });
  return row;
}

/** How far a message has come; a webhook never moves it back (they may arrive out of order). */
const RANK = sql`case ${emailOutbox.deliveryStatus} when 'sent' then 1 when 'delivered' then 2 when 'read' then 3 when 'failed' then 4 else 0 end`;
const RANK_OF = { sent: 1, delivered: 2, read: 3, failed: 4 } as const;

/**
 * A status webhook's word on the message WhatsApp knows as `messageId`. `failed` also fails the outbox row
 * (the admin can send it again from the outbox view). Answers whether a row changed.
 */
export async function recordDelivery(
  db: DbOrTx,
  update: { messageId: string; status: keyof typeof RANK_OF; at: Date; error: string | null },
): Promise<boolean> {
  const failed = update.status === 'failed';
  const rows = await db
    .update(emailOutbox)
    .set({
      deliveryStatus: update.status,
      deliveryAt: update.at,
      ...(failed ? { status: 'failed', lastError: update.error ?? 'WhatsApp could not deliver it' } : {}),
    })
    .where(
      and(
        eq(emailOutbox.channel, 'whatsapp'),
        eq(emailOutbox.messageId, update.messageId),
        ne(emailOutbox.status, 'pending'),
        sql`${RANK} < ${RANK_OF[update.status]}`,
      ),
    )
    .returning({ id: emailOutbox.id });
  return rows.length > 0;
}

/** The opt-in questions (review 2026-11-29 L8) are outbox rows of these kinds, per the source that asked. */
export const OPT_IN_KIND = {
  checkout: 'whatsapp-opt-in-checkout',
  account: 'whatsapp-opt-in-account',
} as const;
export type OptInSource = keyof typeof OPT_IN_KIND;

/** How many opt-in questions were queued for a number since `since`: the per-number limit's count. */
export async function countOptInRequests(db: DbOrTx, phone: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.channel, 'whatsapp'),
        eq(emailOutbox.toAddress, toWhatsAppNumber(phone)),
        like(emailOutbox.kind, 'whatsapp-opt-in-%'),
        gte(emailOutbox.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}

/** The source of the newest opt-in question to a number since `since`, if one was asked. */
export async function latestOptInRequest(
  db: DbOrTx,
  phone: string,
  since: Date,
): Promise<OptInSource | null> {
  const [row] = await db
    .select({ kind: emailOutbox.kind })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.channel, 'whatsapp'),
        eq(emailOutbox.toAddress, toWhatsAppNumber(phone)),
        like(emailOutbox.kind, 'whatsapp-opt-in-%'),
        gte(emailOutbox.createdAt, since),
      ),
    )
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  if (!row) return null;
  return row.kind === OPT_IN_KIND.account ? 'account' : 'checkout';
}
