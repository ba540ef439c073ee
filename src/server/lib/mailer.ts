import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../env.ts';

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<{ messageId: string }>;
}

/** Development and tests without SMTP: keeps every message so a developer (or a test) can read it. */
export class RecordingMailer implements Mailer {
  readonly sent: Array<MailMessage & { messageId: string; at: Date }> = [];
  constructor(private readonly onSend?: (message: MailMessage) => void) {}

  async send(message: MailMessage) {
    const messageId = `<recorded-${this.sent.length + 1}@karigar.local>`;
    this.sent.push({ ...message, messageId, at: new Date() });
    this.onSend?.(message);
    return { messageId };
  }

  /** The newest message to an address, if any. */
  lastTo(email: string) {
    return this.sent.findLast((m) => m.to.toLowerCase() === email.toLowerCase());
  }
}

export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;
  constructor(
    smtp: NonNullable<Config['smtp']>,
    private readonly from: string,
  ) {
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

  async send(message: MailMessage) {
    const info = await this.transport.sendMail({ from: this.from, ...message });
    return { messageId: info.messageId };
  }
}

export function createMailer(config: Config, log: (line: string) => void): Mailer {
  if (config.smtp) return new SmtpMailer(config.smtp, config.mailFrom);
  return new RecordingMailer((m) => log(`mail (no SMTP configured) to ${m.to}: ${m.subject}`));
}
