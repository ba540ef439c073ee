import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The keys the shipping tests configure (SHIPPING_PROVIDER=shiprocket against the local stand-in). */
export const SHIPROCKET_TEST_ENV = {
  SHIPPING_PROVIDER: 'shiprocket',
  SHIPROCKET_EMAIL: 'api-user@karigar.example',
  SHIPROCKET_PASSWORD: 'sr-api-password-42',
  SHIPROCKET_WEBHOOK_TOKEN: 'karigar-webhook-token-0123456789',
} as const;

export interface StandInRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
}

interface StandInOrder {
  id: number;
  channelOrderId: string;
  shipmentId: number;
  awb: string | null;
  courierId: number | null;
  courierName: string | null;
  body: Record<string, unknown>;
  cancelled: boolean;
  /** The tracking scans so far, oldest first. */
  scans: Array<{ date: string; status: string; srStatus: number; location: string }>;
}

/** The couriers the stand-in quotes for every route: rupees and days as Shiprocket gives them. */
export const STAND_IN_COURIERS = [
  { courier_company_id: 10, courier_name: 'Delhivery Surface', rate: 76.5, estimated_delivery_days: '5' },
  { courier_company_id: 24, courier_name: 'Xpressbees Surface', rate: 68, estimated_delivery_days: '6' },
  { courier_company_id: 55, courier_name: 'Blue Dart Air', rate: 142.3, estimated_delivery_days: '2' },
];

/**
 * A local server playing Shiprocket's external API (apiv2.shiprocket.in/v1/external) as its documentation gives
 * it, failure modes included: a token expires (401 until a new login), a create with bad fields answers 422 with
 * its messages, a reply can be made slow (the client times out while the order is made all the same), and a
 * repeated create with the same channel order id makes a second remote order (as Shiprocket's ad-hoc create
 * does), so only the client's own reconciliation keeps one.
 */
