import type { CourierQuote, ShipmentStatus } from '#shared/shipping/shipping.ts';

/**
 * A shipping aggregator as the shop sees it (decision 065), modelled on the payment provider: the shop books a
 * parcel (the aggregator's order for our order number), has an AWB assigned with the courier the owner's rule
 * picks, prints the label, asks for a pickup, and hears of the parcel's way by webhook or by asking. Manual
 * shipping needs none, as cash on delivery needs no gateway: the owner books with a courier and types its name
 * and AWB (the order's Shipped status, as before).
 */
export interface ShippingProvider {
  readonly name: 'shiprocket';
  /** Couriers serving the route with their rates and days (Shiprocket `GET /courier/serviceability`). */
  quote(input: QuoteInput): Promise<CourierQuote[]>;
  /** The aggregator's order for ours (Shiprocket `POST /orders/create/adhoc`; our number is its channel order id). */
  createOrder(input: ParcelOrder): Promise<RemoteOrder>;
  /** The aggregator's order made for our order number, or null when it has none (a lost create's reconciliation). */
  findOrder(orderNumber: string): Promise<RemoteOrder | null>;
  /** Books the courier for a shipment: its AWB (Shiprocket `POST /courier/assign/awb`). */
  assignAwb(remoteShipmentId: string, courierId: string): Promise<AssignedAwb>;
  /** The 4×6 label PDF's address (Shiprocket `POST /courier/generate/label`). */
  label(remoteShipmentIds: string[]): Promise<{ url: string }>;
  /** The day's manifest PDF's address (Shiprocket `POST /manifests/generate`). */
  manifest(remoteShipmentIds: string[]): Promise<{ url: string }>;
  /** Asks the courier to collect the parcels (Shiprocket `POST /courier/generate/pickup`). */
  schedulePickup(remoteShipmentIds: string[]): Promise<{ scheduledFor: string | null }>;
  /** The parcel's way so far (Shiprocket `GET /courier/track/awb/{awb}`): the polling fallback of the webhook. */
  track(awb: string): Promise<TrackingUpdate[]>;
  /** Cancels the aggregator's orders (Shiprocket `POST /orders/cancel`). */
  cancel(remoteOrderIds: string[]): Promise<void>;
}

export interface QuoteInput {
  pickupPincode: string;
  deliveryPincode: string;
  weightGrams: number;
  cod: boolean;
  /** paise: the parcel's declared value (COD collects it) */
  declaredValue: number;
}

/** An order of ours as a parcel: who receives it, what is in it, how it is paid, its package. */
export interface ParcelOrder {
  orderNumber: string;
  orderDate: Date;
  pickupLocation: string;
  customer: {
    name: string;
    email: string;
    phone: string;
    address: string;
    city: string;
    state: string;
    pincode: string;
  };
  lines: Array<{ name: string; sku: string; units: number; unitPrice: number }>;
  paymentMethod: 'cod' | 'online';
  /**
   * paise: the lines' sum, the shipping and zone fees, the COD fee and the coupon's discount; the aggregator's
   * total (what COD collects) = subtotal + shipping + COD fee + gift wrap − discount = the order's total.
   */
  subtotal: number;
  shippingCharges: number;
  codFee: number;
  /** paise: the gift wrap (decision 068); 0 when none */
  giftWrap?: number;
  discount: number;
  weightGrams: number;
  lengthCm: number;
  breadthCm: number;
  heightCm: number;
}

export interface RemoteOrder {
  remoteOrderId: string;
  remoteShipmentId: string;
  /** Present when the aggregator already assigned one (a reconciled order booked before its answer was lost). */
  awb: string | null;
  courierName: string | null;
}

export interface AssignedAwb {
  awb: string;
  courierId: string;
  courierName: string;
}

/** One step of the parcel's way, as the aggregator reports it. */
export interface TrackingUpdate {
  awb: string;
  /** The aggregator's status code and label (Shiprocket: 7, 'DELIVERED'). */
  remoteStatusId: number | null;
  remoteStatus: string;
  /** What it means to Karigar; null for a scan that changes nothing (in transit at a hub…). */
  status: ShipmentStatus | null;
  occurredAt: Date;
  location: string | null;
  courierName: string | null;
}

/**
 * The aggregator did not do what was asked. `answered`: it refused (a 4xx with its messages: nothing was made);
 * false when no answer came (a timeout, a lost connection, its own fault), so what it did is unknown.
 */
export class ShippingProviderError extends Error {
  override name = 'ShippingProviderError';
  readonly answered: boolean;
  constructor(message: string, opts: { answered?: boolean } = {}) {
    super(message);
    this.answered = opts.answered ?? true;
  }
}
