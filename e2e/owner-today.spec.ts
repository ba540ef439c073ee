import { ownClientAddress, signInAsAdmin } from './accounts.ts';
import { expect, getJson, hydrated, test, toast } from './fixtures.ts';
import { placeOrder } from './orders.ts';

/**
 * Issue 46 point 5 (audit D-m9, D-m10, decision 083): on a phone the admin opens on Today, whose counts show
 * without scrolling; an order placed a minute ago waits under "To confirm", whose count opens those orders as
 * compact rows; select-all and the bulk next step move it to Processing. The figures themselves are the API
 * test's (src/server/features/dashboard/today.test.ts).
 */

test.use({ ...ownClientAddress, viewport: { width: 390, height: 844 } });

test("the owner's Today on a phone: a new order under To confirm, opened as rows, selected all and moved on", async ({
  page,
  request,
  baseURL,
}) => {
  await signInAsAdmin(page, baseURL!);
  const placed = await placeOrder(request, baseURL!, { buyer: { fullName: 'Lata Menon' } });

  await page.goto('/admin');
  await hydrated(page);
  await expect(page.getByRole('tab', { name: 'Today', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const toConfirm = page.getByRole('link', { name: /orders? to confirm$/ });
  const waiting = Number((await toConfirm.getAttribute('aria-label'))!.split(' ')[0]);
  expect(waiting).toBeGreaterThanOrEqual(1);
  // The day's work in sight at once on a 390 × 844 phone: the three steps and the sales, no scrolling.
  for (const step of [toConfirm, page.getByRole('link', { name: /to ship$/ })])
    await expect(step).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('region', { name: 'Sales' })).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('region', { name: 'Sales' })).toContainText(/Today₹[\d,]+/);

  await toConfirm.click();
  await expect(page).toHaveURL(/\?tab=orders&status=confirmed&view=rows$/);
  await expect(page.getByText('Only Confirmed orders')).toBeVisible();
  const row = page.locator(`article[data-order="${placed.orderNumber}"]`);
  await expect(row).toBeVisible();
  await expect(row).toContainText('Lata Menon');

  // Narrowed to this order (other tests' orders stay as they are), then select all and the next step.
  await page.getByLabel('Search orders').fill(placed.orderNumber);
  await expect(page.locator('article[data-order]')).toHaveCount(1);
  await page.getByLabel('Select the 1 order shown').check();
  await expect(row.getByRole('checkbox')).toBeChecked();
  const bulk = page.getByRole('region', { name: 'Selected orders' });
  await expect(bulk).toContainText('1 selected');
  await bulk.getByRole('button', { name: 'Mark 1 order Processing' }).click();
  await expect(toast(page, '1 order updated')).toBeVisible();
  await expect(page.getByText('No orders match this search.')).toBeVisible();
  const order = await getJson<{ order: { status: string } }>(page.request, `/api/admin/orders/${placed.id}`);
  expect(order.order.status).toBe('processing');
});
