import { expect, test } from './fixtures.ts';

/**
 * The early-input script itself (src/web/early-input/capture.ts, decision 050), in Chromium, on a page made for
 * the case: the served script, and two controls that "hydrate" when the test says so (React's props expando is
 * what the script reads). The moment React goes live is a race the page-level specs only meet by chance.
 */

/** The inline script the shop serves first in every page's head. */
async function servedCaptureScript(request: import('@playwright/test').APIRequestContext) {
  const html = await (await request.get('/')).text();
  const script = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)]
    .map((m) => m[1]!)
    .find((body) => body.includes('data-early-tap'));
  expect(script, 'the early-input script inline in the served page').toBeTruthy();
  return script!;
}

test('a quantity typed before the page is live reaches Add to Cart even when the button goes live first', async ({
  page,
  request,
}) => {
  const capture = await servedCaptureScript(request);
  await page.setContent(
    `<html><head><script>${capture}</script></head><body>
      <input id="quantity" type="number" value="1" aria-label="Quantity">
      <button id="add" type="button">Add to Cart</button>
    </body></html>`,
  );
  // What the "app" saw: its quantity state, and each Add to Cart with the quantity it added.
  await page.evaluate(() => {
    const w = window as unknown as { quantity: string; added: string[] };
    w.quantity = '1';
    w.added = [];
    const live = (el: Element) => Object.keys(el).some((k) => k.startsWith('__reactProps$'));
    const input = document.querySelector('#quantity')!;
    input.addEventListener('input', () => {
      if (live(input)) w.quantity = (input as HTMLInputElement).value;
    });
    const add = document.querySelector('#add')!;
    add.addEventListener('click', () => {
      if (live(add)) w.added.push(w.quantity);
    });
  });

  // Typed before anything is live: held by the script.
  await page.getByLabel('Quantity').fill('5');
  // Both controls go live, and the tap comes before the script's next poll has handed the 5 over.
  await page.evaluate(() => {
    const fn = () => {};
    Object.assign(document.querySelector('#quantity')!, { __reactProps$test: { onChange: fn } });
    Object.assign(document.querySelector('#add')!, { __reactProps$test: { onClick: fn } });
    (document.querySelector('#add') as HTMLButtonElement).click();
  });

  await expect
    .poll(() => page.evaluate(() => (window as unknown as { added: string[] }).added))
    .toEqual(['5']);
  await expect(page.getByLabel('Quantity')).toHaveValue('5');
  await expect(page.getByRole('button', { name: 'Add to Cart' })).not.toHaveAttribute('aria-busy', 'true');
});
