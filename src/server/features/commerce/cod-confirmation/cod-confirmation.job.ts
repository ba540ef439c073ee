import { PeriodicJob } from '../../../lib/periodic-job.ts';
import type { CodConfirmations } from './cod-confirmation.service.ts';

/**
 * COD confirmation (decision 087) on a timer in every server process: the one reminder, then the cancel of orders
 * left unanswered, in batches until none is due. Safe beside the other processes' runs (rows claimed with SKIP
 * LOCKED, the reminder's time cleared and the status changed in the claiming transaction). Tests call `runOnce`.
 */
export class CodConfirmationJob extends PeriodicJob {
  constructor(
    private readonly confirmations: Pick<CodConfirmations, 'remindDue' | 'cancelUnanswered'>,
    schedule: { intervalMs: number; log: { error(obj: object, msg: string): void } },
  ) {
    super({ name: 'cod confirmations', ...schedule });
  }

  protected async run(): Promise<void> {
    for (let batch = 0; batch < 20; batch++) {
      if ((await this.confirmations.remindDue({ limit: 50 })) < 50) break;
    }
    for (let batch = 0; batch < 20; batch++) {
      if ((await this.confirmations.cancelUnanswered({ limit: 50 })) < 50) break;
    }
  }
}
