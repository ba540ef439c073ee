import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * The early-input script itself (src/web/early-input/capture.ts, decision 050), in Chromium, on a page made for
 * the case: the served script, and two controls that "hydrate" when the test says so (React's props expando is
 * what the script reads). The moment React goes live is a race the page-level specs only meet by chance.
 */

/** The inline script the shop serves first in every page's head. */
async function servedCaptureScript(request: APIRequestContext) {
  const html = await (await request.get('/')).text();
  const script = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)]
    .map((m) => m[1]!)
    .find((body) => body.includes('data-early-tap'));
  expect(script, 'the early-input script inline in the served page').toBeTruthy();
  return script!;
}

/**
 * A page with the served script, a field and a button, and a pretend app: its state follows the field's input
 * events and each button tap records that state, but only on nodes that are "live" (carry React's props).
 */
async function openTestPage(page: Page, request: APIRequestContext) {
  const capture = await servedCaptureScript(request);
  await page.setContent(
    `<html><head><script>${capture}</script></head><body>
      <input id="field" type="search" value="" aria-label="Field">
      <button id="act" type="button">Act</button>
    </body></html>`,
  );
  await page.evaluate(() => {
    const w = window as unknown as { state: string; acted: string[] };
    w.state = '';
    w.acted = [];
    const live = (el: Element) => Object.keys(el).some((k) => k.startsWith('__reactProps$'));
    document.addEventListener('input', (event) => {
      if (live(event.target as Element)) w.state = (event.target as HTMLInputElement).value;
    });
    document.querySelector('#act')!.addEventListener('click', (event) => {
      if (live(event.currentTarget as Element)) w.acted.push(w.state);
    });
  });
}

const acted = (page: Page) => page.evaluate(() => (window as unknown as { acted: string[] }).acted);

test('a value typed before the page is live reaches the tap after it, even when the button goes live first', async ({
  page,
  request,
}) => {
  await openTestPage(page, request);
  // Typed before anything is live: held by the script.
  await page.getByLabel('Field').fill('5');
  // Both controls go live, and the tap comes before the script's next poll has handed the 5 over.
  await page.evaluate(() => {
    const fn = () => {};
    Object.assign(document.querySelector('#field')!, { __reactProps$test: { onChange: fn } });
    Object.assign(document.querySelector('#act')!, { __reactProps$test: { onClick: fn } });
    (document.querySelector('#act') as HTMLButtonElement).click();
  });

  await expect.poll(() => acted(page)).toEqual(['5']);
  await expect(page.getByLabel('Field')).toHaveValue('5');
  await expect(page.getByRole('button', { name: 'Act' })).not.toHaveAttribute('aria-busy', 'true');
});

test("a value typed before the page is live reaches the node React put in the field's place", async ({
  page,
  request,
}) => {
  await openTestPage(page, request);
  await page.getByLabel('Field').fill('bhunga');
  // Tapped before anything is live: held.
  await page.getByRole('button', { name: 'Act' }).click();
  await expect(page.getByRole('button', { name: 'Act' })).toHaveAttribute('aria-busy', 'true');
  // The app starts and renders the field again: a new, empty, live node in its place.
  await page.evaluate(() => {
    const fn = () => {};
    const old = document.querySelector('#field')!;
    const fresh = old.cloneNode() as HTMLInputElement;
    fresh.value = '';
    Object.assign(fresh, { __reactProps$test: { onChange: fn } });
    old.replaceWith(fresh);
    Object.assign(document.querySelector('#act')!, { __reactProps$test: { onClick: fn } });
  });

  await expect.poll(() => acted(page)).toEqual(['bhunga']);
  await expect(page.getByLabel('Field')).toHaveValue('bhunga');
});
