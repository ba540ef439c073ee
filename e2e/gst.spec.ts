import { readFile } from 'node:fs/promises';
import { extractText } from 'unpdf';
import { ownClientAddress, signInAsAdmin, signUpAndSignIn } from './accounts.ts';
import { expect, test } from './fixtures.ts';
import { placeOrder } from './orders.ts';

/** GST invoices and the monthly export (issue 20 items 1–3, decision 038); the demo seller is registered in Karnataka. */
test.use(ownClientAddress);

const STORE_GSTIN = '29AAKFK4821R1ZK';

test('a signed-in buyer downloads the invoice PDF of their order: GSTIN, HSN and the tax split', async ({
  page,
  baseURL,
}) => {
  const email = await signUpAndSignIn(page, baseURL!, 'Kavya Rao');
  const { orderNumber } = await placeOrder(page.request, baseURL!, {
    buyer: { fullName: 'Kavya Rao', email },
  });

  await page.goto('/order-history');
  const card = page.getByRole('article', { name: `Order ${orderNumber}` });
  await card.getByRole('button', { name: 'View Details' }).click();
  const dialog = page.getByRole('dialog', { name: `Order ${orderNumber}` });
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('link', { name: 'Download invoice (PDF)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^invoice-INV-\d{4}-\d{5}\.pdf$/);
  const { text } = await extractText(new Uint8Array(await readFile((await download.path())!)), {
    mergePages: true,
  });
  expect(text).toContain('Tax Invoice');
  expect(text).toContain(`GSTIN: ${STORE_GSTIN}`);
  expect(text).toMatch(/\b(3406|6307|5810|9701|3926|4911|9615|6304)\b/);
  expect(text).toContain('CGST');
  expect(text).toContain('SGST');
  expect(text).toContain('Karnataka (29)');
  expect(text).toContain('₹');
  expect(text).toMatch(/Rupees [A-Za-z -]+ Only/);

  // The printable page, from the same dialog.
  const opening = page.context().waitForEvent('page');
  await dialog.getByRole('link', { name: 'View invoice' }).click();
  const invoice = await opening;
  await expect(invoice.getByRole('heading', { level: 1 })).toHaveText(/^Tax Invoice INV\/\d{4}\/\d{5}$/);
  await expect(invoice.getByText(`GSTIN: ${STORE_GSTIN}`)).toBeVisible();
});

test("the admin downloads the month's GST export", async ({ page, baseURL }) => {
  await signInAsAdmin(page, baseURL!);
  // A B2B order from another state this month.
  const { orderNumber } = await placeOrder(page.request, baseURL!, {
    buyer: { fullName: 'Arjun Kulkarni', city: 'Pune', state: 'Maharashtra', pincode: '411001' },
  });

  await page.goto('/admin');
  await page.getByRole('button', { name: 'GST & Invoices' }).click();
  const dialog = page.getByRole('dialog', { name: 'GST & Invoices' });
  const month = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 7);
  await expect(dialog.getByLabel('Month')).toHaveValue(month);
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('link', { name: 'B2C sales (CSV)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`gst-b2c-${month}.csv`);
  const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '').split('\r\n');
  expect(csv[0]).toBe('Place Of Supply,Rate,Taxable Value,IGST,CGST,SGST,Invoice Value');
  expect(csv.some((line) => line.startsWith('27-Maharashtra,'))).toBe(true);
  expect(orderNumber).toMatch(/^CT/);

  const hsn = page.waitForEvent('download');
  await dialog.getByRole('link', { name: 'HSN summary (CSV)' }).click();
  expect((await hsn).suggestedFilename()).toBe(`gst-hsn-${month}.csv`);
});
