import type { BrowserContext, CDPSession, Page } from '@playwright/test';

/**
 * A mid-range phone on a slow line, as Lighthouse's mobile run models it: the CPU slowed 4× and "slow 4G"
 * (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up), through the DevTools protocol. Used by the early-tap
 * spec and `npm run bench`'s interaction figures (issue 38).
 */
export const SLOW_PHONE = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
} as const;

/** The phone's window: 390 × 844, touch. */
export const PHONE_CONTEXT = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
} as const;

/** Slows this page's CPU and network like SLOW_PHONE; returns the protocol session. */
export async function slowPhone(page: Page, context: BrowserContext = page.context()): Promise<CDPSession> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpuSlowdown });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: SLOW_PHONE.latencyMs,
    downloadThroughput: SLOW_PHONE.downloadBytesPerSecond,
    uploadThroughput: SLOW_PHONE.uploadBytesPerSecond,
  });
  return cdp;
}
