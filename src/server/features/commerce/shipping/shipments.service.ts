import { eq } from 'drizzle-orm';
import type { AdminShipment, ShippingSettings } from '#shared/shipping/shipping.schemas.ts';
import { type CourierRule, type PackageDefaults, pickCourier } from '#shared/shipping/shipping.ts';
import type { Db } from '../../../db/client.ts';
import { orders, shipments } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/errors.ts';
import { isUuid } from '../../../lib/uuid.ts';
import type { OrderEffects } from '../order-effects.ts';
import { type OrderItemRow, type OrderRow, selectItems, shipToOf } from '../orders.repo.ts';
import { orderNotFound } from '../orders.service.ts';
import type { ParcelOrder, ShippingProvider } from './providers/shipping-provider.ts';
import { ShippingProviderError } from './providers/shipping-provider.ts';
import {
  liveShipmentOf,
  liveShipmentsOf,
  parcelTrackingUrl,
  readShippingSettings,
  type ShipmentRow,
  saveShippingSettings,
  toAdminShipment,
  updateShipment,
} from './shipments.repo.ts';
import type { ShippingSetup } from './shipping-setup.ts';

/** Orders a parcel may be booked for: placed and paid (or COD), not yet on their way. */
const BOOKABLE: ReadonlySet<string> = new Set(['confirmed', 'processing', 'packed']);
/** A parcel the owner may still cancel: booked, not yet in the courier's hands. */
const CANCELLABLE: ReadonlySet<string> = new Set(['new', 'created', 'awb_assigned', 'pickup_scheduled']);
/** How long a booking holds its parcel's row against a second one (its calls time out well before). */
const CLAIM_MS = 2 * 60_000;

export const SHIPPING_MESSAGES = {
  manual: 'Parcels are booked by hand in this shop: mark the order Shipped with its courier and AWB.',
  notBookable: 'Only a confirmed, processing or packed order can be booked with the courier.',
  noPickupPincode: 'Set the pickup pincode in the shipping settings first.',
  busy: "This order's parcel is being booked: try again in a minute.",
  noParcel: 'This order has no booked parcel to cancel.',
  pickedUp:
    'The courier has this parcel already: it can no longer be cancelled. Once it is back, take it in as a return.',
  noCourier: (pincode: string) => `No courier serves pincode ${pincode} from the pickup address.`,
} as const;

export interface ShipmentsDeps extends OrderEffects {
  db: Db;
  setup: ShippingSetup;
}

/**
 * Parcels booked with the aggregator (decision 065): each step's answer is stored as it comes, so a step that
 * failed is taken up again where it stopped; a create whose answer was lost is found again by our order number.
 */
export class ShipmentsService {
  constructor(private readonly deps: ShipmentsDeps) {}

  settings(): Promise<PackageDefaults> {
    return readShippingSettings(this.deps.db);
  }

  saveSettings(input: ShippingSettings): Promise<PackageDefaults> {
    return saveShippingSettings(this.deps.db, input, this.deps.now());
  }

  async shipmentOf(orderId: string): Promise<AdminShipment | null> {
    if (!isUuid(orderId)) throw orderNotFound();
    const row = await liveShipmentOf(this.deps.db, orderId.toLowerCase());
    return row ? toAdminShipment(this.deps.db, row) : null;
  }

  /**
   * Books the order's parcel: the aggregator's order, the AWB from the courier the rule picks, the label and the
   * pickup; each done once (a repeat after all four answers the parcel as it is).
   */
  async book(orderId: string, rule?: CourierRule): Promise<AdminShipment> {
    const provider = this.provider();
    const settings = await this.settings();
    if (!settings.pickupPincode) throw new AppError('CONFLICT', SHIPPING_MESSAGES.noPickupPincode);
    const { shipment, order, items } = await this.claim(orderId, provider);
    let row = shipment;
    try {
      if (!row.remoteShipmentId)
        row = await this.createRemote(provider, row, parcelOf(order, items, settings));
      // An AWB asked for before whose answer was lost may have been assigned: the aggregator's order says.
      if (!row.awb && row.lastError) row = await this.awbFromRemote(provider, row);
      if (!row.awb) row = await this.assignAwb(provider, row, order, settings, rule ?? settings.courierRule);
      if (!row.labelUrl) {
        const { url } = await provider.label([row.remoteShipmentId!]);
        row = await this.store(row, { labelUrl: url });
      }
      if (row.status === 'awb_assigned') {
        const { scheduledFor } = await provider.schedulePickup([row.remoteShipmentId!]);
        row = await this.store(row, { status: 'pickup_scheduled', pickupScheduledFor: scheduledFor });
      }
    } catch (error) {
      // Whatever stopped the booking is shown on the order, and the parcel is free for the next try.
      await this.store(row, { lastError: (error as Error).message, claimedUntil: null });
      if (error instanceof ShippingProviderError) throw new AppError('GATEWAY_FAILED', error.message);
      throw error;
    }
    row = await this.store(row, { claimedUntil: null });
    return toAdminShipment(this.deps.db, row);
  }

