import type { JobStatus } from './job-status.ts';

/**
 * Server housekeeping that runs on a timer while the app runs (payment expiry, outbox retention):
 * one run at a time in this process, a failed run logged and tried again next time, never thrown.
 * Jobs must be safe with several processes running them (claim rows with SKIP LOCKED, or be idempotent).
 */
export abstract class PeriodicJob {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private startedAt: Date | undefined;
  private lastSuccessAt: Date | undefined;

  constructor(
    private readonly schedule: {
      /** Named in the log line of a failed run. */
      name: string;
      /** 0 or less: no timer (tests call `runOnce`). */
      intervalMs: number;
      log: { error(obj: object, msg: string): void };
    },
  ) {}

  /** One run's work; a throw is logged. */
  protected abstract run(): Promise<void>;

  start(): void {
    if (this.timer || this.schedule.intervalMs <= 0) return;
    this.startedAt = new Date();
    this.timer = setInterval(() => void this.runOnce(), this.schedule.intervalMs);
    this.timer.unref();
  }

  /** Its schedule and last good run (job-status.ts); `job` is the name in kebab case. */
  status(): JobStatus {
    return {
      job: this.schedule.name.replaceAll(' ', '-'),
      intervalMs: this.timer ? this.schedule.intervalMs : 0,
      startedAt: this.startedAt,
      lastSuccessAt: this.lastSuccessAt,
    };
  }

  runOnce(): Promise<void> {
    this.running ??= this.run()
      .then(() => {
        this.lastSuccessAt = new Date();
      })
      .catch((error: unknown) => this.schedule.log.error({ err: error }, `${this.schedule.name} run failed`))
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    this.startedAt = undefined;
    await this.running;
  }
}
