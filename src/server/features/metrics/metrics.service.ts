import cluster from 'node:cluster';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { type DbHandle, pingWithin } from '../../db/client.ts';
import { clusterMetricsText, joinClusterMetrics } from '../../lib/cluster-metrics.ts';
import type { JobStatus } from '../../lib/job-status.ts';
import type { PublicCache } from '../../lib/public-cache.ts';
import type { OutboxBacklog } from '../mail/mail.service.ts';

export interface ShopMetricsDeps {
  db: DbHandle;
  cache: PublicCache;
  /** This process's background jobs, read at each scrape. */
  jobs: () => JobStatus[];
  /** The outbox's unsent and failed rows (the mail feature's read). */
  backlog: () => Promise<OutboxBacklog[]>;
  /** Several server processes behind one port: each scrape asks the cluster primary for all of them. */
  clustered?: boolean;
}

/** The shop's figures are read within this; a database that does not answer gives `karigar_database_up 0`. */
const SHOP_READ_TIMEOUT_MS = 2_000;

/**
 * GET /metrics in Prometheus' text format (issue 40, decision 053). Two registries:
 * - this process's figures (requests by route, orders placed, jobs, the connection pool, the public cache, and
 *   Node's own): in a cluster the primary adds up every worker's (the jobs' and start times' take the latest);
 * - the shop's, read from the database at each scrape (the outbox's backlog), the same whichever process answers.
 */
export class ShopMetrics {
  private readonly own = new Registry();
  private readonly shop = new Registry();
  private readonly requests: Histogram<'method' | 'route' | 'status'>;
  private readonly orders: Counter<'payment'>;
  private readonly databaseUp: Gauge;
  private readonly outboxMessages: Gauge<'channel' | 'status'>;
  private readonly outboxOldest: Gauge<'channel'>;

  constructor(private readonly deps: ShopMetricsDeps) {
    const own = this.own;
    collectDefaultMetrics({ register: own });
    this.requests = new Histogram({
      name: 'karigar_http_request_duration_seconds',
      help: 'HTTP requests by method, route pattern and status: their count (rate) and time to answer',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [own],
    });
    this.orders = new Counter({
      name: 'karigar_orders_placed_total',
      help: 'Orders placed (not replays of an answered checkout), by payment method',
      labelNames: ['payment'],
      registers: [own],
    });
    new Gauge({
      name: 'karigar_job_last_success_timestamp_seconds',
      help: 'When each background job last finished a run without an error (Unix time); absent until its first',
      labelNames: ['job'],
      aggregator: 'max',
      registers: [own],
      collect() {
        this.reset();
        for (const job of deps.jobs())
          if (job.lastSuccessAt) this.set({ job: job.job }, job.lastSuccessAt.getTime() / 1000);
      },
    });
    new Gauge({
      name: 'karigar_job_interval_seconds',
      help: "Each running background job's period (late: no success for twice this and a minute)",
      labelNames: ['job'],
      aggregator: 'max',
      registers: [own],
      collect() {
        this.reset();
        for (const job of deps.jobs())
          if (job.intervalMs > 0) this.set({ job: job.job }, job.intervalMs / 1000);
      },
    });
    new Gauge({
      name: 'karigar_db_pool_connections',
      help: 'PostgreSQL pool connections by pool and state (in_use, idle)',
      labelNames: ['pool', 'state'],
      registers: [own],
      collect() {
        this.reset();
        for (const p of deps.db.poolStats?.() ?? []) {
          this.set({ pool: p.pool, state: 'in_use' }, p.total - p.idle);
          this.set({ pool: p.pool, state: 'idle' }, p.idle);
        }
      },
    });
    new Gauge({
      name: 'karigar_db_pool_waiting_requests',
      help: 'Queries queued for a free PostgreSQL pool connection',
      labelNames: ['pool'],
      registers: [own],
      collect() {
        this.reset();
        for (const p of deps.db.poolStats?.() ?? []) this.set({ pool: p.pool }, p.waiting);
      },
    });
    new Counter({
      name: 'karigar_cache_lookups_total',
      help: 'Public-cache lookups (catalog, blog, pages) answered from memory (hit) or the database (miss)',
      labelNames: ['result'],
      registers: [own],
      collect() {
        this.reset();
        this.inc({ result: 'hit' }, deps.cache.lookups.hits);
        this.inc({ result: 'miss' }, deps.cache.lookups.misses);
      },
    });

    this.databaseUp = new Gauge({
      name: 'karigar_database_up',
      help: 'Whether the database answered this scrape (the outbox figures are absent when 0)',
      registers: [this.shop],
    });
    this.outboxMessages = new Gauge({
      name: 'karigar_outbox_messages',
      help: 'Outbox messages by channel (email, whatsapp) and status (pending, sending, failed)',
      labelNames: ['channel', 'status'],
      registers: [this.shop],
    });
    this.outboxOldest = new Gauge({
      name: 'karigar_outbox_oldest_unsent_age_seconds',
      help: 'Age of the oldest message not yet sent (pending or sending), by channel; 0 when none waits',
      labelNames: ['channel'],
      registers: [this.shop],
    });
    if (deps.clustered) joinClusterMetrics(own);
  }

  /** Called once per answered request (an onResponse hook); `route` is the pattern, never the path. */
  observeRequest(method: string, route: string, status: number, seconds: number): void {
    this.requests.observe({ method, route, status: String(status) }, seconds);
  }

  orderPlaced(paymentMethod: string): void {
    this.orders.inc({ payment: paymentMethod });
  }

  get contentType(): string {
    return this.own.contentType;
  }

  /** The scrape's text: every process's own figures, then the shop's. */
  async text(): Promise<string> {
    const [own, shop] = await Promise.all([
      this.deps.clustered && cluster.isWorker ? clusterMetricsText() : this.own.metrics(),
      this.shopText(),
    ]);
    return `${own.trimEnd()}\n${shop}`;
  }

  private async shopText(): Promise<string> {
    this.outboxMessages.reset();
    this.outboxOldest.reset();
    try {
      await pingWithin(this.deps.db, SHOP_READ_TIMEOUT_MS);
      const backlog = await this.deps.backlog();
      const now = Date.now();
      for (const channel of ['email', 'whatsapp'] as const) {
        let oldest: number | undefined;
        for (const status of ['pending', 'sending', 'failed'] as const) {
          const row = backlog.find((r) => r.channel === channel && r.status === status);
          this.outboxMessages.set({ channel, status }, row?.count ?? 0);
          if (status !== 'failed' && row?.oldestCreatedAt)
            oldest = Math.min(oldest ?? Number.POSITIVE_INFINITY, row.oldestCreatedAt.getTime());
        }
        this.outboxOldest.set({ channel }, oldest === undefined ? 0 : Math.max(0, (now - oldest) / 1000));
      }
      this.databaseUp.set(1);
    } catch {
      this.outboxMessages.reset();
      this.outboxOldest.reset();
      this.databaseUp.set(0);
    }
    return this.shop.metrics();
  }
}
