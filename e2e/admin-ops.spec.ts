import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config.ts';
import { ownClientAddress, signInAsAdmin, signUpAndSignIn, uniqueEmail } from './accounts.ts';
import { expect, getJson, test, toast } from './fixtures.ts';
import { placeOrder } from './orders.ts';

/**
 * The admin's Orders, Customers and All Customers tabs and the shop's charts (issue 9 items 3-6;
 * docs/product.md §7.4-§7.6). Orders are placed through the API as guests; everything else goes through the page.
 */

test.use(ownClientAddress);

const TEXT = {
  updateFailed: 'Failed to update order status. Please try again.',
  targeted: 'Targeted Customers Found',
} as const;

/** docs/product.md §9.10: the marketing export's columns, in this order (the unsubscribe link: audit B1). */
const MARKETING_COLUMNS =
  'Email,Full Name,Mobile Number,Signup Date,Last Login,Login Count,Total Orders,Total Spent,Status,Unsubscribe Link';

/** The Customers panel's export: every stored field of every customer. */
const CUSTOMER_COLUMNS =
  'Email,Full Name,Mobile Number,Status,Email Verified,Marketing Consent,Signup Method,Source,Signup Date,' +
  'Last Login,Login Count,Total Orders,Total Spent,Preferred Categories,Created At,Updated At';

/** A guest who ordered once, and this page signed in as the admin: the guest's email. */
async function customerAndAdmin(page: Page, request: APIRequestContext, baseURL: string, fullName: string) {
  const email = uniqueEmail(fullName.split(' ')[0]!.toLowerCase());
  await placeOrder(request, baseURL, { buyer: { fullName, email } });
  await signInAsAdmin(page, baseURL);
  return email;
}

const subTab = (page: Page, name: RegExp) => page.getByRole('tab', { name });
const orderCard = (page: Page, orderNumber: string) => page.getByRole('article', { name: orderNumber });

/** The count shown in a sub-tab's name, e.g. 'Delivered (4)' → 4. */
async function tabCount(tab: Locator): Promise<number> {
  await expect(tab).toHaveAccessibleName(/\(\d+\)$/);
  const name = (await tab.getAttribute('aria-label')) ?? '';
  return Number(/\((\d+)\)$/.exec(name)?.[1]);
}

/** Save a download and read it as text without the BOM. */
async function downloadText(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const file = await download.path();
  return { name: download.suggestedFilename(), text: (await readFile(file, 'utf8')).replace(/^\uFEFF/, '') };
}

test('orders: New → Delivered moves the order and removes its dropdown; another → Cancelled/Returned', async ({
  page,
  request,
  baseURL,
}) => {
  const email = uniqueEmail('lakshmi');
  const { orderNumber: first } = await placeOrder(request, baseURL!, {
    buyer: { fullName: 'Lakshmi Rao', email },
  });
  const { orderNumber: second } = await placeOrder(request, baseURL!, {
    buyer: { fullName: 'Lakshmi Rao', email },
  });
  await signInAsAdmin(page, baseURL!);

  await page.goto('/admin?tab=orders');
  const newTab = subTab(page, /^New Orders/);
  await expect(newTab).toHaveAttribute('aria-selected', 'true');
  const card = orderCard(page, first);
  await expect(card).toBeVisible();
  // The card: customer, contact, address, the item, totals, payment and the status.
  await expect(card.getByText('Lakshmi Rao')).toBeVisible();
  await expect(card.getByRole('link', { name: email })).toBeVisible();
  await expect(card.getByText('18, Temple Street, Basavanagudi')).toBeVisible();
  await expect(card.getByText('Cash on Delivery')).toBeVisible();
  await expect(card.getByText('Total', { exact: true })).toBeVisible();
  await expect(card.getByText('Confirmed', { exact: true }).first()).toBeVisible();

  const deliveredBefore = await tabCount(subTab(page, /^Delivered/));
  await card.getByLabel('Order status').selectOption('delivered');
  await expect(
    toast(page, 'Order status updated').filter({ hasText: `${first} is now Delivered` }),
  ).toBeVisible();
  await expect(orderCard(page, first)).toHaveCount(0);
  expect(await tabCount(subTab(page, /^Delivered/))).toBe(deliveredBefore + 1);

  await subTab(page, /^Delivered/).click();
  await expect(page).toHaveURL(/group=delivered/);
  const delivered = orderCard(page, first);
  await expect(delivered).toBeVisible();
  await expect(delivered.getByText('Delivered', { exact: true })).toBeVisible();
  await expect(delivered.getByLabel('Order status')).toHaveCount(0);

  // Cancelling asks first; Keep order changes nothing.
  await subTab(page, /^New Orders/).click();
  const other = orderCard(page, second);
  await other.getByLabel('Order status').selectOption('cancelled');
  await page.getByRole('button', { name: 'Keep order' }).click();
  await expect(other.getByLabel('Order status')).toHaveValue('confirmed');
  await other.getByLabel('Order status').selectOption('cancelled');
  await page.getByRole('button', { name: 'Yes, mark Cancelled' }).click();
  await expect(
    toast(page, 'Order status updated').filter({ hasText: `${second} is now Cancelled` }),
  ).toBeVisible();
  await expect(orderCard(page, second)).toHaveCount(0);
  await subTab(page, /^Cancelled\/Returned/).click();
  await expect(orderCard(page, second).getByText('Cancelled', { exact: true }).first()).toBeVisible();
  // A cancelled order can still be set to any admin-settable status (docs/product.md §4.6).
  await expect(orderCard(page, second).getByLabel('Order status')).toHaveValue('cancelled');
});

