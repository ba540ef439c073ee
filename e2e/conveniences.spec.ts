import type { Page } from '@playwright/test';
import { ownClientAddress, PASSWORD, signUpAndSignIn } from './accounts.ts';
import { cartButton, expect, gotoLive, header, test, toast, wellStockedProduct } from './fixtures.ts';

/** Shopper conveniences from the spec audit (1.2, 2.4, B4, and item 9, the lost click). */

test.use(ownClientAddress);

const footerLinks = (page: Page) => page.getByRole('navigation', { name: 'Quick Links' });

test('1.2: the footer offers Login to guests only', async ({ page, baseURL }) => {
  await page.goto('/about');
  await expect(footerLinks(page).getByRole('link', { name: 'Login' })).toBeVisible();
  await signUpAndSignIn(page, baseURL!, 'Rohan Das');
  await page.goto('/about');
  await expect(header(page).getByRole('button', { name: /^Account menu/ })).toBeVisible();
  await expect(footerLinks(page).getByRole('link', { name: 'Track Order' })).toBeVisible();
  await expect(footerLinks(page).getByRole('link', { name: 'Login' })).toHaveCount(0);
});

test('B4: an expired session on My Orders leads to sign-in, then back to My Orders', async ({
  page,
  baseURL,
}) => {
  const email = await signUpAndSignIn(page, baseURL!, 'Sana Sheikh');
  await page.goto('/');
  await expect(header(page).getByRole('button', { name: /^Account menu/ })).toBeVisible();
  // The session ends behind the page's back (expiry, sign-out elsewhere); the page still thinks it is signed in.
  await page.context().clearCookies();
  await header(page)
    .getByRole('button', { name: /^Account menu/ })
    .click();
  await page.getByRole('menuitem', { name: 'My Orders' }).click();

  await expect(page).toHaveURL(/\/auth\?next=%2Forder-history$/);
  await expect(page.getByText('Failed to load your orders. Please try again.')).toHaveCount(0);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/order-history$/);
  await expect(page.getByRole('heading', { name: 'Your Orders', level: 1 })).toBeVisible();
});

test('2.4: checkout shows an address added in the other tab when it is looked at again', async ({
  page,
  request,
  baseURL,
}) => {
  await signUpAndSignIn(page, baseURL!, 'Farhan Ali');
  const product = await wellStockedProduct(request);
  await page.goto(`/product/${product.slug}`);
  await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(toast(page, 'Item added to cart!')).toBeVisible();
  await page.goto('/checkout');
  await expect(page.getByLabel('Email', { exact: true })).not.toHaveValue('');
  await expect(page.getByText('Loading your saved addresses…')).toHaveCount(0);
  const newAddress = page.getByRole('radio', { name: /Charminar Road/ });
  await expect(newAddress).toHaveCount(0);

  // 'Manage Addresses' opened a new tab, where an address is saved.
  const other = await page.context().newPage();
  await other.goto('/profile/address');
  const res = await other.request.post('/api/me/addresses', {
    headers: { Origin: baseURL! },
    data: {
      name: 'Farhan Ali',
      phone: '9876543210',
      address: '9, Charminar Road, Old City',
      city: 'Hyderabad',
      state: 'Telangana',
      pincode: '500002',
      type: 'Home',
      isDefault: true,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  await other.close();

  // Back on the checkout tab: the browser says it is visible again.
  await page.bringToFront();
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
  await expect(newAddress).toBeVisible();
});

test('9: the cart button clicked while the next page loads opens the panel on that page', async ({
  page,
}) => {
  // The test drives the app's own router (a click before hydration is a plain page load, with no progress bar).
  await gotoLive(page, '/about');
  // The product list's code arrives slowly, so the click lands while the navigation is under way.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/products-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await header(page).getByRole('link', { name: 'All Products' }).first().click();
  await expect(page.getByRole('progressbar', { name: 'Loading page' })).toBeVisible();
  await cartButton(page).click();
  release();

  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByRole('dialog', { name: /Shopping Cart/ })).toBeVisible();
});
