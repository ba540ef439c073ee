import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import type { JobStatus } from '../../lib/job-status.ts';
import {
  type MailLog,
  type MailTransport,
  MailTransportError,
  type OutgoingMail,
  type Sender,
} from '../../lib/mailer.ts';
import { isOneTimeCode, SCRUBBED_BODY } from './mail-kinds.ts';
import {
  claimDue,
  claimOne,
  findById,
  markFailed,
  markRetry,
  markSent,
  type OutboxChannel,
  type OutboxRow,
  release,
} from './outbox.repo.ts';

export interface RetryPolicy {
  /** Wait after the first failed try; doubled after each further one. */
  baseDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { baseDelayMs: 30_000, maxDelayMs: 60 * 60_000 };

/** 30 s, 1 min, 2 min, 4 min, 8 min … capped: the wait after the `attempts`-th failed try. */
export function backoffMs(attempts: number, policy: RetryPolicy = DEFAULT_RETRY): number {
  return Math.min(policy.baseDelayMs * 2 ** Math.max(attempts - 1, 0), policy.maxDelayMs);
}

export interface OutboxWorkerOptions {
  db: Db;
  /** Tried in order for each message; the first that accepts it wins. */
  transports: MailTransport[];
  from: Sender;
  log: MailLog & { error(details: object, message: string): void };
  /** The clock for due times, backoff and stale claims (tests pass a controllable one). */
  now?: () => Date;
  /** Background poll; 0 turns the timer off (tests call `runOnce`/`drain`). */
  pollMs?: number;
  batchSize?: number;
  retry?: RetryPolicy;
  /** A `sending` claim older than this is taken over (the worker holding it died). */
  staleAfterMs?: number;
  /** The rows this worker claims (default email; the WhatsApp channel runs a worker of its own). */
  channel?: OutboxChannel;
}

export type Delivery =
  | { status: 'sent'; messageId: string; provider: string }
  | { status: 'retrying'; error: string; nextAttemptAt: Date }
  | { status: 'failed'; error: string };

/**
 * Sends due outbox rows. Rows are claimed with `FOR UPDATE SKIP LOCKED`, so any number of workers
 * (in this process or others, on one PostgreSQL) never claim one row together. Each message is
 * tried on every transport in order; when all fail it is retried with exponential backoff until
 * its attempts run out, then marked `failed` with the error kept. Delivery is at-least-once: a
 * worker that dies after sending but before marking leaves a stale claim that is sent again,
 * with the same Message-ID (`<outbox-{id}@karigar>`), so mail clients can drop the duplicate.
 */
export class OutboxWorker {
  readonly id = `worker-${randomUUID()}`;
  private readonly now: () => Date;
  private readonly batchSize: number;
  private readonly retry: RetryPolicy;
  private readonly staleAfterMs: number;
  /** Deliveries under way in this process, by row id (the send-now path waits on them). */
  private readonly inFlight = new Map<string, Promise<Delivery>>();
  private poll: NodeJS.Timeout | undefined;
  private wake: { timer: NodeJS.Timeout; at: number } | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private started = false;
  private stopping = false;
  private startedAt: Date | undefined;
  private lastSuccessAt: Date | undefined;

  constructor(private readonly opts: OutboxWorkerOptions) {
    this.now = opts.now ?? (() => new Date());
    this.batchSize = opts.batchSize ?? 10;
    this.retry = opts.retry ?? DEFAULT_RETRY;
    this.staleAfterMs = opts.staleAfterMs ?? 5 * 60_000;
  }

  start(): void {
    this.started = true;
    this.stopping = false;
    const pollMs = this.opts.pollMs ?? 2_000;
    if (pollMs > 0 && !this.poll) {
      this.startedAt = new Date();
      this.poll = setInterval(() => this.nudge(), pollMs);
      this.poll.unref();
    }
    this.nudge();
  }

  /**
   * Its poll and last good pass (job-status.ts): a pass that read the due rows and tried them is good, whatever
   * the transports answered (failed mail shows in the outbox's counts); one that could not read them is not.
   */
  status(): JobStatus {
    return {
      job: `${this.opts.channel ?? 'email'}-outbox`,
      intervalMs: this.poll ? (this.opts.pollMs ?? 2_000) : 0,
      startedAt: this.startedAt,
      lastSuccessAt: this.lastSuccessAt,
    };
  }

  /** Finishes the message being sent, gives back the rest of its batch and takes no new rows. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.started = false;
    clearInterval(this.poll);
    this.poll = undefined;
    this.startedAt = undefined;
    if (this.wake) clearTimeout(this.wake.timer);
    this.wake = undefined;
    await this.running;
    await Promise.allSettled(this.inFlight.values());
  }

  /** Run soon (after `delayMs`): a mail was queued, or a delayed one falls due. Only once started. */
  nudge(delayMs = 0): void {
    if (!this.started || this.stopping) return;
    const at = Date.now() + delayMs;
    if (delayMs <= 0) {
      this.kick();
      return;
    }
    if (this.wake && this.wake.at <= at) return;
    if (this.wake) clearTimeout(this.wake.timer);
    const timer = setTimeout(() => {
      this.wake = undefined;
      this.kick();
    }, delayMs);
    timer.unref();
    this.wake = { timer, at };
  }