test('orders: a failed status change shows the spec toast and the dropdown keeps the old status', async ({
  page,
  request,
  baseURL,
}) => {
  const { orderNumber } = await placeOrder(request, baseURL!, { buyer: { fullName: 'Arjun Nair' } });
  await signInAsAdmin(page, baseURL!);
  await page.route('**/api/admin/orders/*', (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ error: { code: 'INTERNAL', message: 'Internal error' } }),
        })
      : route.fallback(),
  );

  await page.goto('/admin?tab=orders');
  const select = orderCard(page, orderNumber).getByLabel('Order status');
  await select.selectOption('packed');
  await expect(toast(page, TEXT.updateFailed)).toBeVisible();
  await expect(select).toHaveValue('confirmed');
  await expect(select).toBeEnabled();
  await expect(orderCard(page, orderNumber)).toBeVisible();
});

test('all customers: stat cards, search by name or email, status filter, marketing export (audit B1: opt-ins only)', async ({
  page,
  request,
  baseURL,
}) => {
  // Audit B1: a customer who opted in at sign-up (verified) is a marketing contact; a guest who ordered is not.
  const name = `Zoya Qureshi ${Date.now().toString(36)}`;
  const email = await signUpAndSignIn(page, baseURL!, name, { marketingConsent: true });
  const guest = uniqueEmail('guest');
  await placeOrder(request, baseURL!, { buyer: { fullName: 'Guest Shopper', email: guest } });
  await signInAsAdmin(page, baseURL!);
  const stats = await getJson<{ totalCustomers: number; marketingOptIns: number }>(
    page.request,
    '/api/admin/customers/stats',
  );

  await page.goto('/admin?tab=all-customers');
  await expect(page.getByRole('heading', { name: 'All Customers', level: 2 })).toBeVisible();
  for (const label of ['Total Customers', 'Active Customers', 'New This Week', 'Marketing Opt-ins']) {
    await expect(page.getByText(label, { exact: true }).first()).toBeVisible();
  }
  await expect(
    page.locator('dl').filter({ hasText: 'Total Customers' }).first().getByRole('definition'),
  ).toHaveText(stats.totalCustomers.toLocaleString('en-IN'));

  const rows = page.getByRole('list', { name: 'Customers' }).getByRole('article');
  const search = page.getByLabel('Search by email or name');
  await search.fill(name.split(' ').slice(-1)[0]!);
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(rows).toHaveCount(1);
  const row = rows.first();
  await expect(row).toHaveAccessibleName(name);
  await expect(row.getByText(email)).toBeVisible();
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  await expect(row.getByText('Marketing OK')).toBeVisible();

  await search.fill(email.toUpperCase());
  await expect(page).toHaveURL(/[?&]q=ZOYA/);
  await expect(rows).toHaveCount(1);
  await page.getByLabel('Status').selectOption('inactive');
  await expect(rows).toHaveCount(0);
  await expect(page.getByText('No customers match these filters.')).toBeVisible();
  await page.getByLabel('Status').selectOption('all');
  await search.fill('no-such-customer-anywhere');
  await expect(page.getByText('No customers match these filters.')).toBeVisible();

  const { name: file, text } = await downloadText(page, () =>
    page.getByRole('button', { name: 'Export for Marketing' }).click(),
  );
  expect(file).toMatch(/\.csv$/);
  const lines = text.split(/\r?\n/).filter(Boolean);
  expect(lines[0]).toBe(MARKETING_COLUMNS);
  expect(lines.some((line) => line.startsWith(`${email},`))).toBe(true);
  expect(lines.some((line) => line.startsWith(`${guest},`))).toBe(false);
});

