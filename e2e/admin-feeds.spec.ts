import { signInAsAdmin } from './accounts.ts';
import { expect, test } from './fixtures.ts';

/** Issue 45 point 3 (decision 071): Admin → Search → Product feeds, in English and Hindi. */
test("Admin → Search shows the product feeds' addresses and what products lack, in English and Hindi", async ({
  page,
  baseURL,
}) => {
  await signInAsAdmin(page, baseURL!);
  await page.goto('/admin?tab=search');
  await expect(page.getByRole('heading', { name: 'Product feeds', level: 3 })).toBeVisible();
  await expect(page.getByText(/^https?:\/\/[^/]+\/feeds\/google\.xml$/)).toBeVisible();
  await expect(page.getByText(/\/hi\/feeds\/meta\.xml$/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What products lack for the feeds' })).toBeVisible();

  await page.goto('/hi/admin?tab=search');
  await expect(page.getByRole('heading', { name: 'प्रोडक्ट फ़ीड', level: 3 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'फ़ीड के लिए प्रोडक्ट में क्या कमी है' })).toBeVisible();
});
