import { expect, listProducts, test } from './fixtures.ts';

/** Readable links (issue 45 point 2, decision 088), at 390 px: a product opened by its slug, an old link and a card. */

test('a phone opens a product by its slug; its old numeric link and its card lead to the same address', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // The newest product: the first card of /products.
  const product = (await listProducts(request, { limit: 1 })).items[0]!;
  expect(product.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  const heading = page.getByRole('heading', { level: 1 });

  // A link shared in a chat, with its query.
  const opened = await page.goto(`/product/${product.slug}?utm_source=whatsapp`);
  expect(opened?.status()).toBe(200);
  await expect(heading).toHaveText(product.name);

  // The old numeric link: the server's 301 lands on the slug, the query and the Hindi prefix kept.
  await page.goto(`/product/${product.id}?ref=old`);
  await expect(page).toHaveURL(new RegExp(`/product/${product.slug}\\?ref=old$`));
  await expect(heading).toHaveText(product.name);
  await page.goto(`/hi/product/${product.id}`);
  await expect(page).toHaveURL(new RegExp(`/hi/product/${product.slug}$`));

  // A card in the list links by the slug.
  await page.goto('/products');
  const card = page.getByRole('main').getByRole('link', { name: product.name }).first();
  await expect(card).toHaveAttribute('href', `/product/${product.slug}`);
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/product/${product.slug}$`));
  await expect(heading).toHaveText(product.name);
});
