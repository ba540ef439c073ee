import type { PaymentsService } from './payments.service.ts';

export interface PaymentExpiryJobOptions {
  intervalMs: number;
  log: { error(obj: object, msg: string): void };
}

/**
 * Runs in the server: every interval, cancels the online orders left unpaid past the timeout and
 * gives their stock back (batches until none is due), then forgets old idempotency records.
 * Safe with several processes (the service claims rows with SKIP LOCKED); one run at a time here.
 */
export class PaymentExpiryJob {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly payments: PaymentsService,
    private readonly opts: PaymentExpiryJobOptions,
  ) {}

  start(): void {
    if (this.timer || this.opts.intervalMs <= 0) return;
    this.timer = setInterval(() => void this.runOnce(), this.opts.intervalMs);
    this.timer.unref();
  }

  runOnce(): Promise<void> {
    this.running ??= this.run().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async run(): Promise<void> {
    try {
      for (let batch = 0; batch < 20; batch++) {
        if ((await this.payments.expireUnpaidOrders({ limit: 50 })) < 50) break;
      }
      await this.payments.pruneIdempotencyKeys();
    } catch (error) {
      this.opts.log.error({ err: error }, 'payment expiry run failed');
    }
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }
}
