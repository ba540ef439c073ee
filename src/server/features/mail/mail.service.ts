import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import {
  type Mailer,
  type MailLog,
  type MailMessage,
  type MailTransport,
  parseSender,
  type TemplateContext,
} from '../../lib/mailer.ts';
import { PeriodicJob } from '../../lib/periodic-job.ts';
import { readAdminStoreSettings } from '../settings/settings.service.ts';
import type {
  OutboxItem,
  OutboxPage,
  OutboxQuery,
  OutboxStatusName,
  SendEmailBody,
  SendOtpBody,
  SendResult,
  SendTestOrderBody,
  SendWelcomeBody,
} from './mail.schemas.ts';
import {
  isOneTimeCode,
  MAIL_KINDS,
  OUTBOX_BODY_RETENTION_DAYS,
  OUTBOX_ROW_RETENTION_DAYS,
  RETIRED_BODY,
} from './mail-kinds.ts';
import {
  applyRetentionBatch,
  countByStatus,
  type DbOrTx,
  deleteMailTo,
  enqueueMail,
  findById,
  listOutbox,
  type OutboxBacklog,
  type OutboxRow,
  outboxBacklog,
  requeueFailed,
} from './outbox.repo.ts';
import { type Delivery, OutboxWorker, type OutboxWorkerOptions } from './outbox.worker.ts';
import {
  passwordResetCodeEmail,
  signUpCodeEmail,
  testOrderConfirmationEmail,
  welcomeEmail,
} from './templates/index.ts';

/** For features that queue mail inside their own transaction (commerce's order effects). */
export type { DbOrTx, OutboxBacklog };
/** Account deletion (issue 22): the outbox forgets the address's emails. */
/** The outbox worker, for the WhatsApp channel's rows (issue 24). */
export { type Delivery, deleteMailTo as forgetMailTo, OutboxWorker };

/** How an email's first try went, as far as the caller waited (`tryNow`). */
export type FirstTry = 'sent' | 'not-sent' | 'unknown';

/** A transaction handed out by `db.transaction`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** `send()` could not deliver at once. `delivery.status` says whether the outbox will try again. */
export class MailNotSentError extends Error {
  override name = 'MailNotSentError';
  constructor(
    readonly outboxId: string,
    readonly delivery: Exclude<Delivery, { status: 'sent' }>,
  ) {
    super(
      delivery.status === 'failed'
        ? `Not sent: ${delivery.error}`
        : `Not sent yet: ${delivery.error}. It stays in the outbox and will be tried again.`,
    );
  }
}

export interface MailServiceOptions {
  db: Db;
  publicUrl: string;
  /** `Name <address>` the mail comes from. */
  from: string;
  transports: MailTransport[];
  log: MailLog & { error(details: object, message: string): void };
  worker?: Omit<OutboxWorkerOptions, 'db' | 'transports' | 'from' | 'log'>;
  /** How often retention runs (hourly by default; 0: only when a test calls it). */
  retentionIntervalMs?: number;
}

const DAY_MS = 24 * 60 * 60_000;

/** The outbox's retention rule (mail-kinds.ts), run hourly: a few small batches, each its own statement. */
class OutboxRetentionJob extends PeriodicJob {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
    opts: { intervalMs: number; log: MailServiceOptions['log'] },
  ) {
    super({ name: 'outbox retention', ...opts });
  }

  protected async run(): Promise<void> {
    const now = this.now().getTime();
    const window = {
      retireBodiesBefore: new Date(now - OUTBOX_BODY_RETENTION_DAYS * DAY_MS),
      deleteBefore: new Date(now - OUTBOX_ROW_RETENTION_DAYS * DAY_MS),
      retiredBody: RETIRED_BODY,
      limit: 500,
    };
    for (let batch = 0; batch < 20; batch++) {
      if (!(await applyRetentionBatch(this.db, window))) break;
    }
  }
}

/**
 * The shop's mail, as `app.mailer`. Every email is an outbox row:
 * - `enqueue(tx, message)` writes it in the caller's transaction (a rolled-back change sends
 *   nothing); the worker sends it once committed (at once after `transaction()`, else within
 *   its poll interval);
 * - `send(message)` is for mail with no transaction around it (codes, welcome): it writes the
 *   row and tries it at once, answering only when a transport took it (or throwing
 *   `MailNotSentError`: the row stays queued for retries, except one-time codes);
 * - `queue(message)` writes the row and answers; delivery starts at once without being waited
 *   for (one-time codes: an answer that waited on the mail would say the account exists, review M5).
 */
