/**
 * Early taps on a slow phone (issue 38, decision 050): for Add to Cart on a product card, a card's wishlist heart,
 * the header's cart button and the menu button, N fresh page loads each (390 px, touch, the CPU slowed 4× and slow
 * 4G as e2e/slow-phone.ts sets them), one tap at a random moment in the first 5 s after the control shows.
 * Counted: taps honoured (the effect happened), doubled (it happened twice), and, measured in the page, the time
 * from the tap to the first frame showing a response (the control's pressed/busy look, or the effect itself)
 * and to the effect, split by whether the page was live when tapped.
 *
 * Part of `npm run bench`; alone: `node --import tsx bench/interactions.ts <base URL> [taps per control]`.
 */
import { loadavg } from 'node:os';
import { type Browser, chromium, type Page } from '@playwright/test';
import { PHONE_CONTEXT, slowPhone } from '../e2e/slow-phone.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Phones at a time: a slowed page mostly waits, so three share the machine's cores without slowing each other. */
const PARALLEL = 3;
const WINDOW_MS = 5_000;
const EFFECT_TIMEOUT_MS = 30_000;

interface Control {
  name: string;
  path: string;
  /** The control to tap. */
  selector: (page: Page) => ReturnType<Page['locator']>;
  /** In the page: how many times the effect has happened (0, 1, or more when doubled); an expression. */
  effects: string;
}

/**
 * In the page: counts of what a tap may have done. Source text, not functions: they run in the page, where a
 * transpiled function's helpers do not exist.
 */
const CART_UNITS =
  "JSON.parse(localStorage.getItem('cart') ?? '[]').reduce((sum, line) => sum + line.quantity, 0)";
const LOGIN_TOASTS =
  "[...document.querySelectorAll('[data-sonner-toast]')].filter((t) => /Please login to add items to wishlist/.test(t.textContent ?? '')).length";
const OPEN_DIALOGS = 'document.querySelectorAll(\'[role="dialog"][data-state="open"]\').length';

const CONTROLS = (productName: string): Control[] => [
  {
    name: "Add to Cart (a card's)",
    path: '/products?sort=newest',
    selector: (page) => page.getByRole('button', { name: `Add to Cart: ${productName}`, exact: true }),
    effects: CART_UNITS,
  },
  {
    name: "wishlist heart (a card's, signed out)",
    path: '/products?sort=newest',
    selector: (page) => page.getByRole('button', { name: `Add ${productName} to wishlist`, exact: true }),
    effects: LOGIN_TOASTS,
  },
  {
    name: "the header's cart button",
    path: '/',
    selector: (page) => page.getByRole('banner').getByRole('button', { name: /^Open cart/ }),
    effects: OPEN_DIALOGS,
  },
  {
    name: 'the menu button',
    path: '/',
    selector: (page) => page.getByRole('banner').getByRole('button', { name: 'Open menu' }),
    effects: OPEN_DIALOGS,
  },
];

interface Trial {
  honoured: boolean;
  doubled: boolean;
  liveAtTap: boolean;
  feedbackMs: number | null;
  responseMs: number | null;
}

/**
 * Installed before the page's own scripts: notes the tap's time and whether the page was live, then watches
 * every frame for the first sign of a response (the control marked pressed/busy, or the effect) and the effect.
 */
const watchTap = (effects: string) => `
addEventListener('pointerdown', (event) => {
  if (window.__tap) return;
  const at = performance.now();
  const control = event.target.closest('button,[role="button"]');
  const tap = { at, live: document.documentElement.hasAttribute('data-hydrated') };
  window.__tap = tap;
  const frame = () => {
    const done = (${effects}) > 0;
    if (tap.feedback === undefined && (done || control?.hasAttribute('data-early-tap'))) tap.feedback = performance.now() - at;
    if (done) tap.response = performance.now() - at;
    else requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}, true);`;

