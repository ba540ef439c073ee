import { adminBrowser, ownClientAddress } from './accounts.ts';
import { expect, hydrated, test, toast } from './fixtures.ts';
import { placeOrder } from './orders.ts';

/**
 * Issue 43 points 1 and 3 on a phone: the owner books a COD order's parcel through Shiprocket (the shop's e2e
 * servers run against a local Shiprocket, e2e/serve-with-mail-sink.ts) with one click on the order's page;
 * Shiprocket's tracking webhook says the parcel is out for delivery; the buyer's tracking page at 390 px shows
 * that status, the courier, the AWB and the courier's tracking link.
 */

test.use({ ...ownClientAddress, viewport: { width: 390, height: 844 } });

/** What the e2e shops' SHIPROCKET_WEBHOOK_TOKEN is (src/server/features/commerce/shipping/shiprocket-test-support.ts). */
const WEBHOOK_TOKEN = 'karigar-webhook-token-0123456789';

test('a parcel booked with one click; the webhook sets Out for Delivery, which the buyer tracks with the courier link', async ({
  page,
  baseURL,
}) => {
  const adminContext = await adminBrowser(page, baseURL!);
  const saved = await adminContext.request.put('/api/admin/shipping/settings', {
    headers: { Origin: baseURL! },
    data: {
      pickupLocation: 'Primary',
      pickupPincode: '411001',
      courierRule: 'cheapest',
      defaultWeightGrams: 500,
      defaultLengthCm: 20,
      defaultBreadthCm: 15,
      defaultHeightCm: 10,
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const order = await placeOrder(page.request, baseURL!);

  // The owner: Create shipment on the order's page; the AWB, the courier and the label appear.
  const admin = await adminContext.newPage();
  await admin.goto(`/admin?tab=orders&order=${order.id}`);
  await hydrated(admin);
  const parcel = admin.getByTestId('parcel-panel');
  await parcel.getByRole('button', { name: 'Create shipment' }).click();
  await expect(toast(admin, 'Shipment created')).toBeVisible();
  await expect(parcel).toContainText('Pickup scheduled');
  await expect(parcel.getByRole('link', { name: 'Label (4×6 PDF)' })).toBeVisible();
  // Booked for the wrong courier: cancelled after a confirmation (before the pickup), then booked again.
  await parcel.getByRole('button', { name: 'Cancel parcel' }).click();
  const confirm = admin.getByRole('alertdialog', { name: 'Cancel this parcel?' });
  await confirm.getByRole('button', { name: 'Cancel parcel' }).click();
  await expect(toast(admin, 'Parcel cancelled')).toBeVisible();
  await parcel.getByRole('button', { name: 'Create shipment' }).click();
  await expect(parcel).toContainText('Pickup scheduled');
  const { shipment } = (await (
    await adminContext.request.get(`/api/admin/orders/${order.id}/shipment`)
  ).json()) as {
    shipment: { awb: string; courierName: string; trackingUrl: string };
  };
  await expect(parcel).toContainText(`AWB ${shipment.awb} · ${shipment.courierName}`);
  await adminContext.close();

  // Shiprocket's webhook, as it sends it: the parcel is out for delivery.
  const hook = await page.request.post('/api/webhooks/courier-tracking', {
    headers: { 'x-api-key': WEBHOOK_TOKEN },
    data: {
      awb: shipment.awb,
      courier_name: shipment.courierName,
      current_status: 'OUT FOR DELIVERY',
      current_status_id: 17,
      shipment_status: 'OUT FOR DELIVERY',
      shipment_status_id: 17,
      current_timestamp: '04 12 2026 08:02:00',
      order_id: order.orderNumber,
      scans: [{ date: '2026-12-04 08:02:00', activity: 'Out for delivery', location: 'Bengaluru' }],
    },
  });
  expect(hook.status(), await hook.text()).toBe(200);
  expect(await hook.json()).toEqual({ result: 'moved' });

  // The buyer, on a phone: the status the webhook set, the courier, the AWB and its tracking link.
  await page.goto(`/track-order?order=${order.orderNumber}`);
  const result = page.getByRole('region', { name: `Order ${order.orderNumber}` });
  await expect(result.getByText('Out for Delivery', { exact: true }).first()).toBeVisible();
  const details = result.getByTestId('shipment');
  await expect(details).toContainText(shipment.courierName);
  await expect(details).toContainText(shipment.awb);
  const link = details.getByRole('link', { name: "Track on the courier's site" });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', shipment.trackingUrl);
  expect(shipment.trackingUrl).toMatch(/^https:\/\/www\.xpressbees\.com\/shipment\/tracking\?awbNo=\d+$/);
  // Nothing overflows the phone's width.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
