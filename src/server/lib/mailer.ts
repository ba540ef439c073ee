import nodemailer, { type Transporter } from 'nodemailer';
import type { StoreSettings } from '#shared/settings/settings.schemas.ts';
import type { OwnerAlerts } from '#shared/settings/settings-admin.ts';
import type { Config } from '../env.ts';

/**
 * Mail, low level. Features hand a `MailMessage` to the outbox (src/server/features/mail), which
 * stores it and later gives it, as an `OutgoingMail`, to the transports below in order: SMTP,
 * then the HTTP provider, or the `dev` transport when neither is configured.
 */

/** A rendered email, as features and templates produce it. */
export interface MailMessage {
  to: string;
  /** The recipient's name, for providers that address people by name. */
  toName?: string;
  subject: string;
  html: string;
  text?: string;
  /** What it is for ('welcome', 'order-confirmation', …): the outbox list and the retry rules read it. */
  kind?: string;
  /** Send no earlier than this many milliseconds from now (the store's new-order notice waits 2 s). */
  delayMs?: number;
  /** Tries before the outbox gives up (default 6; fewer for one-time codes, which expire). */
  maxAttempts?: number;
}

/** What every template is rendered with. */
export interface TemplateContext {
  settings: StoreSettings;
  publicUrl: string;
  /** Where new-order notices go (the admin's store setting); none means the contact email. */
  orderNotificationEmail?: string | null;
  /** Which of the owner's alerts are on (issue 44); absent: all, as before they could be switched. */
  ownerAlerts?: OwnerAlerts;
}

/** What features call: `send()` stores the message in the outbox and tries it at once. */
export interface Mailer {
  send(message: MailMessage): Promise<{ messageId: string }>;
  /** Stores the message and answers; delivery runs after (answers that must not wait on mail). */
  queue(message: MailMessage): Promise<{ outboxId: string }>;
  /** The store settings and public URL for the templates (src/server/features/mail/templates). */
  templateContext(): Promise<TemplateContext>;
}

export interface Sender {
  name: string;
  email: string;
}

/** One outbox row on its way out: rendered, addressed, with a Message-ID that is stable per row. */
export interface OutgoingMail {
  messageId: string;
  kind: string;
  from: Sender;
  to: string;
  toName?: string | null;
  subject: string;
  html: string;
  text?: string | null;
  /** The body carries a one-time code: never log it (except to a developer, in development). */
  secret?: boolean;
  /** A WhatsApp row's template call (issue 24); email rows have none. */
  payload?: { template: string; language: string; parameters: string[] } | null;
}

export interface MailTransport {
  /** Recorded on the outbox row as the provider that sent it. */
  readonly name: string;
  /** `delivered: false`: kept, not handed to anyone (the development transport, which logs that itself). */
  send(mail: OutgoingMail): Promise<{ messageId: string; delivered?: false }>;
  close?(): void;
}

