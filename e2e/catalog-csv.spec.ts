import { randomUUID } from 'node:crypto';
import { zipSync } from 'fflate';
import { ownClientAddress, signInAsAdmin } from './accounts.ts';
import { expect, gotoLive, test, toast, twoDemoPictures } from './fixtures.ts';

/**
 * The catalog CSV import on a phone (issue 41 point 5, docs/product.md §7.3a): the owner checks a file with two
 * mistakes and sees each by row and column, nothing imported; then the fixed file, with a zip holding its picture,
 * imports with the progress bar and its summary, and the products are in the list. The API tests cover every rule.
 */
test.use(ownClientAddress);

const HEADER = 'Handle,Title,Category,Option1 Name,Option1 Value,Variant SKU,Variant Price,Stock,Image Src';

test('the owner imports a CSV at 390 px: the dry run lists its problems, the fixed file imports with progress', async ({
  page,
  baseURL,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsAdmin(page, baseURL!);
  const stamp = randomUUID().slice(0, 6).toLowerCase();
  const [picture] = await twoDemoPictures(request);
  const photo = await (await request.get(picture!.url)).body();
  const lines = (price: string, category: string) =>
    [
      HEADER,
      `lamp-${stamp},Clay lamp ${stamp},${category},Colour,Blue,LAMP-${stamp}-B,${price},4,lamp.webp`,
      `lamp-${stamp},Clay lamp ${stamp},${category},Colour,Red,LAMP-${stamp}-R,499,2,lamp.webp`,
      `diya-${stamp},Brass diya ${stamp},Others,,,DIYA-${stamp},1299.50,7,`,
    ].join('\r\n');
  const csv = (text: string) => ({ name: 'catalog.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });

  await gotoLive(page, '/admin?tab=products');
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import products from CSV' });
  await dialog.getByLabel('CSV file').setInputFiles(csv(lines('12.345', 'Pottery')));
  await dialog.getByRole('button', { name: 'Check file' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    '3 problems found. Fix them in the file and check it again: nothing was imported.',
  );
  const problems = dialog.getByRole('table', { name: 'Problems in the file' }).getByRole('row');
  // In the file's order: by row, then by column.
  await expect(problems.nth(1)).toHaveText(/^2CategoryUnknown category "Pottery".$/);
  await expect(problems.nth(2)).toHaveText(/^2Image Src"lamp.webp" is a file name: add the zip of images.$/);
  await expect(problems.nth(3)).toHaveText(/^2Variant PriceEnter an amount in rupees, like 1499.00.$/);
  await expect(problems).toHaveCount(4);

  await dialog.getByLabel('CSV file').setInputFiles(csv(lines('1499', 'Candles')));
  await dialog.getByLabel('Images (zip, optional)').setInputFiles({
    name: 'images.zip',
    mimeType: 'application/zip',
    buffer: Buffer.from(zipSync({ 'lamp.webp': new Uint8Array(photo) })),
  });
  await dialog.getByRole('button', { name: 'Check file' }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    'No problems. The import will create 2, update 0 and leave 0 products unchanged.',
  );
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(dialog.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  await expect(dialog.getByRole('status')).toHaveText('Imported: 2 created, 0 updated, 0 unchanged.');
  await expect(toast(page, 'Products imported')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();

  try {
    await page.getByLabel('Search products').fill(stamp);
    const list = page
      .getByRole('main')
      .getByRole('list')
      .filter({ hasText: `Clay lamp ${stamp}` });
    await expect(list.getByText(`Clay lamp ${stamp}`)).toBeVisible();
    await expect(list.getByText(`Brass diya ${stamp}`)).toBeVisible();
  } finally {
    // Out of the shop the rest of the suite sees: the catalog's journeys compare every card with the API's.
    const made = await page.request.get(`/api/admin/products?q=${stamp}&limit=100`);
    for (const product of (await made.json()).items as Array<{ id: number }>) {
      await page.request.delete(`/api/admin/products/${product.id}`, { headers: { Origin: baseURL! } });
    }
  }
});
