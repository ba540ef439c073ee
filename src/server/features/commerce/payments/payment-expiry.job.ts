import { PeriodicJob } from '../../../lib/periodic-job.ts';
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
export class PaymentExpiryJob extends PeriodicJob {
  constructor(
    private readonly payments: PaymentsService,
    opts: PaymentExpiryJobOptions,
  ) {
    super({ name: 'payment expiry', ...opts });
  }

  protected async run(): Promise<void> {
    for (let batch = 0; batch < 20; batch++) {
      if ((await this.payments.expireUnpaidOrders({ limit: 50 })) < 50) break;
    }
    await this.payments.pruneIdempotencyKeys();
  }
}