  /**
   * Cancels the order's parcel with the aggregator while the courier has not picked it up (a wrong address, a
   * buyer who cancels, another courier wanted): the aggregator's order is cancelled first, then the parcel is
   * marked cancelled and its AWB taken off the order, so the order can be booked again. The order's own status
   * is left as it is.
   */
  async cancel(orderId: string): Promise<void> {
    const provider = this.provider();
    let row = await this.claimForCancel(orderId);
    try {
      // A create whose answer was lost may have made the aggregator's order: it is looked for, to cancel it too.
      if (!row.remoteOrderId && row.createSentAt) {
        const found = await provider.findOrder(row.orderNumber);
        if (found) row = await this.store(row, { remoteOrderId: found.remoteOrderId });
      }
      if (row.remoteOrderId) await provider.cancel([row.remoteOrderId]);
    } catch (error) {
      await this.store(row, { lastError: (error as Error).message, claimedUntil: null });
      if (error instanceof ShippingProviderError) throw new AppError('GATEWAY_FAILED', error.message);
      throw error;
    }
    const now = this.deps.now();
    // The order's row first, then the parcel's, as every transaction here takes them (no deadlock).
    await this.deps.db.transaction(async (tx) => {
      await tx
        .update(orders)
        .set({ courier: null, trackingNumber: null, trackingUrl: null, updatedAt: now })
        .where(eq(orders.id, row.orderId));
      await updateShipment(tx, row.id, { status: 'cancelled', lastError: null, claimedUntil: null }, now);
    });
  }

  /** The day's manifest for the orders' parcels (those with an AWB), its address kept on each. */
  async manifest(orderIds: string[]): Promise<{ url: string }> {
    const provider = this.provider();
    const rows = (await liveShipmentsOf(this.deps.db, orderIds)).filter((row) => row.awb);
    if (rows.length === 0) throw new AppError('CONFLICT', 'None of these orders has a booked parcel.');
    let url: string;
    try {
      ({ url } = await provider.manifest(rows.map((row) => row.remoteShipmentId!)));
    } catch (error) {
      if (error instanceof ShippingProviderError) throw new AppError('GATEWAY_FAILED', error.message);
      throw error;
    }
    for (const row of rows) await this.store(row, { manifestUrl: url });
    return { url };
  }

  private provider(): ShippingProvider {
    const provider = this.deps.setup.provider;
    if (!provider) throw new AppError('CONFLICT', SHIPPING_MESSAGES.manual);
    return provider;
  }

  /** Locks the order, writes its parcel's row when it has none, and holds the row for this booking. */
  private async claim(orderId: string, provider: ShippingProvider) {
    if (!isUuid(orderId)) throw orderNotFound();
    const now = this.deps.now();
    return this.deps.db.transaction(async (tx) => {
      const [order] = await tx
        .select()
        .from(orders)
        .where(eq(orders.id, orderId.toLowerCase()))
        .for('update');
      if (!order) throw orderNotFound();
      let shipment = await liveShipmentOf(tx, order.id, true);
      if (!shipment && !BOOKABLE.has(order.status))
        throw new AppError('CONFLICT', SHIPPING_MESSAGES.notBookable);
      if (shipment?.claimedUntil && shipment.claimedUntil > now)
        throw new AppError('CONFLICT', SHIPPING_MESSAGES.busy);
      shipment ??= (
        await tx
          .insert(shipments)
          .values({ orderId: order.id, orderNumber: order.orderNumber, provider: provider.name })
          .returning()
      )[0]!;
      shipment = await updateShipment(
        tx,
        shipment.id,
        { claimedUntil: new Date(now.getTime() + CLAIM_MS) },
        now,
      );
      return { shipment, order, items: await selectItems(tx, [order.id]) };
    });
  }

