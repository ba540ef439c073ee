import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { adminBrowser, ownClientAddress } from './accounts.ts';
import { expect, hydrated, test, toast, wellStockedProduct } from './fixtures.ts';

/**
 * Issue 25 on Hindi pages: a server refusal with figures said in Hindi (decision 042: the server sends the
 * code and its figures beside its English), and a craft guide's body in Hindi, downloaded only on Hindi pages.
 * With HINDI_SCREENS_DIR set, the 390 px screenshots for the notes.
 */
test.use(ownClientAddress);

const screens = process.env.HINDI_SCREENS_DIR;

/** A well-stocked product added to the cart on its Hindi page, then /hi/checkout. */
async function hindiCheckout(page: Page, request: APIRequestContext) {
  const product = await wellStockedProduct(request);
  await page.goto(`/hi/product/${product.slug}`);
  await hydrated(page);
  await page.getByRole('main').getByRole('button', { name: 'कार्ट में डालें', exact: true }).click();
  await expect(toast(page, 'चीज़ कार्ट में डाल दी गई!')).toBeVisible();
  await page.goto('/hi/checkout');
  await hydrated(page);
}

test('a coupon below its minimum is refused in Hindi, with the amounts as ₹1,000 and ₹550', async ({
  page,
  baseURL,
}) => {
  const admin = await adminBrowser(page, baseURL!);
  const stamp = randomUUID().slice(0, 6).toUpperCase();
  const created = await admin.request.post('/api/admin/products', {
    headers: { Origin: baseURL! },
    data: {
      name: `Brass Diya ${stamp}`,
      price: 45_000,
      category: 'Candles',
      catalogNumber: `E2E-HF-${stamp}`,
      stockQuantity: 20,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const productId = ((await created.json()) as { id: number }).id;
  const code = `MIN${stamp}`;
  const coupon = await admin.request.post('/api/admin/coupons', {
    headers: { Origin: baseURL! },
    data: { code, kind: 'percent', value: 10, minSubtotal: 100_000 },
  });
  expect(coupon.status(), await coupon.text()).toBe(201);
  try {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/hi/product/${productId}`);
    await hydrated(page);
    await page.getByRole('main').getByRole('button', { name: 'कार्ट में डालें', exact: true }).click();
    await expect(toast(page, 'चीज़ कार्ट में डाल दी गई!')).toBeVisible();

    await page.goto('/hi/cart');
    await hydrated(page);
    await page.getByLabel('कूपन कोड', { exact: true }).fill(code);
    await page.getByRole('button', { name: 'लागू करें' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'यह कोड' })).toHaveText(
      'यह कोड ₹1,000 या उससे ज़्यादा के ऑर्डर पर लगता है। इसे इस्तेमाल करने के लिए ₹550 का सामान और जोड़ें।',
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    if (screens) await page.screenshot({ path: `${screens}/hi-rest-coupon-minimum.png`, fullPage: true });

    // The English page says the server's English, word for word.
    await page.goto('/cart');
    await hydrated(page);
    await page.getByLabel('Coupon code', { exact: true }).fill(code);
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'This code' })).toHaveText(
      'This code needs an order of ₹1,000 or more. Add ₹550 more to use it.',
    );
  } finally {
    await admin.request.delete(`/api/admin/products/${productId}`, { headers: { Origin: baseURL! } });
    await admin.close();
  }
});

test('a craft guide reads in Hindi on /hi (its body downloaded only there); the footer and Gallery name the guides in Hindi', async ({
  page,
}) => {
  const bodies: string[] = [];
  page.on('request', (request) => {
    if (/guide-bodies/.test(request.url())) bodies.push(request.url());
  });
  // English: the English body, and no Hindi catalog asked for.
  await page.goto('/blogDetails/LippanArt');
  await hydrated(page);
  await expect(page.getByText(/^Lippan art comes from the Kutch region of Gujarat/)).toBeVisible();
  expect(bodies).toEqual([]);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/hi/blogDetails/LippanArt');
  await hydrated(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('लिप्पन कला: मिट्टी और शीशे');
  await expect(main.getByText(/^लिप्पन कला गुजरात के कच्छ इलाक़े से आती है/)).toBeVisible();
  await expect(main.getByText('30 सेमी का गोल पैनल दो से तीन दिन में बनता है', { exact: false })).toBeVisible();
  const steps = main.getByRole('region', { name: 'कैसे बनता है' }).getByRole('listitem');
  await expect(steps).toHaveCount(5);
  await expect(steps.first().getByRole('heading')).toHaveText('नमूना बनाएँ');
  await expect(main.getByRole('region', { name: 'देखभाल के तरीक़े' }).getByRole('listitem').first()).toHaveText(
    'शीशों को सूखे, नरम कपड़े से पोंछें; पैनल पर कभी पानी या क्लीनर न छिड़कें।',
  );
  // No English sentence of the body is left.
  await expect(main.getByText('Lippan art comes from')).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  if (screens) {
    await page.screenshot({ path: `${screens}/hi-rest-guide.png`, fullPage: true });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${screens}/hi-rest-guide-top.png` });
    await steps.first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${screens}/hi-rest-guide-steps.png` });
  }

  const footerGuides = page.getByRole('contentinfo').getByRole('link', { name: 'मोमबत्ती बनाना' });
  await expect(footerGuides).toHaveAttribute('href', '/hi/blogDetails/CandleMaking');

  await page.goto('/hi/vlog');
  await hydrated(page);
  await expect(page.getByRole('main').getByRole('link', { name: 'पैकिंग और डिलीवरी' })).toBeVisible();
});

test('the WhatsApp opt-in box reads in Hindi on /hi/checkout', async ({ page, request, baseURL }) => {
  const admin = await adminBrowser(page, baseURL!);
  const channel = (enabled: boolean) =>
    admin.request.put('/api/admin/whatsapp', {
      headers: { Origin: baseURL! },
      data: { enabled, events: ['confirmed', 'shipped', 'out_for_delivery', 'delivered'] },
    });
  expect((await channel(true)).status()).toBe(200);
  try {
    await hindiCheckout(page, request);
    const box = page.getByRole('checkbox', { name: 'ऑर्डर की जानकारी WhatsApp पर भेजें' });
    await expect(box).not.toBeChecked();
    await expect(
      page.getByText('वैकल्पिक। ऊपर दिए फ़ोन नंबर पर: पहले हम WhatsApp पर YES', { exact: false }),
    ).toBeVisible();
    await page.locator('input[name="phone"]').fill('9847055599');
    await expect(
      page.getByText('वैकल्पिक। +91 9847055599 पर: पहले हम WhatsApp पर YES', { exact: false }),
    ).toBeVisible();
    if (screens) {
      await page.setViewportSize({ width: 390, height: 844 });
      await box.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${screens}/hi-rest-whatsapp-box.png` });
    }
  } finally {
    // The rest of the suite sees the shop as it was: the channel off.
    await channel(false);
    await admin.close();
  }
});