export class MailService implements Mailer {
  readonly worker: OutboxWorker;
  readonly retention: PeriodicJob;
  private readonly now: () => Date;
  /** Deliveries `queue()` started and nobody waits on. */
  private readonly background = new Set<Promise<unknown>>();

  constructor(private readonly opts: MailServiceOptions) {
    this.now = opts.worker?.now ?? (() => new Date());
    this.worker = new OutboxWorker({
      ...opts.worker,
      db: opts.db,
      transports: opts.transports,
      from: parseSender(opts.from),
      log: opts.log,
    });
    this.retention = new OutboxRetentionJob(opts.db, this.now, {
      intervalMs: opts.retentionIntervalMs ?? 60 * 60_000,
      log: opts.log,
    });
  }

  start(): void {
    this.worker.start();
    this.retention.start();
  }

  async stop(): Promise<void> {
    await this.settled();
    await this.retention.stop();
    await this.worker.stop();
    for (const transport of this.opts.transports) transport.close?.();
  }

  async send(message: MailMessage): Promise<{ messageId: string; outboxId: string }> {
    const { id } = await enqueueMail(this.opts.db, message, this.now());
    const delivery = await this.worker.deliverNow(id);
    if (delivery.status !== 'sent') throw new MailNotSentError(id, delivery);
    return { messageId: delivery.messageId, outboxId: id };
  }

  async queue(message: MailMessage): Promise<{ outboxId: string }> {
    const { id } = await enqueueMail(this.opts.db, message, this.now());
    // A try that fails is retried by the outbox (the row is already stored); only log the unexpected.
    const delivery = this.worker
      .deliverNow(id)
      .catch((error) => this.opts.log.error({ err: error, id }, 'mail outbox: background delivery failed'))
      .finally(() => this.background.delete(delivery));
    this.background.add(delivery);
    return { outboxId: id };
  }