  private kick(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = (async () => {
      try {
        do {
          this.again = false;
          await this.drain();
          this.lastSuccessAt = new Date();
        } while (this.again && !this.stopping);
      } catch (error) {
        this.opts.log.error({ err: error }, 'mail outbox: could not read due mail');
      } finally {
        this.running = undefined;
      }
    })();
  }

  /** Sends due rows until none are left (or the worker stops); answers how many it handled. */
  async drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const handled = await this.runOnce();
      total += handled;
      if (handled < this.batchSize || this.stopping) return total;
    }
  }

  /** Claims one batch of due rows and delivers them one by one. */
  async runOnce(): Promise<number> {
    if (this.stopping) return 0;
    const now = this.now();
    const rows = await claimDue(this.opts.db, {
      now,
      staleBefore: new Date(now.getTime() - this.staleAfterMs),
      limit: this.batchSize,
      worker: this.id,
      channel: this.opts.channel ?? 'email',
    });
    for (const [index, row] of rows.entries()) {
      if (this.stopping) {
        await release(
          this.opts.db,
          rows.slice(index).map((r) => r.id),
          this.id,
        );
        return index;
      }
      await this.track(row);
    }
    return rows.length;
  }

  /**
   * The send-now path: try this row at once, or, if another worker holds it, wait for its result.
   * Answers how this try ended.
   */
  async deliverNow(id: string): Promise<Delivery> {
    const row = await claimOne(this.opts.db, id, { now: this.now(), worker: this.id });
    if (row) return this.track(row);
    const running = this.inFlight.get(id);
    if (running) return running;
    return this.waitForOtherWorker(id);
  }

  private track(row: OutboxRow): Promise<Delivery> {
    const delivery = this.deliver(row).finally(() => this.inFlight.delete(row.id));
    this.inFlight.set(row.id, delivery);
    return delivery;
  }

  private async deliver(row: OutboxRow): Promise<Delivery> {
    const { db, log } = this.opts;
    const secret = isOneTimeCode(row.kind);
    const mail: OutgoingMail = {
      messageId: `<outbox-${row.id}@karigar>`,
      kind: row.kind,
      from: this.opts.from,
      to: row.toAddress,
      toName: row.toName,
      subject: row.subject,
      html: row.html,
      text: row.text,
      secret,
      payload: row.payload,
    };
    const scrubbed = secret ? SCRUBBED_BODY : undefined;
    const failures: string[] = [];
    let onlyPermanent = true;
    for (const transport of this.opts.transports) {
      try {
        const sent = await transport.send(mail);
        const now = this.now();
        const note = failures.length ? failures.join('; ') : null;
        const marked = await markSent(db, row.id, this.id, {
          now,
          provider: transport.name,
          messageId: sent.messageId,
          note,
          scrubbed,
        });
        if (!marked) log.warn({ id: row.id }, 'mail outbox: sent a row whose claim was taken over');
        // The development transport has said "mail not sent" itself (audit D-c9: the pair read as a contradiction).
        if (sent.delivered !== false)
          log.info(
            { id: row.id, kind: row.kind, provider: transport.name, attempt: row.attempts },
            'mail sent',
          );
        return { status: 'sent', messageId: sent.messageId, provider: transport.name };
      } catch (error) {
        const failure =
          error instanceof MailTransportError
            ? error
            : new MailTransportError(transport.name, (error as Error).message ?? String(error));
        onlyPermanent &&= failure.permanent;
        failures.push(`${transport.name}: ${failure.message}`);
        log.warn(
          {
            id: row.id,
            kind: row.kind,
            transport: transport.name,
            attempt: row.attempts,
            err: failure.message,
          },
          'mail transport failed',
        );
      }
    }

    const error = failures.join('; ') || 'no mail transport configured';
    if (onlyPermanent || row.attempts >= row.maxAttempts) {
      await markFailed(db, row.id, this.id, { error, scrubbed });
      log.error({ id: row.id, kind: row.kind, attempts: row.attempts, err: error }, 'mail failed for good');
      return { status: 'failed', error };
    }
    const nextAttemptAt = new Date(this.now().getTime() + backoffMs(row.attempts, this.retry));
    await markRetry(db, row.id, this.id, { error, nextAttemptAt });
    this.nudge(nextAttemptAt.getTime() - this.now().getTime());
    return { status: 'retrying', error, nextAttemptAt };
  }

  /** Another process claimed the row first: read it until that try has ended (up to ~30 s). */
  private async waitForOtherWorker(id: string): Promise<Delivery> {
    for (let waited = 0; waited < 30_000; waited += 100) {
      const row = await findById(this.opts.db, id);
      if (!row) return { status: 'failed', error: 'the message is no longer in the outbox' };
      if (row.status === 'sent') {
        return { status: 'sent', messageId: row.messageId ?? '', provider: row.provider ?? '' };
      }
      if (row.status === 'failed') return { status: 'failed', error: row.lastError ?? 'failed' };
      if (row.status === 'pending' && row.attempts > 0) {
        return {
          status: 'retrying',
          error: row.lastError ?? 'not sent yet',
          nextAttemptAt: row.nextAttemptAt,
        };
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return { status: 'retrying', error: 'still being sent by another server', nextAttemptAt: this.now() };
  }
}
