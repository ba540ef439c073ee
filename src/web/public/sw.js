// Karigar's service worker (decision 089): an offline page for a phone that lost its signal, and nothing else.
// It keeps only that page, its script and its icon. No API answer, admin page or shop page is ever kept: a page kept here would
// show yesterday's prices and stock as if they were now, and an account or admin page is one person's.
const CACHE = 'karigar-offline-v1';
const OFFLINE_PAGE = '/offline.html';
const PRECACHE = [OFFLINE_PAGE, '/offline.js', '/icons/icon-192.png'];

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      await cache.addAll(PRECACHE.map((url) => new Request(url, { cache: 'reload' })));
      // Where the browser can (static routing), everything but a page goes straight to the network: the worker
      // does not even start for the shop's images, code and API calls.
      try {
        await event.addRoutes?.({ condition: { not: { requestMode: 'navigate' } }, source: 'network' });
      } catch {}
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => name !== CACHE).map((name) => caches.delete(name)));
      // The page request starts while the worker boots, so a page is no slower for having a worker.
      await self.registration.navigationPreload?.enable();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.mode !== 'navigate') return;
  // Every page request, /api/ ones included (a sign-in's callback): navigation preload has sent it already, and a
  // request left to the browser would reach the server a second time (a sign-in's one-time state, used twice).
  event.respondWith(
    (async () => {
      try {
        return (await event.preloadResponse) ?? (await fetch(request));
      } catch {
        // No network: the offline page, at the address the shopper asked for (Try again reloads it).
        return (await caches.match(OFFLINE_PAGE)) ?? Response.error();
      }
    })(),
  );
});