/** Logger surface the transports need (Fastify's pino logger fits). */
export interface MailLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/** A transport refused or could not take a message. `permanent`: trying again will not help. */
export class MailTransportError extends Error {
  override name = 'MailTransportError';
  constructor(
    readonly transport: string,
    message: string,
    readonly permanent = false,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** `Karigar <hello@karigar.in>` → `{ name: 'Karigar', email: 'hello@karigar.in' }`. */
export function parseSender(from: string): Sender {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(from);
  if (match) return { name: match[1]!.trim(), email: match[2]!.trim() };
  return { name: '', email: from.trim() };
}

// SMTP replies that mean "this message will never be accepted" (bad recipient, policy refusal).
// Authentication failures (530/534/535) are configuration, fixable without touching the message.
const SMTP_CONFIG_CODES = new Set([530, 534, 535]);

export class SmtpTransport implements MailTransport {
  readonly name = 'smtp';
  private readonly transport: Transporter;
  constructor(smtp: NonNullable<Config['smtp']>) {
    this.transport = nodemailer.createTransport({
      host: smtp.host,
      port: smtp.port,
      secure: smtp.secure,
      auth: smtp.user ? { user: smtp.user, pass: smtp.pass } : undefined,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
  }

  async send(mail: OutgoingMail) {
    try {
      const info = await this.transport.sendMail({
        messageId: mail.messageId,
        from: { name: mail.from.name, address: mail.from.email },
        to: mail.toName ? { name: mail.toName, address: mail.to } : mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text ?? undefined,
      });
      return { messageId: info.messageId };
    } catch (error) {
      const { code, responseCode, message } = error as {
        code?: string;
        responseCode?: number;
        message: string;
      };
      const permanent =
        responseCode !== undefined && responseCode >= 500 && !SMTP_CONFIG_CODES.has(responseCode);
      throw new MailTransportError(this.name, code ? `${code}: ${message}` : message, permanent, {
        cause: error,
      });
    }
  }

  close() {
    this.transport.close();
  }
}

export const UNRECOGNISED_IP_HINT =
  "the server's IP address must be authorised in the mail provider's settings (Brevo: Security → Authorised IPs)";

/**
 * A Brevo-style HTTP API: POST `{ sender, to: [{ email, name }], subject, htmlContent, textContent }`
 * with an `api-key` header; the answer carries `messageId`.
 */
export class HttpMailTransport implements MailTransport {
  readonly name = 'http';
  constructor(
    private readonly api: { url: string; key: string },
    private readonly log: MailLog,
    private readonly timeoutMs = 15_000,
  ) {}

  async send(mail: OutgoingMail) {
    let res: Response;
    try {
      res = await fetch(this.api.url, {
        method: 'POST',
        headers: { 'api-key': this.api.key, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          sender: mail.from.name ? mail.from : { email: mail.from.email },
          to: [mail.toName ? { email: mail.to, name: mail.toName } : { email: mail.to }],
          subject: mail.subject,
          htmlContent: mail.html,
          ...(mail.text ? { textContent: mail.text } : {}),
        }),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      const reason = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message;
      throw new MailTransportError(this.name, `request failed: ${reason}`, false, { cause: error });
    }
    const raw = await res.text();
    let body: { messageId?: unknown; message?: unknown; code?: unknown } = {};
    try {
      body = raw ? JSON.parse(raw) : {};
    } catch {
      // not JSON: keep the raw text for the error
    }
    if (res.ok && typeof body.messageId === 'string') return { messageId: body.messageId };

    const said = typeof body.message === 'string' ? body.message : raw.slice(0, 300);
    if (/unrecogni[sz]ed IP/i.test(said)) {
      this.log.warn(
        { transport: this.name, status: res.status },
        `mail provider refused: ${UNRECOGNISED_IP_HINT}`,
      );
      throw new MailTransportError(this.name, `${res.status}: ${said} (${UNRECOGNISED_IP_HINT})`);
    }
    if (res.ok) throw new MailTransportError(this.name, `${res.status}: answer without a messageId`);
    // 400: the message itself is refused (e.g. an invalid address); 401/403/429/5xx can recover.
    throw new MailTransportError(this.name, `${res.status}: ${said || res.statusText}`, res.status === 400);
  }
}

/**
 * Keeps every message it is given: the test transport (tests read `sent`), and the base of the
 * development transport. `failWith` makes it refuse messages, for retry tests.
 */
export class RecordingMailer implements MailTransport {
  readonly name: string = 'recording';
  readonly sent: Array<OutgoingMail & { at: Date }> = [];
  failWith: ((mail: OutgoingMail) => Error | undefined) | undefined;

  async send(mail: OutgoingMail) {
    const error = this.failWith?.(mail);
    if (error) throw error;
    this.sent.push({ ...mail, at: new Date() });
    return { messageId: mail.messageId };
  }

  /** The newest message to an address, if any. */
  lastTo(email: string) {
    return this.sent.findLast((m) => m.to.toLowerCase() === email.toLowerCase());
  }
}

/**
 * No SMTP and no provider (development): the outbox row is the stored message; one log line says
 * so. A one-time code is shown only when `revealCodes` (NODE_ENV=development), so a developer can
 * sign up locally; elsewhere the code never reaches the logs.
 */
export class DevTransport implements MailTransport {
  readonly name = 'dev';
  constructor(
    private readonly log: MailLog,
    private readonly revealCodes: boolean,
  ) {}

  async send(mail: OutgoingMail) {
    const code = mail.secret && this.revealCodes ? mail.text?.match(/\b\d{6}\b/)?.[0] : undefined;
    const line = `mail not sent (no SMTP_HOST or MAIL_API_KEY): "${mail.subject}" to ${mail.to}`;
    this.log.info({ kind: mail.kind }, code ? `${line} (development: code ${code})` : line);
    return { messageId: mail.messageId, delivered: false as const };
  }
}

/** The configured transports, in the order they are tried. */
export function createTransports(config: Config, log: MailLog): MailTransport[] {
  const transports: MailTransport[] = [];
  if (config.smtp) transports.push(new SmtpTransport(config.smtp));
  if (config.mailApi) transports.push(new HttpMailTransport(config.mailApi, log));
  if (transports.length === 0) {
    if (config.env === 'production') {
      log.warn({}, 'no SMTP_HOST or MAIL_API_KEY: emails are kept in the outbox but not delivered');
    }
    transports.push(new DevTransport(log, config.env === 'development'));
  }
  return transports;
}
