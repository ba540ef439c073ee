import { PeriodicJob } from '../../lib/periodic-job.ts';
import type { CartRecoveryService } from './cart-recovery.service.ts';

/**
 * Cart reminders (decision 075) on a timer in every server process: each run is safe beside the others' (due carts
 * are claimed with SKIP LOCKED and marked in the transaction that queues their mail). Tests call `runOnce`.
 */
export class CartReminderJob extends PeriodicJob {
  constructor(
    private readonly service: Pick<CartRecoveryService, 'sendDue'>,
    schedule: { intervalMs: number; log: { error(obj: object, msg: string): void } },
  ) {
    super({ name: 'cart reminders', ...schedule });
  }

  protected async run(): Promise<void> {
    await this.service.sendDue();
  }
}
