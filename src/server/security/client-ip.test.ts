import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../env.ts';
import { COMMENTS_PER_IP_PER_10_MINUTES } from '../features/blog/blog.routes.ts';
import { TestClient } from '../testing/accounts.ts';
import { buildTestApp, testConfig } from '../testing/build-test-app.ts';

/**
 * H2: behind a proxy the client IP is the right-most X-Forwarded-For hop that is not a trusted proxy, so a
 * client that writes its own X-Forwarded-For entry (nginx's $proxy_add_x_forwarded_for keeps it) gets no
 * fresh rate-limit bucket. Observed through the comment limiter, a per-client-IP limit counted in the DB.
 */

const comment = { name: 'Asha', email: 'asha@example.in', content: 'Lovely piece!' };

async function publishedSlug(t: Awaited<ReturnType<typeof buildTestApp>>): Promise<string> {
  const list = await new TestClient(t).get('/api/blog/posts');
  return (list.json() as { items: { slug: string }[] }).items[0]!.slug;
}

describe.each([
  ['a hop count (TRUST_PROXY=1)', '1'],
  ['the proxy addresses (TRUST_PROXY=10.250.0.0/16,127.0.0.1)', '10.250.0.0/16,127.0.0.1'],
])('behind %s', (_name, trustProxy) => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  let slug: string;
  beforeAll(async () => {
    t = await buildTestApp({ config: testConfig({ TRUST_PROXY: trustProxy }) });
    slug = await publishedSlug(t);
  });
  afterAll(() => t.close());

  it('X-Forwarded-For "spoofed, real" from the trusted proxy counts as "real"', async () => {
    const proxy = new TestClient(t, '10.250.0.1');
    const post = (forwardedFor: string) =>
      proxy.post(`/api/blog/posts/${slug}/comments`, comment, { 'x-forwarded-for': forwardedFor });
    // The exploit: a fresh made-up left-most entry on every request, from the same real client.
    const answers = [];
    for (let i = 1; i <= COMMENTS_PER_IP_PER_10_MINUTES + 1; i++)
      answers.push((await post(`192.0.2.${i}, 198.51.100.9`)).statusCode);
    expect(answers).toEqual([...Array.from({ length: COMMENTS_PER_IP_PER_10_MINUTES }, () => 201), 429]);
    // Another real client behind the same proxy has its own bucket.
    expect((await post('192.0.2.1, 198.51.100.10')).statusCode).toBe(201);
  });
});

describe('behind a list of proxies', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  let slug: string;
  beforeAll(async () => {
    t = await buildTestApp({ config: testConfig({ TRUST_PROXY: '10.250.0.0/16' }) });
    slug = await publishedSlug(t);
  });
  afterAll(() => t.close());

  it('skips every trusted hop (CDN → nginx → app), and a client reaching the app directly is its socket address', async () => {
    const edge = new TestClient(t, '10.250.0.1');
    const viaTwoProxies = (spoofed: string) =>
      edge.post(`/api/blog/posts/${slug}/comments`, comment, {
        'x-forwarded-for': `${spoofed}, 198.51.100.20, 10.250.0.7`,
      });
    for (let i = 1; i <= COMMENTS_PER_IP_PER_10_MINUTES; i++)
      expect((await viaTwoProxies(`192.0.2.${i}`)).statusCode).toBe(201);
    expect((await viaTwoProxies('192.0.2.99')).statusCode).toBe(429);

    // Not a trusted proxy: its X-Forwarded-For is ignored altogether.
    const direct = new TestClient(t, '198.51.100.30');
    const directPost = (spoofed: string) =>
      direct.post(`/api/blog/posts/${slug}/comments`, comment, { 'x-forwarded-for': spoofed });
    for (let i = 1; i <= COMMENTS_PER_IP_PER_10_MINUTES; i++)
      expect((await directPost(`192.0.2.${100 + i}`)).statusCode).toBe(201);
    expect((await directPost('192.0.2.200')).statusCode).toBe(429);
  });
});

describe('TRUST_PROXY configuration', () => {
  const production = {
    NODE_ENV: 'production',
    BETTER_AUTH_SECRET: 'Zq8vR2mXk4Tn7Wp1Ls9Yd3Hf6Jc0Bg5N',
  };

  it('takes a hop count, addresses/CIDRs or off', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1, ::1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
    ]);
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toEqual(['loopback']);
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ ...production, TRUST_PROXY: '2' }).trustProxy).toBe(2);
  });

  it('refuses a bare true in production with one line, and a value that is no address', () => {
    for (const value of ['true', 'yes'])
      expect(() => loadConfig({ ...production, TRUST_PROXY: value })).toThrow(
        /^Invalid configuration: TRUST_PROXY true would trust the X-Forwarded-For a client sends itself: set the number of proxies in front \(1 for one nginx or Caddy\) or their addresses \(e\.g\. 10\.0\.0\.0\/8\) \(got "(true|yes)"\)$/,
      );
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(
      /^Invalid configuration: TRUST_PROXY must be a hop count \(1 for one proxy\) or a comma-separated list of proxy addresses\/CIDRs \(got "10.0.0.0\/33"\)$/,
    );
    expect(() => loadConfig({ TRUST_PROXY: 'nginx' })).toThrow(/TRUST_PROXY must be a hop count/);
  });
});
