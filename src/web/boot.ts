// The stylesheet and fonts are the HTML's own (render-blocking, preloaded): the server's HTML paints with them.
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/fraunces/latin-600.css';
import '@fontsource/fraunces/latin-700.css';
import './index.css';

const startApp = () => void import('./main.tsx');

/**
 * The app (React, the router, the page's code) starts only once the browser has shown the server-rendered
 * page: on a phone the shopper sees the content first, and evaluating and hydrating the app never delays that
 * paint, even when its files come from the cache (decision 030). They download meanwhile (the HTML preloads
 * them). A page the browser renders alone (account, admin) has nothing to show before the app: it starts now,
 * as does a page in a background tab (it does not paint until shown).
 */
function startAfterFirstPaint() {
  const serverRendered = document.getElementById('karigar-state') !== null;
  if (!serverRendered || document.visibilityState === 'hidden') return startApp();
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    // No paint timing (older Safari): the frame after the next one has been drawn.
    return requestAnimationFrame(() => requestAnimationFrame(startApp));
  }
  if (performance.getEntriesByName('first-contentful-paint').length > 0) return startApp();
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    startApp();
  });
  observer.observe({ type: 'paint', buffered: true });
}

startAfterFirstPaint();