  /**
   * Tries a committed email at once and answers how that went within `withinMs`: 'sent', 'not-sent' (every
   * transport refused it: the outbox retries it, or has failed it), or 'unknown' (still under way; it goes on).
   * Checkout waits on the confirmation this way to warn when it could not be sent (audit 4.3).
   */
  async tryNow(id: string, withinMs: number): Promise<FirstTry> {
    const delivery: Promise<FirstTry> = this.worker.deliverNow(id).then(
      (result) => (result.status === 'sent' ? 'sent' : 'not-sent'),
      (error) => {
        this.opts.log.error({ err: error, id }, 'mail outbox: delivery failed');
        return 'not-sent';
      },
    );
    const tracked = delivery.finally(() => this.background.delete(tracked));
    this.background.add(tracked);
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<FirstTry>((resolve) => {
      timer = setTimeout(() => resolve('unknown'), withinMs);
    });
    try {
      return await Promise.race([delivery, waited]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Resolves once every delivery `queue()` started has ended (shutdown; tests read codes after it). */
  async settled(): Promise<void> {
    while (this.background.size) await Promise.allSettled([...this.background]);
  }

  /** In a transaction: the mail exists only if the transaction commits. */
  async enqueue(tx: DbOrTx, message: MailMessage): Promise<{ id: string }> {
    const row = await enqueueMail(tx, message, this.now());
    // Wakes the worker for when the mail falls due; it only sees the row once committed.
    this.worker.nudge(message.delayMs ?? 0);
    return row;
  }

  /** `db.transaction(fn)`, then the worker is woken at once for the mail `fn` enqueued. */
  async transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    const result = await this.opts.db.transaction(fn);
    this.worker.nudge();
    return result;
  }

  nudge(): void {
    this.worker.nudge();
  }

  /** What every template needs: the store's settings and the shop's public URL. */
  async templateContext(): Promise<TemplateContext> {
    const { orderNotificationEmail, ownerAlerts, ...settings } = await readAdminStoreSettings(this.opts.db);
    return { settings, publicUrl: this.opts.publicUrl, orderNotificationEmail, ownerAlerts };
  }

  // --- the admin endpoints ---

  async sendAdminEmail(input: SendEmailBody): Promise<SendResult> {
    return this.trySend({
      kind: MAIL_KINDS.adminMessage,
      to: input.to,
      subject: input.subject,
      html: input.htmlContent,
      text: input.textContent,
    });
  }

  async sendCode(input: SendOtpBody): Promise<SendResult> {
    const { settings, publicUrl } = await this.templateContext();
    const reset = input.type === 'reset' || input.type === 'forget-password';
    const template = reset ? passwordResetCodeEmail : signUpCodeEmail;
    return this.trySend(template({ to: input.email, code: input.otp }, settings, publicUrl));
  }

  async sendWelcome(input: SendWelcomeBody): Promise<SendResult> {
    const { settings, publicUrl } = await this.templateContext();
    return this.trySend(welcomeEmail({ to: input.email, name: input.name }, settings, publicUrl));
  }

  /** Audit 2.6: the real order confirmation with a sample order, marked as a test. */
  async sendTestOrderEmail(input: SendTestOrderBody): Promise<SendResult> {
    const { settings, publicUrl } = await this.templateContext();
    return this.trySend(testOrderConfirmationEmail(input.email, settings, publicUrl, this.now()));
  }

  private async trySend(message: MailMessage): Promise<SendResult> {
    try {
      const { messageId } = await this.send(message);
      return { success: true, messageId };
    } catch (error) {
      if (error instanceof MailNotSentError) return { success: false, error: error.message };
      throw error;
    }
  }

  // --- the admin outbox view ---

  /** Unsent and failed messages of every channel, per status, with the oldest's age (outbox.repo.ts). */
  backlog(): Promise<OutboxBacklog[]> {
    return outboxBacklog(this.opts.db);
  }

  async listOutbox(query: OutboxQuery): Promise<OutboxPage> {
    const [{ rows, total }, { byStatus: counts, retrying }] = await Promise.all([
      listOutbox(this.opts.db, query),
      countByStatus(this.opts.db),
    ]);
    return {
      items: rows.map(toItem),
      total,
      page: query.page,
      limit: query.limit,
      counts: {
        pending: counts.pending ?? 0,
        sending: counts.sending ?? 0,
        sent: counts.sent ?? 0,
        failed: counts.failed ?? 0,
        retrying,
      },
    };
  }

  /** A failed email back into the queue with a fresh set of tries; the worker is woken. */
  async resend(id: string): Promise<OutboxItem> {
    const row = await findById(this.opts.db, id);
    if (!row) throw notFound('This email is not in the outbox.');
    if (isOneTimeCode(row.kind)) {
      throw new AppError('CONFLICT', 'A one-time code is never sent again: ask for a new code instead.');
    }
    if (row.status !== 'failed') {
      throw new AppError('CONFLICT', 'Only an email that failed can be sent again.');
    }
    if (row.html === RETIRED_BODY) {
      throw new AppError(
        'CONFLICT',
        `This email's text was removed after ${OUTBOX_BODY_RETENTION_DAYS} days, so it cannot be sent again.`,
      );
    }
    const requeued = await requeueFailed(this.opts.db, id, this.now());
    if (!requeued) throw new AppError('CONFLICT', 'Only an email that failed can be sent again.');
    this.worker.nudge();
    return toItem(requeued);
  }
}

function toItem(row: OutboxRow): OutboxItem {
  return {
    id: row.id,
    kind: row.kind,
    to: row.toAddress,
    subject: row.subject,
    status: row.status as OutboxStatusName,
    attempts: row.attempts,
    maxAttempts: row.maxAttempts,
    lastError: row.lastError,
    provider: row.provider,
    messageId: row.messageId,
    createdAt: row.createdAt,
    nextAttemptAt: row.nextAttemptAt,
    sentAt: row.sentAt,
    channel: row.channel as OutboxItem['channel'],
    deliveryStatus: row.deliveryStatus as OutboxItem['deliveryStatus'],
    preview: row.channel === 'whatsapp' ? row.html : null,
  };
}

/** Privacy (decision 034): mail to the person's address, erased with the account (queued or sent). */
export const mailPersonalData = {
  owner: 'mail',
  tables: ['email_outbox'],
  forget: (tx: Db, person: { email: string }) => deleteMailTo(tx, person.email),
};