export async function startShiprocket() {
  const state = {
    requests: [] as StandInRequest[],
    logins: 0,
    orders: [] as StandInOrder[],
    /** Tokens issued, and whether each still works. */
    tokens: new Map<string, boolean>(),
    /** Delivery pincodes no courier serves. */
    unserviceable: new Set<string>(),
    /** The next request to this path (e.g. '/orders/create/adhoc') answers after `delayMs`. */
    slow: new Map<string, number>(),
    nextId: 1000,
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const body = (raw ? JSON.parse(raw) : {}) as Record<string, unknown>;
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const path = url.pathname.replace(/^\/v1\/external/, '');
    state.requests.push({
      method: req.method ?? '',
      path: `${path}${url.search}`,
      authorization: req.headers.authorization,
      body,
    });
    const send = async (status: number, answer: unknown) => {
      const delay = state.slow.get(path);
      if (delay) {
        state.slow.delete(path);
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
      if (res.destroyed) return;
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    };

    if (req.method === 'POST' && path === '/auth/login') {
      if (
        body.email !== SHIPROCKET_TEST_ENV.SHIPROCKET_EMAIL ||
        body.password !== SHIPROCKET_TEST_ENV.SHIPROCKET_PASSWORD
      )
        return send(400, { message: 'Invalid email and password combination', status_code: 400 });
      state.logins += 1;
      const token = `eyJ.${randomBytes(12).toString('hex')}`;
      state.tokens.set(token, true);
      return send(200, {
        company_id: 7,
        email: body.email,
        first_name: 'API',
        last_name: 'User',
        id: 42,
        token,
      });
    }
    const token = req.headers.authorization?.replace(/^Bearer /, '') ?? '';
    if (!state.tokens.get(token)) return send(401, { message: 'Token has expired', status_code: 401 });

    if (req.method === 'GET' && path === '/courier/serviceability/') {
      if (state.unserviceable.has(url.searchParams.get('delivery_postcode') ?? ''))
        return send(404, { status: 404, message: 'No courier serviceable for this pincode' });
      return send(200, {
        status: 200,
        data: { available_courier_companies: STAND_IN_COURIERS, recommended_courier_company_id: 10 },
      });
    }
    if (req.method === 'POST' && path === '/orders/create/adhoc') {
      const errors: Record<string, string[]> = {};
      if (!/^\d{6}$/.test(String(body.billing_pincode)))
        errors.billing_pincode = ['The billing pincode must be 6 digits.'];
      if (!/^\d{10}$/.test(String(body.billing_phone)))
        errors.billing_phone = ['The billing phone must be 10 digits.'];
      if (!Array.isArray(body.order_items) || body.order_items.length === 0)
        errors.order_items = ['The order items field is required.'];
      if (Object.keys(errors).length > 0)
        return send(422, { message: 'Oops! Invalid Data.', errors, status_code: 422 });
      if (body.pickup_location !== 'Primary')
        return send(422, {
          message: 'Wrong Pickup location entered. Please choose one location from data given',
          status_code: 422,
        });
      const order: StandInOrder = {
        id: state.nextId++,
        channelOrderId: String(body.order_id),
        shipmentId: state.nextId++,
        awb: null,
        courierId: null,
        courierName: null,
        body,
        cancelled: false,
        scans: [],
      };
      state.orders.push(order);
      return send(200, {
        order_id: order.id,
        shipment_id: order.shipmentId,
        status: 'NEW',
        status_code: 1,
        onboarding_completed_now: 0,
        awb_code: '',
        courier_company_id: '',
        courier_name: '',
      });
    }
    if (req.method === 'GET' && path === '/orders') {
      const search = url.searchParams.get('search') ?? '';
      const found = state.orders.filter((o) => o.channelOrderId.includes(search) || o.awb === search);
      return send(200, {
        data: found.map((o) => ({
          id: o.id,
          channel_order_id: o.channelOrderId,
          status: o.cancelled ? 'CANCELED' : o.awb ? 'READY TO SHIP' : 'NEW',
          shipments: [{ id: o.shipmentId, awb: o.awb ?? '', courier: o.courierName ?? '' }],
        })),
        meta: { pagination: { total: found.length } },
      });
    }
    const byShipment = (id: unknown) => state.orders.find((o) => o.shipmentId === Number(id));
    if (req.method === 'POST' && path === '/courier/assign/awb') {
      const order = byShipment(body.shipment_id);
      const courier = STAND_IN_COURIERS.find((c) => c.courier_company_id === Number(body.courier_id));
      if (!order || !courier) return send(400, { message: 'Invalid shipment or courier', status_code: 400 });
      if (order.awb)
        return send(200, {
          awb_assign_status: 0,
          response: { data: { awb_assign_error: 'AWB is already assigned' } },
        });
      order.awb = `${courier.courier_company_id}${String(order.shipmentId).padStart(10, '0')}`;
      order.courierId = courier.courier_company_id;
      order.courierName = courier.courier_name;
      return send(200, {
        awb_assign_status: 1,
        response: {
          data: {
            awb_code: order.awb,
            courier_company_id: courier.courier_company_id,
            courier_name: courier.courier_name,
            shipment_id: order.shipmentId,
            applied_weight: order.body.weight,
          },
        },
      });
    }
    const shipmentIds = Array.isArray(body.shipment_id) ? (body.shipment_id as unknown[]) : [];
    if (req.method === 'POST' && path === '/courier/generate/label') {
      if (!shipmentIds.every((id) => byShipment(id)?.awb))
        return send(400, { message: 'AWB not assigned', status_code: 400 });
      return send(200, {
        label_created: 1,
        label_url: `https://kr-shipmultichannel.s3.ap-southeast-1.amazonaws.com/labels/${shipmentIds.join('-')}.pdf`,
        response: 'Label has been created and uploaded successfully!',
        not_created: [],
      });
    }
    if (req.method === 'POST' && path === '/manifests/generate')
      return send(200, {
        status: 1,
        manifest_url: `https://kr-shipmultichannel.s3.ap-southeast-1.amazonaws.com/manifests/${shipmentIds.join('-')}.pdf`,
      });
    if (req.method === 'POST' && path === '/courier/generate/pickup') {
      const order = byShipment(shipmentIds[0]);
      if (!order?.awb) return send(400, { message: 'Please assign AWB first', status_code: 400 });
      return send(200, {
        pickup_status: 1,
        response: {
          pickup_scheduled_date: '2026-12-01 10:00:00',
          pickup_token_number: `Reference No: ${order.shipmentId}`,
          status: 3,
          data: `Pickup is confirmed by ${order.courierName} For AWB :- ${order.awb}`,
        },
      });
    }
    const track = /^\/courier\/track\/awb\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && track) {
      const order = state.orders.find((o) => o.awb === track[1]);
      if (!order) return send(404, { message: 'AWB not found', status_code: 404 });
      return send(200, {
        tracking_data: {
          track_status: 1,
          shipment_status: order.scans.at(-1)?.srStatus ?? 0,
          shipment_track: [
            {
              awb_code: order.awb,
              courier_name: order.courierName,
              current_status: order.scans.at(-1)?.status ?? 'AWB Assigned',
            },
          ],
          shipment_track_activities: [...order.scans].reverse().map((scan) => ({
            date: scan.date,
            status: 'X-SCAN',
            activity: scan.status,
            location: scan.location,
            'sr-status': String(scan.srStatus),
            'sr-status-label': scan.status,
          })),
          track_url: `https://shiprocket.co/tracking/${order.awb}`,
        },
      });
    }
    if (req.method === 'POST' && path === '/orders/cancel') {
      const cancelling = (body.ids as unknown[]).map((id) => state.orders.find((o) => o.id === Number(id)));
      if (cancelling.some((o) => !o)) return send(400, { message: 'Invalid order id', status_code: 400 });
      // Once the courier has scanned it, a parcel can only come back as a return (RTO), not be cancelled.
      if (cancelling.some((o) => o!.scans.length > 0))
        return send(400, { message: 'Order cannot be cancelled after pickup', status_code: 400 });
      for (const o of cancelling) o!.cancelled = true;
      return send(200, { status_code: 200, message: 'Order cancelled successfully' });
    }
    return send(404, { message: 'Not found', status_code: 404 });
  };

  const server = createServer((req, res) => {
    handle(req, res).catch(() => res.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    url: `http://127.0.0.1:${port}`,
    /** Every token issued so far stops working (Shiprocket's 10 days are up). */
    expireTokens: () => {
      for (const key of state.tokens.keys()) state.tokens.set(key, false);
    },
    /** The remote orders made for a channel order id (our order number). */
    ordersFor: (orderNumber: string) => state.orders.filter((o) => o.channelOrderId === orderNumber),
    /** A courier scan on a parcel: kept for its tracking, and the webhook body Shiprocket would send for it. */
    scan: (
      awb: string,
      status: string,
      srStatus: number,
      date: string,
      location = 'Pune_Hub (Maharashtra)',
    ) => {
      const order = state.orders.find((o) => o.awb === awb)!;
      order.scans.push({ date, status, srStatus, location });
      return shiprocketWebhookBody(order, { status, srStatus, date, location });
    },
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}

export type ShiprocketStandIn = Awaited<ReturnType<typeof startShiprocket>>;

/** Shiprocket's tracking webhook body for one scan ('2026-12-02 14:05:00' India time). */
function shiprocketWebhookBody(
  order: StandInOrder,
  scan: { status: string; srStatus: number; date: string; location: string },
) {
  const [day, time] = scan.date.split(' ');
  const [y, m, d] = day!.split('-');
  return {
    awb: order.awb,
    courier_name: order.courierName,
    current_status: scan.status,
    current_status_id: scan.srStatus + 100,
    shipment_status: scan.status,
    shipment_status_id: scan.srStatus,
    current_timestamp: `${d} ${m} ${y} ${time}`,
    order_id: order.channelOrderId,
    sr_order_id: order.id,
    awb_assigned_date: '2026-12-01 09:00:00',
    pickup_scheduled_date: '2026-12-01 10:00:00',
    etd: '2026-12-05 18:00:00',
    scans: order.scans.map((s) => ({
      date: s.date,
      status: 'X-SCAN',
      activity: s.status,
      location: s.location,
      'sr-status': String(s.srStatus),
      'sr-status-label': s.status,
    })),
    is_return: 0,
    channel_id: 3422553,
    pod_status: 'OTP Based Delivery',
    pod: 'Not Available',
  };
}