test('targeted marketing: Recent Signups says how many were found and lists them', async ({
  page,
  request,
  baseURL,
}) => {
  const email = await customerAndAdmin(page, request, baseURL!, 'Farah Khan');

  await page.goto('/admin?tab=all-customers&view=marketing');
  for (const title of ['High-Value', 'Recent Signups', 'Inactive']) {
    await expect(page.getByRole('heading', { name: title, level: 3 })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Target Recent Signups customers' }).click();
  const found = toast(page, TEXT.targeted);
  await expect(found).toBeVisible();
  const { total } = await getJson<{ total: number }>(
    page.request,
    '/api/admin/customers/segments/recent-signups',
  );
  expect(total).toBeGreaterThan(0);
  await expect(found).toContainText(`${total.toLocaleString('en-IN')} customer`);
  await expect(page.getByRole('heading', { name: new RegExp(`^Recent Signups: ${total}`) })).toBeVisible();
  await expect(page.locator(`[data-customer="${email}"]`)).toBeVisible();
});

test('analytics: the spec figures and four charts drawn with their numbers', async ({
  page,
  request,
  baseURL,
}) => {
  await placeOrder(request, baseURL!, { buyer: { fullName: 'Ishaan Mehta' } });
  await signInAsAdmin(page, baseURL!);
  const stats = await getJson<{ totalLogins: number; averageLoginCount: number; newThisMonth: number }>(
    page.request,
    '/api/admin/customers/stats',
  );

  await page.goto('/admin?tab=all-customers');
  await subTab(page, /^Analytics$/).click();
  await expect(page).toHaveURL(/view=analytics/);
  const figures = page.getByRole('region', { name: 'Customer Analytics' });
  const figure = (label: string) =>
    figures.locator('dl').filter({ has: page.getByRole('term').getByText(label, { exact: true }) });
  await expect(figure('Total Logins').getByRole('definition')).toHaveText(
    stats.totalLogins.toLocaleString('en-IN'),
  );
  await expect(figure('Average Logins per User').getByRole('definition')).toHaveText(
    stats.averageLoginCount.toFixed(1),
  );
  await expect(figure('New This Month').getByRole('definition')).toHaveText(String(stats.newThisMonth));
  for (const label of ['New This Week', 'Total Customers', 'Marketing Opt-ins']) {
    await expect(figure(label)).toBeVisible();
  }

  for (const title of [
    'Revenue and orders per day',
    'Orders by status',
    'Sales by category',
    'New customers per week',
  ]) {
    const chart = page.getByRole('figure', { name: title });
    // The drawing (legend icons are small svgs of their own): at least one bar drawn.
    await expect(chart.locator('.recharts-wrapper > svg.recharts-surface')).toBeVisible();
    await expect(chart.locator('.recharts-bar-rectangle').first()).toBeVisible();
    await chart.getByText('Show the numbers').click();
    await expect(chart.getByRole('table')).toBeVisible();
  }
  // An order was placed today: the last row of the daily table has at least one order.
  const daily = page.getByRole('figure', { name: 'Revenue and orders per day' }).getByRole('row');
  await expect(daily).toHaveCount(31);
  await expect(daily.last().getByRole('cell').first()).not.toHaveText('0');
});

test('customers panel: pick a customer, view their data and sign-ins, export, clear cached data', async ({
  page,
  request,
  baseURL,
}) => {
  const email = await customerAndAdmin(page, request, baseURL!, 'Devika Pillai');

  await page.goto('/admin?tab=customers');
  await expect(page.getByRole('heading', { name: 'Customer Data' })).toBeVisible();
  // Before a pick: the shop's latest sign-ins (the admin's own among them).
  const history = page.getByRole('region', { name: 'Login History' });
  await expect(history.getByRole('cell', { name: E2E_ADMIN.email }).first()).toBeVisible();

  await page.getByLabel('Search by email or name').fill(email);
  const pick = page.getByRole('list', { name: 'Customers' }).getByRole('button', { name: /Devika Pillai/ });
  await expect(pick).toHaveCount(1);
  await pick.click();
  await expect(pick).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/customer=/);
  const data = page.getByRole('region', { name: 'Devika Pillai' });
  await expect(data.getByText(email)).toBeVisible();
  await expect(data.getByText('₹', { exact: false }).first()).toBeVisible();
  await expect(history).toContainText('sign-ins of this customer');

  const { text } = await downloadText(page, () =>
    page.getByRole('button', { name: 'Export Customer Data' }).click(),
  );
  const lines = text.split(/\r?\n/).filter(Boolean);
  expect(lines[0]).toBe(CUSTOMER_COLUMNS);
  expect(lines.some((line) => line.startsWith(`${email},`))).toBe(true);

  await page.getByRole('button', { name: 'Clear Cached Data' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Clear cached customer data?' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(data).toBeVisible();
  await page.getByRole('button', { name: 'Clear Cached Data' }).click();
  await dialog.getByRole('button', { name: 'Clear Data' }).click();
  await expect(toast(page, 'Cached customer data cleared')).toBeVisible();
  // Audit 2.10: the picked customer stays, read again from the server.
  await expect(data.getByText(email)).toBeVisible();
  await expect(page).toHaveURL(/customer=/);
});

test("audit 2.10: Clear Cached Data reads the picked customer and the dashboard's counts again from the server", async ({
  page,
  request,
  baseURL,
}) => {
  const email = await customerAndAdmin(page, request, baseURL!, 'Ira Sen');
  await page.goto('/admin?tab=customers');
  await page.getByLabel('Search by email or name').fill(email);
  const pick = page.getByRole('list', { name: 'Customers' }).getByRole('button', { name: /Ira Sen/ });
  await expect(pick).toHaveCount(1);
  await pick.click();
  const orders = page
    .getByRole('region', { name: 'Ira Sen' })
    .getByRole('definition')
    .filter({ hasText: 'View orders' });
  await expect(orders).toHaveText(/^1 ·/);
  const customersCount = (n: number) =>
    `All Customers${new Intl.NumberFormat('en-IN').format(n)}Permanent tracking enabled`;

  // Meanwhile she orders again, and a new customer orders: this page still shows what it loaded.
  await placeOrder(request, baseURL!, { buyer: { fullName: 'Ira Sen', email } });
  await placeOrder(request, baseURL!, { buyer: { fullName: 'Gauri Deshpande' } });
  const { customers } = await getJson<{ customers: number }>(page.request, '/api/admin/overview');
  await expect(orders).toHaveText(/^1 ·/);

  await page.getByRole('button', { name: 'Clear Cached Data' }).click();
  await page
    .getByRole('alertdialog', { name: 'Clear cached customer data?' })
    .getByRole('button', { name: 'Clear Data' })
    .click();
  await expect(toast(page, 'Cached customer data cleared')).toBeVisible();
  await expect(orders).toHaveText(/^2 ·/);
  await expect(page).toHaveURL(/customer=/);
  // The dashboard's counts (on Today, decision 083) are read again too.
  await page.getByRole('tab', { name: 'Today', exact: true }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Permanent tracking enabled' })).toHaveText(
    customersCount(customers),
  );
});

test("customers panel: Sign out everywhere ends the customer's sessions, after a confirmation (review L10)", async ({
  page,
  browser,
  baseURL,
}) => {
  // The customer, signed in in a browser of their own.
  const customerContext = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { 'X-Forwarded-For': `10.9.${1 + Math.floor(Math.random() * 250)}.7` },
  });
  const customer = await customerContext.newPage();
  const email = await signUpAndSignIn(customer, baseURL!, 'Kavya Menon');
  expect((await customer.request.get('/api/me')).status()).toBe(200);

  await signInAsAdmin(page, baseURL!);
  await page.goto('/admin?tab=customers');
  await page.getByLabel('Search by email or name').fill(email);
  // Other tests sign up a Kavya Menon too: wait until the search has narrowed the list to this one.
  const found = page.getByRole('list', { name: 'Customers' }).getByRole('button');
  await expect(found).toHaveCount(1);
  await found.click();
  const data = page.getByRole('region', { name: 'Kavya Menon' });
  await data.getByRole('button', { name: 'Sign out everywhere' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Sign out everywhere' });
  await expect(confirm).toContainText('Sign this customer out on every device?');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  expect((await customer.request.get('/api/me')).status(), 'Cancel ends nothing').toBe(200);

  await data.getByRole('button', { name: 'Sign out everywhere' }).click();
  await confirm.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(toast(page, 'The customer is signed out on every device.')).toBeVisible();
  expect((await customer.request.get('/api/me')).status()).toBe(401);
  await customerContext.close();
});