test('the admin’s upload field reads in Hindi on /hi/admin (Homepage tab)', async ({ page, baseURL }) => {
  const admin = await adminBrowser(page, baseURL!);
  try {
    const tab = await admin.newPage();
    await tab.goto('/hi/admin?tab=homepage');
    await hydrated(tab);
    await expect(tab.getByRole('button', { name: 'तस्वीर अपलोड करें' }).first()).toBeVisible({
      timeout: 15_000,
    });
    await expect(tab.getByPlaceholder('https://… या तस्वीर अपलोड करें').first()).toBeVisible();
    await expect(tab.getByRole('button', { name: 'Upload Image' })).toHaveCount(0);
  } finally {
    await admin.close();
  }
});

test('a pincode the server refuses at checkout is said in Hindi on its field, with the pincode and its state (in Hindi)', async ({
  page,
  request,
}) => {
  await hindiCheckout(page, request);
  const field = (name: string) => page.locator(`input[name="${name}"]`);
  await page.getByLabel('ईमेल', { exact: true }).fill('pincode.hindi@example.in');
  await field('fullName').fill('Kavya Menon');
  await field('phone').fill('9847012346');
  await field('address').fill('7, Marine Drive');
  // The state picker offers the states by their English names (the stored address), labelled in Hindi.
  await expect(page.locator('datalist option[value="Kerala"]')).toHaveAttribute('label', 'केरल');
  await field('pincode').fill('400001');
  // The pincode fills its own city and state (the directory's English); the line under it names the state in Hindi.
  await expect(field('state')).toHaveValue('Maharashtra');
  await expect(page.getByText(/^.+, महाराष्ट्र$/)).toBeVisible();
  await field('city').fill('Bengaluru');
  await field('state').fill('Karnataka');
  await page.getByRole('button', { name: 'ऑर्डर करें' }).click();
  await expect(page.getByText('पिनकोड 400001 महाराष्ट्र में है। कृपया पिनकोड या राज्य जाँच लें।')).toBeVisible();
  await expect(page.getByText('Pincode 400001 is in Maharashtra')).toHaveCount(0);
  if (screens) {
    await page.setViewportSize({ width: 390, height: 844 });
    await field('pincode').evaluate((input) => input.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: `${screens}/hi-rest-pincode-refusal.png` });
  }
  await expect(page).toHaveURL(/\/hi\/checkout$/);
});
