import { afterEach, describe, expect, it, vi } from 'vitest';
import { JOB_NAMES } from '#shared/dashboard/dashboard.schemas.ts';
import { setUpTestApp, testConfig } from '../../testing/build-test-app.ts';
import { makeProduct, orderBody, placeOrder } from '../../testing/factories.ts';

const TOKEN = 'metrics-token-for-tests-0123456789';
const t = setUpTestApp(() => ({ config: testConfig({ METRICS_TOKEN: TOKEN }) }));
const off = setUpTestApp();
afterEach(() => vi.restoreAllMocks());

const scrape = (authorization?: string) =>
  t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

/** The value of one series (`name{labels}`) in a scrape's text. */
const sample = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('/metrics (issue 40)', () => {
  it('is not there without METRICS_TOKEN', async () => {
    const res = await off.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(404);
  });

  it('asks for the bearer token: none or a wrong one is 401', async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(1)}`, TOKEN]) {
      const res = await scrape(authorization);
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(res.body).not.toContain('karigar_');
    }
  });

  it('answers Prometheus text with the shop figures the issue names', async () => {
    await t.app.inject({ method: 'GET', url: '/api/products' });
    await t.app.inject({ method: 'GET', url: '/api/products' });
    await t.app.inject({ method: 'GET', url: '/api/products/7777777' });
    const productId = await makeProduct(t.app.db, { price: 49_900, stock: 5 });
    const placed = await placeOrder(t, orderBody([{ productId, quantity: 1 }]));
    expect(placed.statusCode).toBe(201);

    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    const text = res.body;
    // Request rate and latency by route pattern (never the raw path).
    expect(
      sample(
        text,
        'karigar_http_request_duration_seconds_count{method="GET",route="/api/products",status="200"}',
      ),
    ).toBeGreaterThanOrEqual(2);
    expect(text).toContain('route="/api/products/:id",status="404"');
    expect(text).not.toContain('/api/products/7777777');
    expect(text).toContain('karigar_http_request_duration_seconds_bucket{le="0.1",method="GET"');
    // Orders placed.
    expect(sample(text, 'karigar_orders_placed_total{payment="cod"}')).toBe(1);
    // The outbox: depth and the oldest unsent message's age, per channel.
    expect(sample(text, 'karigar_outbox_messages{channel="email",status="failed"}')).toBeGreaterThanOrEqual(
      0,
    );
    expect(
      sample(text, 'karigar_outbox_messages{channel="whatsapp",status="pending"}'),
    ).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'karigar_outbox_oldest_unsent_age_seconds{channel="email"}')).toBeGreaterThanOrEqual(
      0,
    );
    expect(sample(text, 'karigar_database_up')).toBe(1);
    // Each job's last success: the mail worker polls in the test app and has run by now.
    expect(sample(text, 'karigar_job_last_success_timestamp_seconds{job="email-outbox"}')).toBeGreaterThan(
      Date.now() / 1000 - 60,
    );
    expect(sample(text, 'karigar_job_interval_seconds{job="email-outbox"}')).toBe(0.05);
    // The public cache: the second /api/products was a hit.
    expect(sample(text, 'karigar_cache_lookups_total{result="hit"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'karigar_cache_lookups_total{result="miss"}')).toBeGreaterThanOrEqual(1);
    // Node's own: the event loop's lag and memory.
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(text).toContain('process_resident_memory_bytes');
    // The connection pool, on PostgreSQL (PGlite has none).
    if (t.app.dbHandle.kind === 'postgres') {
      expect(sample(text, 'karigar_db_pool_connections{pool="primary",state="idle"}')).toBeGreaterThanOrEqual(
        0,
      );
      expect(sample(text, 'karigar_db_pool_waiting_requests{pool="primary"}')).toBe(0);
    } else {
      expect(text).toContain('# TYPE karigar_db_pool_connections gauge');
      expect(text).not.toContain('karigar_db_pool_connections{');
    }
  });

  it('counts an unsent email in the outbox depth', async () => {
    const before = sample(
      (await scrape(`Bearer ${TOKEN}`)).body,
      'karigar_outbox_messages{channel="email",status="pending"}',
    );
    // Due in an hour: it waits in the outbox meanwhile.
    await t.app.mailer.enqueue(t.app.db, {
      to: 'later@example.in',
      subject: 'Later',
      html: '<p>Later</p>',
      delayMs: 3_600_000,
    });
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(sample(text, 'karigar_outbox_messages{channel="email",status="pending"}')).toBe((before ?? 0) + 1);
    expect(sample(text, 'karigar_outbox_oldest_unsent_age_seconds{channel="email"}')).toBeGreaterThanOrEqual(
      0,
    );
  });

  it('still answers while the database does not, saying so', async () => {
    vi.spyOn(t.app.dbHandle, 'ping').mockRejectedValue(new Error('connection refused'));
    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(sample(res.body, 'karigar_database_up')).toBe(0);
    expect(res.body).not.toContain('karigar_outbox_messages{');
    expect(res.body).toContain('karigar_http_request_duration_seconds_count');
  });

  it('names every job the app runs in the shared list the admin texts come from', () => {
    for (const status of t.app.jobs()) expect(JOB_NAMES).toContain(status.job);
  });
});
