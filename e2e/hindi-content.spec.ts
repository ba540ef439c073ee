import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures.ts';

/** Issue 25 items 3 and 6 (decisions 035, 040): the blog in Hindi, and the Devanagari font on Hindi pages only. */

const LIPPAN_HI = 'लिप्पन की कहानी: कच्छ की मिट्टी और शीशे';

/** The Devanagari font files this page has downloaded (the browser's resource list). */
const devanagariDownloads = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.includes('devanagari')),
  );

test.describe('Hindi content and typography', () => {
  test('the blog in Hindi: texts, categories and a post in Hindi, found by a Hindi search', async ({
    page,
  }) => {
    await page.goto('/hi/blog');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ब्लॉग');
    await expect(page.getByRole('heading', { name: 'नई पोस्ट' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'शिल्प की कहानियाँ' }).first()).toBeVisible();
    await hydrated(page);
    await page.getByRole('searchbox', { name: 'ब्लॉग पोस्ट खोजें' }).fill('कच्छ');
    await page.getByRole('button', { name: 'खोजें' }).click();
    await expect(page.getByRole('heading', { name: '"कच्छ" के खोज नतीजे' })).toBeVisible();
    await page.getByRole('link', { name: LIPPAN_HI }).first().click();
    await expect(page).toHaveURL(/\/hi\/blog\/story-of-lippan-mud-and-mirrors$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(LIPPAN_HI);
    await expect(page.getByRole('heading', { name: 'शुरुआत कहाँ से हुई' })).toBeVisible();
    await expect(page).toHaveTitle(`${LIPPAN_HI} · Karigar`);
    // The comment form speaks Hindi too, its messages included (D-m16).
    await expect(page.getByRole('heading', { name: 'अपनी टिप्पणी लिखें' })).toBeVisible();
    await expect(page.getByLabel('टिप्पणी', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'टिप्पणी भेजें' }).click();
    await expect(page.getByText('कृपया सभी ख़ाने भरें।')).toBeVisible();
    // The English page keeps the English post.
    await page.goto('/blog/story-of-lippan-mud-and-mirrors');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'The Story of Lippan: Mud and Mirrors from Kutch',
    );
  });

  test('Hindi pages preload and use the Devanagari font; English pages never download it', async ({
    page,
  }) => {
    await page.goto('/');
    await hydrated(page);
    await expect(page.locator('link[rel="preload"][href*="devanagari"]')).toHaveCount(0);
    expect(await devanagariDownloads(page)).toEqual([]);

    await page.goto('/hi');
    await expect(page.locator('link[rel="preload"][as="font"][href*="devanagari"]')).toHaveCount(2);
    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate(() => document.fonts.check('600 16px "Noto Sans Devanagari"', 'हिन्दी'))).toBe(
      true,
    );
    expect((await devanagariDownloads(page)).length).toBeGreaterThan(0);
  });
});
