import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, rmSync } from 'node:fs';
import { basename, join } from 'node:path';
import { ensureBuilt } from '../scripts/ensure-build.ts';
import {
  SHIPROCKET_TEST_ENV,
  startShiprocket,
} from '../src/server/features/commerce/shipping/shiprocket-test-support.ts';
import { startGoogleStandIn } from './google-oidc.ts';
import { startMailSink } from './mail-sink.ts';
import { OLD_ORDER_FILE } from './old-order.ts';
import { E2E_BASE_DIR, THIS_SHOP } from './shops.ts';

/** The first shop's data dir and old order as they are before its server opens them. */
const PREPARED_SHOP = join(E2E_BASE_DIR, 'prepared-shop');
const dataDir = process.env.DATA_DIR ?? '';

/**
 * The e2e webServer: the mail sink, a local "Google" (e2e/google-oidc.ts), a local Shiprocket, an order placed months ago (e2e/place-old-order.ts), then the production server (`dist/server/main.js`, rebuilt first if its
 * sources changed, as `npm start` does) sending through it. Playwright
 * starts the webServer before globalSetup, so the sink has to live here. The environment passes through, plus
 * SMTP_HOST/SMTP_PORT; SIGTERM and SIGINT go to the server, whose exit code becomes ours.
 */
// Playwright starts the shops one after another, each once the one before answers: only the first builds, so a
// source changed meanwhile cannot rebuild dist/ under a shop already serving it.
if (THIS_SHOP === 0) ensureBuilt();
const sink = await startMailSink();
// Sign in with Google against a local OpenID Connect server (e2e/google-oidc.ts).
const google = await startGoogleStandIn();
// Parcels booked through a local Shiprocket playing its documented API (decision 065).
const shiprocket = await startShiprocket();

const env = {
  ...process.env,
  SMTP_HOST: '127.0.0.1',
  SMTP_PORT: String(sink.port),
  SMTP_SECURE: 'false',
  SMTP_USER: '',
  SMTP_PASS: '',
  ...SHIPROCKET_TEST_ENV,
  SHIPROCKET_API_URL: shiprocket.url,
};

// Issue 19's journey finds an order placed months ago: placed before the server opens the data dir. The first
// shop seeds and places it and keeps a copy of the prepared data dir; the others start from that copy (the same
// state, without a second seed: about 30 s of a CI run).
if (THIS_SHOP === 0 || !existsSync(PREPARED_SHOP)) {
  const placed = spawnSync(process.execPath, ['--import', 'tsx', 'e2e/place-old-order.ts'], {
    stdio: 'inherit',
    env,
  });
  if (placed.status !== 0) {
    await Promise.all([sink.close(), google.close(), shiprocket.close()]);
    process.exit(placed.status ?? 1);
  }
  if (THIS_SHOP === 0) {
    rmSync(PREPARED_SHOP, { recursive: true, force: true });
    cpSync(dataDir, join(PREPARED_SHOP, 'data'), { recursive: true });
    cpSync(OLD_ORDER_FILE, join(PREPARED_SHOP, basename(OLD_ORDER_FILE)));
  }
} else {
  cpSync(join(PREPARED_SHOP, 'data'), dataDir, { recursive: true });
  cpSync(join(PREPARED_SHOP, basename(OLD_ORDER_FILE)), OLD_ORDER_FILE);
}

// Only the server reads "Google": spawnSync above blocks this process, where the OIDC server answers.
const child = spawn(process.execPath, ['dist/server/main.js'], {
  stdio: 'inherit',
  env: { ...env, ...google.env },
});

for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) {
  process.on(signal, () => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  });
}

child.on('exit', (code, signal) => {
  void Promise.all([sink.close(), google.close(), shiprocket.close()]).finally(() => {
    if (signal) {
      process.removeAllListeners(signal);
      process.kill(process.pid, signal);
    } else {
      process.exit(code ?? 1);
    }
  });
});
