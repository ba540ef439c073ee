// The stylesheet and its fonts are the HTML's own (inlined, the fonts preloaded): the server's HTML paints with them.
import './index.css';

let started = false;

/**
 * Fetches the app's chunks (the server names them in inert `<template data-karigar-preload>`s: all at once, no
 * round trip per level of imports) and runs it.
 */
function startApp() {
  if (started) return;
  started = true;
  const links = [...document.querySelectorAll<HTMLTemplateElement>('template[data-karigar-preload]')].flatMap(
    (template) => [...template.content.children],
  );
  appendInBatches(links);
  void import('./main.tsx');
}

/** Preload links added per task: each costs the main thread 0.3–1.5 ms here, four times that on a phone. */
const LINKS_PER_TASK = 4;

/**
 * The ~40 preload links of a page, a few per task: all at once they held a phone's main thread for ~60 ms,
 * one long task in the Total Blocking Time (issue 17). In order, so the app's own chunk is asked for first.
 */
function appendInBatches(links: Element[]) {
  document.head.append(...links.slice(0, LINKS_PER_TASK));
  if (links.length > LINKS_PER_TASK) setTimeout(() => appendInBatches(links.slice(LINKS_PER_TASK)), 0);
}

/** Longest the app waits for the page's main image after the first paint (a huge image on a slow line). */
const MAIN_IMAGE_WAIT_MS = 3_000;

/**
 * Once the page's main image (the one the server marks `fetchpriority="high"`: the hero, a product's photo)
 * has loaded and been drawn; at once when the page has none.
 */
function afterMainImage(run: () => void) {
  const image = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  if (!image || image.complete) return run();
  // A frame after `load`, so the image is on screen before the app's code takes the line and the CPU.
  const drawn = () => requestAnimationFrame(() => setTimeout(run, 0));
  image.addEventListener('load', drawn, { once: true });
  image.addEventListener('error', run, { once: true });
  setTimeout(run, MAIN_IMAGE_WAIT_MS);
}

/**
 * The app (React, the router, the page's code) is fetched and started only once the browser has shown the
 * server-rendered page with its main image: on a phone the shopper sees the content first, and the app's code
 * never shares the line with it or delays that paint (decisions 030, 043). A tap or key press before then
 * starts it at once. A page the browser renders alone (account, admin) has nothing to show before the app: it
 * starts now, as does a page in a background tab (it does not paint until shown).
 */
function startAfterMainContent() {
  const serverRendered = document.getElementById('karigar-state') !== null;
  if (!serverRendered || document.visibilityState === 'hidden') return startApp();
  for (const type of ['pointerdown', 'keydown'] as const) {
    addEventListener(type, startApp, { once: true, capture: true, passive: true });
  }
  const painted = () => afterMainImage(startApp);
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    // No paint timing (older Safari): the frame after the next one has been drawn.
    return requestAnimationFrame(() => requestAnimationFrame(painted));
  }
  if (performance.getEntriesByName('first-contentful-paint').length > 0) return painted();
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    painted();
  });
  observer.observe({ type: 'paint', buffered: true });
}

startAfterMainContent();

/**
 * The offline page's worker (public/sw.js, decision 089), registered once the page has loaded: it never shares the
 * first load's line or CPU. Not in development, where Vite serves the pages.
 */
function registerOfflineWorker() {
  navigator.serviceWorker.register('/sw.js').catch(() => {});
}
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  if (document.readyState === 'complete') registerOfflineWorker();
  else addEventListener('load', registerOfflineWorker, { once: true });
}
