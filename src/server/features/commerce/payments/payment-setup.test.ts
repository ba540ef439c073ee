import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../../../env.ts';
import { RAZORPAY_TEST_KEYS } from '../../../testing/fakes.ts';
import { createPaymentSetup } from './payment-setup.ts';

/**
 * Issue 43 point 8: RAZORPAY_API_URL is where the shop's Razorpay calls go, so a staging shop in production mode
 * can run against a local stand-in. The stand-in answers `POST /v1/orders` as api.razorpay.com documents it.
 */
let server: Server;
let base: string;
const received: Array<{ method: string; url: string; authorization?: string }> = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    received.push({
      method: request.method!,
      url: request.url!,
      authorization: request.headers.authorization,
    });
    request.resume();
    response.setHeader('content-type', 'application/json');
    response.end(
      JSON.stringify({ id: 'order_standin_1', amount: 149_900, currency: 'INR', status: 'created' }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

it('a production shop with RAZORPAY_API_URL on this machine creates its gateway orders there', async () => {
  const config = loadConfig({
    NODE_ENV: 'production',
    BETTER_AUTH_SECRET: 'q7Vd9xK2mP4wZ8rT1nB6yH3cF5jL0sAe',
    PAYMENT_PROVIDER: 'razorpay',
    ...RAZORPAY_TEST_KEYS,
    RAZORPAY_API_URL: `${base}/`,
  });
  const { active } = createPaymentSetup(config);
  const created = await active!.createOrder({
    amount: 149_900,
    currency: 'INR',
    receipt: 'KAR-1001',
    orderId: '7f1c2a4e-0000-4000-8000-000000000001',
  });
  expect(created).toEqual({ providerOrderId: 'order_standin_1' });
  const basic = `Basic ${Buffer.from(`${RAZORPAY_TEST_KEYS.RAZORPAY_KEY_ID}:${RAZORPAY_TEST_KEYS.RAZORPAY_KEY_SECRET}`).toString('base64')}`;
  expect(received).toEqual([{ method: 'POST', url: '/v1/orders', authorization: basic }]);
});
