import type { CourierQuote } from '#shared/shipping/shipping.ts';
import {
  type AssignedAwb,
  type ParcelOrder,
  type QuoteInput,
  type RemoteOrder,
  type ShippingProvider,
  ShippingProviderError,
  type TrackingUpdate,
} from './shipping-provider.ts';
import { parseShiprocketTracking } from './shiprocket-tracking.ts';

export interface ShiprocketOptions {
  email: string;
  password: string;
  /** SHIPROCKET_API_URL (https://apiv2.shiprocket.in, or a local stand-in); the `/v1/external` paths are added. */
  apiUrl: string;
  /** Each call is given up after this long (15 s; tests shorten it). */
  timeoutMs?: number;
  /** The clock the token's age is read on (tests move it). */
  now?: () => number;
}

/** Shiprocket's token lasts 10 days (240 hours); it is renewed a day before, so a batch never meets its end. */
export const TOKEN_LIFETIME_MS = 10 * 24 * 3_600_000;
export const TOKEN_RENEW_BEFORE_MS = 24 * 3_600_000;

interface Answer {
  status: number;
  body: unknown;
}

const rupees = (paise: number) => Math.round(paise) / 100;
const paise = (rupeeAmount: unknown) => Math.round(Number(rupeeAmount) * 100);
const idText = (value: unknown) =>
  typeof value === 'number' || (typeof value === 'string' && value !== '') ? String(value) : null;
const ids = (list: string[]) => list.map((id) => (/^\d+$/.test(id) ? Number(id) : id));

/** Shiprocket's message for a refusal: `message` and each field's `errors` (its 422s), else the HTTP status. */
export function shiprocketMessage(answer: Answer): string {
  const body = answer.body as { message?: unknown; errors?: unknown } | null;
  const parts: string[] = [];
  if (typeof body?.message === 'string') parts.push(body.message);
  if (body?.errors && typeof body.errors === 'object') {
    for (const [field, messages] of Object.entries(body.errors as Record<string, unknown>))
      parts.push(`${field}: ${Array.isArray(messages) ? messages.join(' ') : String(messages)}`);
  }
  return parts.length > 0 ? parts.join('; ') : `HTTP ${answer.status}`;
}

/**
 * Shiprocket's external API (apiv2.shiprocket.in/v1/external): a bearer token from `POST /auth/login`, kept for
 * its 10 days less one and taken again once when a call answers 401; amounts in rupees, weights in kg.
 */
export class ShiprocketProvider implements ShippingProvider {
  readonly name = 'shiprocket' as const;
  private readonly api: string;
  private readonly timeoutMs: number;
  private readonly now: () => number;
  private token: { value: string; renewAt: number } | null = null;
  private login: Promise<string> | null = null;

  constructor(private readonly options: ShiprocketOptions) {
    this.api = `${options.apiUrl}/v1/external`;
    this.timeoutMs = options.timeoutMs ?? 15_000;
    this.now = options.now ?? Date.now;
  }

  async quote(input: QuoteInput): Promise<CourierQuote[]> {
    const query = new URLSearchParams({
      pickup_postcode: input.pickupPincode,
      delivery_postcode: input.deliveryPincode,
      weight: String(input.weightGrams / 1000),
      cod: input.cod ? '1' : '0',
      declared_value: String(rupees(input.declaredValue)),
    });
    const answer = await this.call('GET', `/courier/serviceability/?${query}`);
    const body = answer.body as {
      status?: unknown;
      data?: { available_courier_companies?: unknown };
    } | null;
    const couriers = body?.data?.available_courier_companies;
    if (ok(answer) && Array.isArray(couriers)) {
      return couriers.flatMap((c: Record<string, unknown>) => {
        const courierId = idText(c.courier_company_id);
        const days = Number(c.estimated_delivery_days);
        if (!courierId || typeof c.courier_name !== 'string' || !Number.isFinite(Number(c.rate))) return [];
        return [
          {
            courierId,
            courierName: c.courier_name,
            rate: paise(c.rate),
            estimatedDays: Number.isFinite(days) ? days : 99,
          },
        ];
      });
    }
    // No courier serves the route: Shiprocket says 404 (in the status or the body).
    if (answer.status === 404 || body?.status === 404) return [];
    throw this.refused('the serviceability check', answer);
  }

