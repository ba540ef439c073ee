import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { UPLOAD_MESSAGES } from '../src/shared/uploads/uploads.ts';
import { ownClientAddress, signInAsAdmin } from './accounts.ts';
import { expect, test, toast } from './fixtures.ts';

/**
 * The shared image field (docs/product.md §9.5 image upload), on the Homepage tab's hero image: a real upload with
 * a progress bar and a preview served from /media, the base64 fallback when storage fails, and the
 * client checks. Nothing is saved (the form is never submitted), so the seed stays as it is.
 */
test.use(ownClientAddress);

test.beforeEach(async ({ page, baseURL }) => {
  await signInAsAdmin(page, baseURL!);
  await page.goto('/admin?tab=homepage');
  await expect(heroImage(page)).toBeVisible({ timeout: 15_000 });
});

const heroImage = (page: Page) => page.getByLabel('Hero image', { exact: true });
const filePicker = (page: Page) => page.locator('input[type=file]');
const preview = (page: Page) => page.getByRole('img', { name: 'Hero image preview' });

/** A photo-like PNG of about `bytes` (random pixels do not compress). */
async function png(name: string, side: number) {
  const buffer = await sharp(
    Buffer.from(Array.from({ length: side * side * 3 }, () => Math.floor(Math.random() * 256))),
    {
      raw: { width: side, height: side, channels: 3 },
    },
  )
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

test('uploads an image with a progress bar, then shows it from /media and fills the URL', async ({
  page,
}) => {
  let sawProgress = false;
  // Hold the answer a moment so the progress bar can be seen, as on a slow connection.
  await page.route('**/api/admin/uploads', async (route) => {
    await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
    sawProgress = true;
    await route.continue();
  });
  await filePicker(page).setInputFiles(await png('hero.png', 300));
  await expect(heroImage(page)).toHaveValue(/^\/media\/homepage-images\/homepage-\d{13}-[0-9a-f]{6}\.png$/);
  expect(sawProgress).toBe(true);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(preview(page)).toBeVisible();
  expect(await preview(page).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(300);
});

test('storage down: an image under 1 MB is kept inline as base64 with the spec toast', async ({ page }) => {
  await page.route('**/api/admin/uploads', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({
        error: { code: 'STORAGE_UNAVAILABLE', message: UPLOAD_MESSAGES.storageUnavailable },
      }),
    }),
  );
  await filePicker(page).setInputFiles(await png('small.png', 64));
  await expect(toast(page, 'Image uploaded successfully as base64.')).toBeVisible();
  await expect(preview(page)).toHaveAttribute('src', /^data:image\/png;base64,/);
  await expect(page.getByText('Stored inline (base64) in the page.')).toBeVisible();
});

test('storage down: an image of 1 MB or more is refused with Upload Failed', async ({ page }) => {
  await page.route('**/api/admin/uploads', (route) => route.abort('connectionrefused'));
  const before = await heroImage(page).inputValue();
  const big = await png('big.png', 700);
  expect(big.buffer.length).toBeGreaterThan(1024 * 1024);
  await filePicker(page).setInputFiles(big);
  const failed = toast(page, 'Upload Failed');
  await expect(failed).toBeVisible();
  await expect(failed).toContainText('Failed to upload image. Please try again.');
  await expect(heroImage(page)).toHaveValue(before);
});

test('a text file renamed .png is refused before it is sent', async ({ page }) => {
  let sent = false;
  await page.route('**/api/admin/uploads', (route) => {
    sent = true;
    return route.continue();
  });
  await filePicker(page).setInputFiles({
    name: 'notes.png',
    mimeType: 'image/png',
    buffer: Buffer.from('these are my notes, not a picture'),
  });
  const failed = toast(page, 'Upload Failed');
  await expect(failed).toBeVisible();
  await expect(failed).toContainText('The file must be an image (JPG, PNG, GIF or WebP).');
  expect(sent).toBe(false);
});
