import type { Locator, Page } from '@playwright/test';
import { ownClientAddress, PASSWORD, signUpAndSignIn } from './accounts.ts';
import {
  type ApiProduct,
  allListedProducts,
  cardNames,
  expect,
  productCards,
  rupees,
  test,
  toast as toasts,
  wellStockedProduct,
} from './fixtures.ts';

/**
 * Wishlist, saved addresses and the address storage tools in the browser (issue 5, docs/product.md §5.5, §5.6, §8.1).
 * Each test signs up its own customer through the real sign-up (code from the mail the shop sent), from its own
 * client address. Texts are those of docs/product.md, written out here.
 */

const TEXT = {
  added: 'Added to wishlist',
  removed: 'Removed from wishlist',
  duplicate: 'Item already in wishlist',
  loginRequired: 'Please login to add items to wishlist',
  pleaseLogin: 'Please Login',
  addressAdded: 'Address added successfully.',
  addressUpdated: 'Address updated successfully.',
  addressDeleted: 'Address deleted successfully.',
  defaultUpdated: 'Default address updated successfully.',
  confirmDelete: 'Are you sure you want to delete this address?',
  invalidPhone: 'Please enter a valid 10-digit phone number',
  invalidPincode: 'Please enter a valid 6-digit pincode',
  loadFailed: 'Failed to load addresses',
  demoLoginRequired: { title: 'Login Required', description: 'Please login to add addresses' },
  repaired: 'Storage Repaired',
  noRepair: 'No Repair Needed',
  monitoringOn: 'Monitoring enabled',
  monitoringOff: 'Monitoring disabled',
} as const;

/** The newest toast with this title (the same words may still show from an earlier step). */
const toast = (page: Page, title: string) => toasts(page, title).first();

test.use(ownClientAddress);

interface AddressFields {
  name: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  pincode: string;
  type: 'Home' | 'Work' | 'Other';
}

const HOME: AddressFields = {
  name: 'Meera Iyer',
  phone: '9876543210',
  address: '42, 12th Main Road, Indiranagar',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560038',
  type: 'Home',
};
const WORK: AddressFields = {
  name: 'Meera Iyer (office)',
  phone: '8123456789',
  address: '3rd Floor, Prestige Tower, Residency Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560025',
  type: 'Work',
};

async function addAddressByApi(page: Page, baseURL: string, fields: AddressFields) {
  const res = await page.request.post('/api/me/addresses', {
    headers: { Origin: baseURL },
    data: { ...fields, isDefault: false },
  });
  expect(res.status(), await res.text()).toBe(201);
}

const field = (scope: Locator, label: string) => scope.getByLabel(label, { exact: true });

async function fillAddress(dialog: Locator, fields: Partial<AddressFields>) {
  const labels: Record<Exclude<keyof AddressFields, 'type'>, string> = {
    name: 'Full Name',
    phone: 'Phone Number',
    address: 'Address',
    city: 'City',
    state: 'State',
    pincode: 'Pincode',
  };
  for (const [key, label] of Object.entries(labels)) {
    const value = fields[key as keyof typeof labels];
    if (value !== undefined) await field(dialog, label).fill(value);
  }
  if (fields.type) await dialog.getByRole('radio', { name: fields.type, exact: true }).check();
}

/** The saved-address card that shows this name. */
const addressCard = (page: Page, name: string) =>
  page
    .getByRole('list', { name: 'Saved addresses' })
    .getByRole('listitem')
    .filter({ has: page.getByText(name, { exact: true }) });

/** A product heart, by the product's name and whether it is saved. */
const heart = (scope: Page | Locator, name: string, saved: boolean) =>
  scope.getByRole('button', {
    name: saved ? `Remove ${name} from wishlist` : `Add ${name} to wishlist`,
    exact: true,
  });