  /** Locks the order and its live parcel, checks the parcel can still be cancelled, and holds it for this call. */
  private async claimForCancel(orderId: string): Promise<ShipmentRow> {
    if (!isUuid(orderId)) throw orderNotFound();
    const now = this.deps.now();
    return this.deps.db.transaction(async (tx) => {
      const [order] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.id, orderId.toLowerCase()))
        .for('update');
      if (!order) throw orderNotFound();
      const shipment = await liveShipmentOf(tx, order.id, true);
      if (!shipment) throw new AppError('CONFLICT', SHIPPING_MESSAGES.noParcel);
      if (shipment.claimedUntil && shipment.claimedUntil > now)
        throw new AppError('CONFLICT', SHIPPING_MESSAGES.busy);
      if (!CANCELLABLE.has(shipment.status)) throw new AppError('CONFLICT', SHIPPING_MESSAGES.pickedUp);
      return updateShipment(tx, shipment.id, { claimedUntil: new Date(now.getTime() + CLAIM_MS) }, now);
    });
  }

  /**
   * The aggregator's order: when a create was sent before and its answer never came, the order made for our
   * number is looked up first; the create is marked sent before it goes and its ids stored as they come.
   */
  private async createRemote(provider: ShippingProvider, row: ShipmentRow, parcel: ParcelOrder) {
    if (row.createSentAt) {
      const found = await provider.findOrder(row.orderNumber);
      if (found) return this.storeRemote(row, found);
    }
    row = await this.store(row, { createSentAt: this.deps.now() });
    return this.storeRemote(row, await provider.createOrder(parcel));
  }

  private async awbFromRemote(provider: ShippingProvider, row: ShipmentRow): Promise<ShipmentRow> {
    const found = await provider.findOrder(row.orderNumber);
    if (!found?.awb || found.remoteShipmentId !== row.remoteShipmentId) return row;
    return this.storeAwb(row, {
      awb: found.awb,
      courierId: null,
      courierName: found.courierName,
      rate: null,
    });
  }

  private async storeRemote(
    row: ShipmentRow,
    remote: Awaited<ReturnType<ShippingProvider['createOrder']>>,
  ): Promise<ShipmentRow> {
    row = await this.store(row, {
      remoteOrderId: remote.remoteOrderId,
      remoteShipmentId: remote.remoteShipmentId,
      status: 'created',
      lastError: null,
    });
    if (!remote.awb) return row;
    return this.storeAwb(row, {
      awb: remote.awb,
      courierId: null,
      courierName: remote.courierName,
      rate: null,
    });
  }

  private async assignAwb(
    provider: ShippingProvider,
    row: ShipmentRow,
    order: OrderRow,
    settings: PackageDefaults,
    rule: CourierRule,
  ): Promise<ShipmentRow> {
    const quotes = await provider.quote({
      pickupPincode: settings.pickupPincode!,
      deliveryPincode: order.pincode,
      weightGrams: settings.defaultWeightGrams,
      cod: order.paymentMethod === 'cod',
      declaredValue: order.totalAmount,
    });
    const courier = pickCourier(quotes, rule);
    if (!courier) throw new AppError('CONFLICT', SHIPPING_MESSAGES.noCourier(order.pincode));
    const assigned = await provider.assignAwb(row.remoteShipmentId!, courier.courierId);
    return this.storeAwb(row, {
      awb: assigned.awb,
      courierId: assigned.courierId,
      courierName: assigned.courierName || courier.courierName,
      rate: courier.rate,
    });
  }

  /** The AWB on the parcel and on the order (the buyer's pages and the shipped mail show it). */
  private async storeAwb(
    row: ShipmentRow,
    awb: { awb: string; courierId: string | null; courierName: string | null; rate: number | null },
  ): Promise<ShipmentRow> {
    const now = this.deps.now();
    // The order's row first, then the parcel's, as every transaction here takes them (no deadlock).
    return this.deps.db.transaction(async (tx) => {
      await tx
        .update(orders)
        .set({
          courier: awb.courierName ?? 'Shiprocket',
          trackingNumber: awb.awb,
          trackingUrl: parcelTrackingUrl(awb.courierName, awb.awb, true),
          updatedAt: now,
        })
        .where(eq(orders.id, row.orderId));
      return updateShipment(tx, row.id, { ...awb, status: 'awb_assigned', lastError: null }, now);
    });
  }

  private store(row: ShipmentRow, values: Partial<typeof shipments.$inferInsert>): Promise<ShipmentRow> {
    return updateShipment(this.deps.db, row.id, values, this.deps.now());
  }
}

/**
 * The order as the aggregator's parcel: who receives it (a gift's recipient, else the buyer; decision 068) with the
 * buyer's email for the courier's notices, its lines, payment and the shop's default package.
 */
export function parcelOf(order: OrderRow, items: OrderItemRow[], settings: PackageDefaults): ParcelOrder {
  const to = shipToOf(order);
  return {
    orderNumber: order.orderNumber,
    orderDate: order.orderDate,
    pickupLocation: settings.pickupLocation,
    customer: {
      name: to.fullName,
      email: order.customerEmail,
      phone: to.phone,
      address: to.address,
      city: to.city,
      state: to.state,
      pincode: to.pincode,
    },
    lines: items.map((item) => ({
      name: item.productName,
      sku: item.catalogNumber,
      units: item.quantity,
      unitPrice: item.unitPrice,
    })),
    paymentMethod: order.paymentMethod as 'cod' | 'online',
    subtotal: order.subtotal,
    shippingCharges: order.shippingCost + order.zoneFee,
    // Shiprocket has no round-off field (decision 085): rounding up rides on the COD charge, down on the discount,
    // so its total, what the courier collects, stays the order's.
    codFee: order.codFee + Math.max(order.roundOff, 0),
    giftWrap: order.giftWrapFee,
    discount: order.discountAmount + Math.max(-order.roundOff, 0),
    weightGrams: settings.defaultWeightGrams,
    lengthCm: settings.defaultLengthCm,
    breadthCm: settings.defaultBreadthCm,
    heightCm: settings.defaultHeightCm,
  };
}