async function trial(browser: Browser, base: string, control: Control): Promise<Trial> {
  const context = await browser.newContext({ ...PHONE_CONTEXT, baseURL: base });
  const page = await context.newPage();
  try {
    await page.addInitScript({ content: watchTap(control.effects) });
    await slowPhone(page, context);
    await page.goto(control.path, { waitUntil: 'commit' });
    const target = control.selector(page);
    await target.waitFor({ state: 'visible', timeout: EFFECT_TIMEOUT_MS });
    await page.waitForTimeout(Math.random() * WINDOW_MS);
    await target.tap({ timeout: EFFECT_TIMEOUT_MS });
    const counted = () => page.evaluate(control.effects) as Promise<number>;
    const deadline = Date.now() + EFFECT_TIMEOUT_MS;
    while ((await counted()) === 0 && Date.now() < deadline) await page.waitForTimeout(100);
    // Once live and quiet, nothing more may happen: a second effect is a doubled tap.
    await page
      .locator('html[data-hydrated]')
      .waitFor({ state: 'attached', timeout: EFFECT_TIMEOUT_MS })
      .catch(() => undefined);
    await page.waitForLoadState('networkidle').catch(() => undefined);
    await page.waitForTimeout(500);
    const times = await counted();
    const tap = (await page.evaluate('window.__tap')) as {
      live: boolean;
      feedback?: number;
      response?: number;
    } | null;
    return {
      honoured: times >= 1,
      doubled: times > 1,
      liveAtTap: tap?.live ?? false,
      feedbackMs: tap?.feedback ?? null,
      responseMs: tap?.response ?? null,
    };
  } finally {
    await context.close();
  }
}

const percentile = (values: number[], p: number) => {
  if (!values.length) return '–';
  const sorted = [...values].sort((a, b) => a - b);
  return String(Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!));
};

/** The interaction table (markdown lines) for `taps` early taps per control against the shop at `base`. */
export async function interactionTable(base: string, taps = 50): Promise<string[]> {
  const loadStart = loadavg()[0]!;
  const { items } = (await (await fetch(`${base}/api/products?sort=newest&limit=20`)).json()) as {
    items: Array<{ name: string; inStock: boolean }>;
  };
  const product = items.find((p) => p.inStock)!;
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const lines = [
    `Early taps on a slow phone (issue 38): ${taps} fresh loads per control at 390 px with the CPU slowed 4× and slow`,
    `4G, one tap at a random moment in the first ${WINDOW_MS / 1000} s after the control shows, ${PARALLEL} phones at a time.`,
    'Feedback: tap to the first frame with the control shown pressed/busy or the effect; response: tap to the effect',
    `(ms, median / p90). Load average at the start ${loadStart.toFixed(1)}.`,
    '',
    '| control | honoured | doubled | feedback before live | response before live | feedback when live | response when live |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  try {
    for (const control of CONTROLS(product.name)) {
      const trials: Trial[] = [];
      let next = 0;
      await Promise.all(
        Array.from({ length: PARALLEL }, async () => {
          while (next < taps) {
            next += 1;
            trials.push(
              await trial(browser, base, control).catch(() => ({
                honoured: false,
                doubled: false,
                liveAtTap: false,
                feedbackMs: null,
                responseMs: null,
              })),
            );
          }
        }),
      );
      const figures = (live: boolean, key: 'feedbackMs' | 'responseMs') => {
        const values = trials
          .filter((t) => t.liveAtTap === live && t[key] !== null)
          .map((t) => t[key] as number);
        return `${percentile(values, 50)} / ${percentile(values, 90)} (${values.length})`;
      };
      lines.push(
        `| ${control.name} | ${trials.filter((t) => t.honoured).length} of ${taps} | ${trials.filter((t) => t.doubled).length} | ${figures(false, 'feedbackMs')} | ${figures(false, 'responseMs')} | ${figures(true, 'feedbackMs')} | ${figures(true, 'responseMs')} |`,
      );
      console.info(lines.at(-1));
    }
  } finally {
    await browser.close();
  }
  lines.push(`Load average at the end ${loadavg()[0]!.toFixed(1)}.`, '');
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [base = 'http://127.0.0.1:3000', taps = '50'] = process.argv.slice(2);
  console.info((await interactionTable(base, Number(taps))).join('\n'));
}