  async createOrder(input: ParcelOrder): Promise<RemoteOrder> {
    const [firstName, ...rest] = input.customer.name.trim().split(/\s+/);
    const answer = await this.call('POST', '/orders/create/adhoc', {
      order_id: input.orderNumber,
      order_date: indiaDateTime(input.orderDate),
      pickup_location: input.pickupLocation,
      billing_customer_name: firstName,
      billing_last_name: rest.join(' '),
      billing_address: input.customer.address,
      billing_city: input.customer.city,
      billing_pincode: input.customer.pincode,
      billing_state: input.customer.state,
      billing_country: 'India',
      billing_email: input.customer.email,
      billing_phone: input.customer.phone,
      shipping_is_billing: true,
      order_items: input.lines.map((line) => ({
        name: line.name,
        sku: line.sku,
        units: line.units,
        selling_price: rupees(line.unitPrice),
      })),
      payment_method: input.paymentMethod === 'cod' ? 'COD' : 'Prepaid',
      shipping_charges: rupees(input.shippingCharges),
      transaction_charges: rupees(input.codFee),
      ...(input.giftWrap ? { giftwrap_charges: rupees(input.giftWrap) } : {}),
      total_discount: rupees(input.discount),
      sub_total: rupees(input.subtotal),
      length: input.lengthCm,
      breadth: input.breadthCm,
      height: input.heightCm,
      weight: input.weightGrams / 1000,
    });
    const body = answer.body as Record<string, unknown> | null;
    const remoteOrderId = idText(body?.order_id);
    const remoteShipmentId = idText(body?.shipment_id);
    if (!ok(answer) || !remoteOrderId || !remoteShipmentId) throw this.refused('the order', answer);
    return {
      remoteOrderId,
      remoteShipmentId,
      awb: idText(body?.awb_code),
      courierName: typeof body?.courier_name === 'string' && body.courier_name ? body.courier_name : null,
    };
  }

  /** `GET /orders?search=` finds orders by several fields: only the one whose channel order id is ours counts. */
  async findOrder(orderNumber: string): Promise<RemoteOrder | null> {
    const answer = await this.call('GET', `/orders?search=${encodeURIComponent(orderNumber)}`);
    const list = (answer.body as { data?: unknown } | null)?.data;
    if (!ok(answer) || !Array.isArray(list)) throw this.refused('the order search', answer, false);
    // A cancelled order (the owner cancelled the parcel, then booked it again) is not the one being looked for.
    const order = list.find(
      (o: Record<string, unknown>) =>
        o?.channel_order_id === orderNumber && !/^CANCELL?ED$/i.test(String(o.status)),
    ) as Record<string, unknown> | undefined;
    if (!order) return null;
    const shipment = (Array.isArray(order.shipments) ? order.shipments[0] : undefined) as
      | Record<string, unknown>
      | undefined;
    const remoteOrderId = idText(order.id);
    const remoteShipmentId = idText(shipment?.id);
    if (!remoteOrderId || !remoteShipmentId) return null;
    return {
      remoteOrderId,
      remoteShipmentId,
      awb: idText(shipment?.awb),
      courierName: typeof shipment?.courier === 'string' && shipment.courier ? shipment.courier : null,
    };
  }

  async assignAwb(remoteShipmentId: string, courierId: string): Promise<AssignedAwb> {
    const answer = await this.call('POST', '/courier/assign/awb', {
      shipment_id: ids([remoteShipmentId])[0],
      courier_id: ids([courierId])[0],
    });
    const body = answer.body as {
      awb_assign_status?: unknown;
      response?: { data?: Record<string, unknown> };
    } | null;
    const data = body?.response?.data;
    const awb = idText(data?.awb_code);
    if (!ok(answer) || body?.awb_assign_status !== 1 || !awb)
      throw this.refused('the AWB', {
        status: answer.status,
        body: { message: data?.awb_assign_error ?? (body as { message?: unknown })?.message },
      });
    return {
      awb,
      courierId: idText(data?.courier_company_id) ?? courierId,
      courierName: typeof data?.courier_name === 'string' ? data.courier_name : '',
    };
  }