test.describe('wishlist', () => {
  test('the heart on a product page saves it, /wishlist lists it, Remove takes it off', async ({
    page,
    baseURL,
    request,
  }) => {
    const product = await wellStockedProduct(request);
    await signUpAndSignIn(page, baseURL!);

    await page.goto(`/product/${product.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    const unsaved = heart(page.getByRole('main'), product.name, false).first();
    await expect(unsaved).toHaveAttribute('aria-pressed', 'false');
    await unsaved.click();
    await expect(toast(page, TEXT.added)).toBeVisible();
    const saved = heart(page.getByRole('main'), product.name, true).first();
    await expect(saved).toHaveAttribute('aria-pressed', 'true');

    // Stored on the server: still saved after a reload, and the card on /products shows it too.
    await page.reload();
    await expect(heart(page.getByRole('main'), product.name, true).first()).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await page.goto('/wishlist');
    await expect(page.getByRole('heading', { level: 1, name: 'My Wishlist' })).toBeVisible();
    await expect(page.getByText('1 item(s) saved', { exact: true })).toBeVisible();
    const row = page.getByRole('main').getByRole('listitem').filter({ hasText: product.name });
    await expect(row.getByRole('link', { name: product.name })).toHaveAttribute(
      'href',
      `/product/${product.slug}`,
    );
    await expect(row).toContainText(product.category);
    await expect(row).toContainText(rupees(product.price));
    const today = new Intl.DateTimeFormat('en-IN', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    }).format(new Date());
    await expect(row).toContainText(`Added on ${today}`);
    await expect(row.getByRole('button', { name: /^Add to Cart/ })).toBeEnabled();

    await row.getByRole('button', { name: `Remove ${product.name} from wishlist` }).click();
    await expect(toast(page, TEXT.removed)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Your wishlist is empty' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Browse Products' })).toHaveAttribute(
      'href',
      '/products',
    );

    // Gone on the server too.
    await page.goto(`/product/${product.slug}`);
    await expect(heart(page.getByRole('main'), product.name, false).first()).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  test('hearts on product cards; a product already saved elsewhere says so; Add to Cart from the wishlist', async ({
    page,
    baseURL,
    request,
  }) => {
    const listed = await allListedProducts(request);
    await signUpAndSignIn(page, baseURL!, 'Kabir Shah');

    await page.goto('/products');
    await expect(productCards(page).first()).toBeVisible();
    // The first two cards shown (lists hold purchasable products only).
    const [first, second] = (await cardNames(page))
      .slice(0, 2)
      .map((name) => listed.find((p) => p.name === name)) as [ApiProduct, ApiProduct];
    expect(first && second, 'the first two cards are listed products').toBeTruthy();
    const card = productCards(page).filter({ hasText: first.name });
    await heart(card, first.name, false).click();
    await expect(toast(page, TEXT.added)).toBeVisible();
    await expect(heart(card, first.name, true)).toHaveAttribute('aria-pressed', 'true');
    // The heart is its own control: pressing it did not open the product.
    await expect(page).toHaveURL(/\/products$/);

    // Saved in another tab meanwhile: this page still shows the empty heart; pressing it says so and fills it.
    const other = await page.request.post('/api/me/wishlist', {
      headers: { Origin: baseURL! },
      data: { productId: second.id },
    });
    expect(other.status(), await other.text()).toBe(201);
    const secondCard = productCards(page).filter({ hasText: second.name });
    await heart(secondCard, second.name, false).click();
    await expect(toast(page, TEXT.duplicate)).toBeVisible();
    await expect(heart(secondCard, second.name, true)).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/wishlist');
    await expect(page.getByText('2 item(s) saved', { exact: true })).toBeVisible();
    const row = page.getByRole('main').getByRole('listitem').filter({ hasText: first.name });
    await row.getByRole('button', { name: /^Add to Cart/ }).click();
    await expect(toast(page, 'Item added to cart!')).toBeVisible();
  });

  test('a guest pressing the heart is asked to log in; audit 6.1: sign-in from the heart returns to the product', async ({
    page,
    request,
    baseURL,
  }) => {
    const email = await signUpAndSignIn(page, baseURL!, 'Tara Bose');
    await page.context().clearCookies(); // a guest again, with an account to sign in to
    const product = await wellStockedProduct(request);
    await page.goto(`/product/${product.slug}`);
    const button = heart(page.getByRole('main'), product.name, false).first();
    await button.click();
    const note = toast(page, TEXT.loginRequired);
    await expect(note).toBeVisible();
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await note.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(new RegExp(`/auth\\?next=%2Fproduct%2F${product.slug}$`));

    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/product/${product.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await heart(page.getByRole('main'), product.name, false).first().click();
    await expect(toast(page, TEXT.added)).toBeVisible();
  });
});

test.describe('saved addresses', () => {
  test('add two (the first is the default), edit one, move the default, delete with confirmation', async ({
    page,
    baseURL,
  }) => {
    await signUpAndSignIn(page, baseURL!);
    await page.goto('/profile/address');
    await expect(page.getByRole('heading', { level: 1, name: 'My Address' })).toBeVisible();
    await expect(page.getByText('No saved addresses yet')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Check and repair them' })).toHaveAttribute(
      'href',
      '/address-demo',
    );

    // First address, with a bad phone and pincode first: the errors show inline.
    await page.getByRole('button', { name: 'Add Address' }).click();
    let dialog = page.getByRole('dialog', { name: 'Add New Address' });
    await expect(dialog).toBeVisible();
    await fillAddress(dialog, { ...HOME, phone: '12345', pincode: '012345' });
    // The first address becomes the default: the box is ticked and locked.
    await expect(dialog.getByRole('checkbox', { name: 'Set as default address' })).toBeChecked();
    await dialog.getByRole('button', { name: 'Save Address' }).click();
    await expect(dialog.getByText(TEXT.invalidPhone)).toBeVisible();
    await expect(dialog.getByText(TEXT.invalidPincode)).toBeVisible();
    await expect(field(dialog, 'Phone Number')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(dialog, 'Phone Number')).toBeFocused();
    await fillAddress(dialog, { phone: HOME.phone, pincode: HOME.pincode });
    await expect(dialog.getByText(TEXT.invalidPhone)).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Save Address' }).click();
    await expect(toast(page, TEXT.addressAdded)).toBeVisible();
    await expect(dialog).toBeHidden();

    const home = addressCard(page, HOME.name);
    await expect(home).toContainText('Home');
    await expect(home).toContainText(HOME.address);
    await expect(home).toContainText(`${HOME.city}, ${HOME.state} - ${HOME.pincode}`);
    await expect(home).toContainText('98765 43210');
    await expect(home.getByText('Default', { exact: true })).toBeVisible();
    await expect(home.getByRole('button', { name: /^Set as Default/ })).toHaveCount(0);

    // Second address, a Work one, not default.
    await page.getByRole('button', { name: 'Add Address' }).click();
    dialog = page.getByRole('dialog', { name: 'Add New Address' });
    await fillAddress(dialog, WORK);
    await expect(dialog.getByRole('checkbox', { name: 'Set as default address' })).not.toBeChecked();
    await dialog.getByRole('button', { name: 'Save Address' }).click();
    await expect(toast(page, TEXT.addressAdded)).toBeVisible();
    const work = addressCard(page, WORK.name);
    await expect(work).toContainText('Work');
    await expect(work.getByText('Default', { exact: true })).toHaveCount(0);
    // Default first, then the newest.
    await expect(page.getByRole('list', { name: 'Saved addresses' }).getByRole('listitem')).toHaveCount(2);
    await expect(
      page.getByRole('list', { name: 'Saved addresses' }).getByRole('listitem').first(),
    ).toContainText(HOME.name);

    // Edit the Work address.
    await work.getByRole('button', { name: /^Edit/ }).click();
    dialog = page.getByRole('dialog', { name: 'Edit Address' });
    await expect(field(dialog, 'Full Name')).toHaveValue(WORK.name);
    await expect(dialog.getByRole('radio', { name: 'Work', exact: true })).toBeChecked();
    await fillAddress(dialog, { city: 'Mysuru', pincode: '570001' });
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, TEXT.addressUpdated)).toBeVisible();
    await expect(work).toContainText(`Mysuru, ${WORK.state} - 570001`);

    // Make it the default: the badge moves, and the Home address now offers Set as Default.
    await work.getByRole('button', { name: /^Set as Default/ }).click();
    await expect(toast(page, TEXT.defaultUpdated)).toBeVisible();
    await expect(work.getByText('Default', { exact: true })).toBeVisible();
    await expect(home.getByText('Default', { exact: true })).toHaveCount(0);
    await expect(home.getByRole('button', { name: /^Set as Default/ })).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Saved addresses' }).getByRole('listitem').first(),
    ).toContainText(WORK.name);

    // Delete asks first; Cancel keeps it.
    await home.getByRole('button', { name: /^Delete/ }).click();
    let confirm = page.getByRole('alertdialog', { name: TEXT.confirmDelete });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(home).toBeVisible();

    await home.getByRole('button', { name: /^Delete/ }).click();
    confirm = page.getByRole('alertdialog', { name: TEXT.confirmDelete });
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(toast(page, TEXT.addressDeleted)).toBeVisible();
    await expect(home).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Saved addresses' }).getByRole('listitem')).toHaveCount(1);

    // The list is mirrored on the device under karigar_addresses.
    const mirrored = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('karigar_addresses') ?? 'null'),
    );
    expect(mirrored).toHaveLength(1);
    expect(mirrored[0]).toMatchObject({ name: WORK.name, city: 'Mysuru', isDefault: true });

    // Still there after a reload (stored on the server).
    await page.reload();
    await expect(addressCard(page, WORK.name).getByText('Default', { exact: true })).toBeVisible();
  });

  test('signing out removes the saved addresses from the device (review L9)', async ({ page, baseURL }) => {
    await signUpAndSignIn(page, baseURL!);
    await page.goto('/profile/address');
    await page.getByRole('button', { name: 'Add Address' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Address' });
    await fillAddress(dialog, HOME);
    await dialog.getByRole('button', { name: 'Save Address' }).click();
    await expect(toast(page, TEXT.addressAdded)).toBeVisible();
    const stored = () => page.evaluate(() => localStorage.getItem('karigar_addresses'));
    expect(JSON.parse((await stored()) ?? 'null')).toHaveLength(1);

    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Account menu/ })
      .click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Logout' }).click();
    await expect(toast(page, 'Signed out successfully')).toBeVisible();
    expect(await stored()).toBeNull();
  });

  test('L4: deleting the account removes the saved addresses from the device', async ({ page, baseURL }) => {
    await signUpAndSignIn(page, baseURL!, 'Meera Pillai');
    await addAddressByApi(page, baseURL!, { ...HOME, name: 'Meera Pillai' });
    await page.goto('/profile/address');
    await expect(addressCard(page, 'Meera Pillai')).toBeVisible();
    const stored = () => page.evaluate(() => localStorage.getItem('karigar_addresses'));
    expect(JSON.parse((await stored()) ?? 'null')).toHaveLength(1);

    await page.goto('/account');
    const form = page.getByRole('form', { name: 'Delete account' });
    await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await form.getByRole('button', { name: 'Delete My Account' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete My Account' }).click();
    await expect(
      toast(page, 'Your account is deleted. Your orders are kept without your name or contact details.'),
    ).toBeVisible();
    expect(await stored()).toBeNull();
  });

  test('when the server cannot be reached the device copy shows, read-only', async ({ page, baseURL }) => {
    await signUpAndSignIn(page, baseURL!, 'Ravi Kumar');
    await addAddressByApi(page, baseURL!, { ...HOME, name: 'Ravi Kumar' });
    await page.goto('/profile/address');
    await expect(addressCard(page, 'Ravi Kumar')).toBeVisible();

    await page.route('**/api/me/addresses', (route) => route.abort('connectionrefused'));
    await page.reload();
    await expect(page.getByText(`${TEXT.loadFailed}. Please try again.`)).toBeVisible();
    await expect(addressCard(page, 'Ravi Kumar')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Address' })).toHaveCount(0);
    await expect(addressCard(page, 'Ravi Kumar').getByRole('button')).toHaveCount(0);

    await page.unroute('**/api/me/addresses');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('button', { name: 'Add Address' })).toBeVisible();
  });
});

test.describe('address storage tools', () => {
  test('a corrupted device copy: Health Check says so, Repair resets and reloads it', async ({
    page,
    baseURL,
  }) => {
    const email = await signUpAndSignIn(page, baseURL!, 'Anita Desai');
    await addAddressByApi(page, baseURL!, { ...HOME, name: 'Anita Desai' });

    await page.goto('/address-demo');
    await expect(page.getByRole('heading', { level: 1, name: 'Address Storage Tools' })).toBeVisible();
    const status = page.getByRole('region', { name: 'Storage Status' });
    await expect(status).toContainText('Available');
    await expect(status).toContainText(`Signed in as ${email}`);
    await expect(status).toContainText('1 address');
    await expect(status).toContainText('Anita Desai');

    const monitor = page.getByRole('region', { name: 'Storage Monitor' });
    const healthStatus = monitor.getByTestId('health-status');
    await monitor.getByRole('button', { name: 'Health Check' }).click();
    await expect(healthStatus).toHaveText('healthy');

    // Nothing to repair yet.
    await monitor.getByRole('button', { name: 'Repair' }).click();
    await expect(toast(page, TEXT.noRepair)).toBeVisible();

    await page.evaluate(() => localStorage.setItem('karigar_addresses', '{oops'));
    await monitor.getByRole('button', { name: 'Health Check' }).click();
    await expect(healthStatus).toHaveText('corrupted');

    await monitor.getByRole('button', { name: 'Repair' }).click();
    await expect(toast(page, TEXT.repaired)).toBeVisible();
    await monitor.getByRole('button', { name: 'Health Check' }).click();
    await expect(healthStatus).toHaveText('healthy');
    await expect(monitor).toContainText('Addresses in the saved copy: 1');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('karigar_addresses') ?? 'null'));
    expect(stored).toHaveLength(1);

    // The raw stored text (a read, logged too).
    await page.getByRole('button', { name: 'View Raw Storage' }).click();
    await expect(page.locator('pre')).toContainText('Anita Desai');

    // The log holds the checks, reads and writes, newest first.
    const log = monitor.getByRole('list', { name: 'Storage log' });
    await expect(log.getByRole('listitem').first()).toContainText('read');
    await expect(log).toContainText('Repair: reset the damaged copy to an empty list');
    const entries = await page.evaluate(
      () => JSON.parse(localStorage.getItem('address_storage_monitor') ?? '[]') as { operation: string }[],
    );
    expect(entries.map((e) => e.operation)).toEqual(expect.arrayContaining(['check', 'read', 'write']));

    // Monitoring off: a check is no longer logged; on again.
    await monitor.getByRole('button', { name: 'Disable Monitoring' }).click();
    await expect(toast(page, TEXT.monitoringOff)).toBeVisible();
    await monitor.getByRole('button', { name: 'Clear Logs' }).click();
    await monitor.getByRole('button', { name: 'Health Check' }).click();
    await expect(monitor.getByText('No log entries yet.')).toBeVisible();
    await monitor.getByRole('button', { name: 'Enable Monitoring' }).click();
    await expect(toast(page, TEXT.monitoringOn)).toBeVisible();
  });

  test('Add Demo Address and Clear All Addresses (asks first)', async ({ page, baseURL }) => {
    await signUpAndSignIn(page, baseURL!, 'Farah Khan');
    await page.goto('/address-demo');
    const status = page.getByRole('region', { name: 'Storage Status' });
    await expect(status).toContainText('0 addresses');

    await page.getByRole('button', { name: 'Add Demo Address' }).click();
    await expect(toast(page, TEXT.addressAdded)).toBeVisible();
    await expect(status).toContainText('1 address');
    await page.getByRole('button', { name: 'Add Demo Address' }).click();
    await expect(status).toContainText('2 addresses');

    await page.getByRole('button', { name: 'Clear All Addresses' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Clear all addresses?' });
    await expect(confirm).toContainText('2 addresses');
    await confirm.getByRole('button', { name: 'Clear All' }).click();
    await expect(toast(page, 'All addresses cleared')).toBeVisible();
    await expect(status).toContainText('0 addresses');
    const res = await page.request.get('/api/me/addresses');
    expect((await res.json()).items).toEqual([]);
  });
});

test('guests: /wishlist and /profile/address say Please Login (Sign In comes back, audit 6.1); the tools ask to log in', async ({
  page,
}) => {
  for (const path of ['/wishlist', '/profile/address']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: TEXT.pleaseLogin })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      `/auth?next=${encodeURIComponent(path)}`,
    );
  }

  await page.goto('/address-demo');
  await expect(page.getByRole('region', { name: 'Storage Status' })).toContainText('Not signed in');
  await page.getByRole('button', { name: 'Add Demo Address' }).click();
  const note = toast(page, TEXT.demoLoginRequired.title);
  await expect(note).toBeVisible();
  await expect(note).toContainText(TEXT.demoLoginRequired.description);
});