  async label(remoteShipmentIds: string[]): Promise<{ url: string }> {
    const answer = await this.call('POST', '/courier/generate/label', {
      shipment_id: ids(remoteShipmentIds),
    });
    const body = answer.body as { label_created?: unknown; label_url?: unknown } | null;
    if (!ok(answer) || body?.label_created !== 1 || typeof body.label_url !== 'string')
      throw this.refused('the label', answer);
    return { url: body.label_url };
  }

  async manifest(remoteShipmentIds: string[]): Promise<{ url: string }> {
    const answer = await this.call('POST', '/manifests/generate', { shipment_id: ids(remoteShipmentIds) });
    const body = answer.body as { status?: unknown; manifest_url?: unknown } | null;
    if (!ok(answer) || typeof body?.manifest_url !== 'string') throw this.refused('the manifest', answer);
    return { url: body.manifest_url };
  }

  async schedulePickup(remoteShipmentIds: string[]): Promise<{ scheduledFor: string | null }> {
    const answer = await this.call('POST', '/courier/generate/pickup', {
      shipment_id: ids(remoteShipmentIds),
    });
    const body = answer.body as {
      pickup_status?: unknown;
      response?: { pickup_scheduled_date?: unknown };
    } | null;
    if (!ok(answer) || body?.pickup_status !== 1) throw this.refused('the pickup', answer);
    const date = body.response?.pickup_scheduled_date;
    return { scheduledFor: typeof date === 'string' ? date : null };
  }

  async track(awb: string): Promise<TrackingUpdate[]> {
    const answer = await this.call('GET', `/courier/track/awb/${encodeURIComponent(awb)}`);
    if (!ok(answer)) throw this.refused('the tracking', answer);
    return parseShiprocketTracking(answer.body, awb);
  }

  async cancel(remoteOrderIds: string[]): Promise<void> {
    const answer = await this.call('POST', '/orders/cancel', { ids: ids(remoteOrderIds) });
    if (!ok(answer)) throw this.refused('the cancellation', answer);
  }

  private refused(what: string, answer: Answer, answered = answer.status < 500): ShippingProviderError {
    return new ShippingProviderError(`Shiprocket refused ${what}: ${shiprocketMessage(answer)}`, {
      answered: answered && answer.status < 500,
    });
  }

  /** A call with the current token; a 401 takes a new token and tries once more. */
  private async call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Answer> {
    const first = await this.send(method, path, body, await this.currentToken());
    if (first.status !== 401) return first;
    this.token = null;
    return this.send(method, path, body, await this.currentToken());
  }

  private async currentToken(): Promise<string> {
    if (this.token && this.now() < this.token.renewAt) return this.token.value;
    // Parallel calls share one login.
    this.login ??= this.logIn().finally(() => {
      this.login = null;
    });
    return this.login;
  }

  private async logIn(): Promise<string> {
    const startedAt = this.now();
    const answer = await this.send('POST', '/auth/login', {
      email: this.options.email,
      password: this.options.password,
    });
    const token = (answer.body as { token?: unknown } | null)?.token;
    if (!ok(answer) || typeof token !== 'string' || !token) throw this.refused('the login', answer);
    this.token = { value: token, renewAt: startedAt + TOKEN_LIFETIME_MS - TOKEN_RENEW_BEFORE_MS };
    return token;
  }

  private async send(method: 'GET' | 'POST', path: string, body?: unknown, token?: string): Promise<Answer> {
    let res: Response;
    try {
      res = await fetch(`${this.api}${path}`, {
        method,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw new ShippingProviderError(`Shiprocket unreachable: ${(error as Error).message}`, {
        answered: false,
      });
    }
    let text: string;
    try {
      text = await res.text();
    } catch (error) {
      throw new ShippingProviderError(`Shiprocket's answer was cut off: ${(error as Error).message}`, {
        answered: false,
      });
    }
    try {
      return { status: res.status, body: JSON.parse(text) };
    } catch {
      return { status: res.status, body: text };
    }
  }
}

const ok = (answer: Answer) => answer.status >= 200 && answer.status < 300;

/** 'YYYY-MM-DD HH:mm' in India time, as Shiprocket's order_date takes it. */
function indiaDateTime(date: Date): string {
  return new Date(date.getTime() + 330 * 60_000).toISOString().slice(0, 16).replace('T', ' ');
}
