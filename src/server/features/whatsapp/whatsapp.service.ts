import type { SessionUser } from '#shared/auth/auth.schemas.ts';
import type {
  WhatsAppAdmin,
  WhatsAppPreferenceInput,
  WhatsAppPreferences,
  WhatsAppSandboxMessage,
  WhatsAppSettingsInput,
} from '#shared/whatsapp/whatsapp.schemas.ts';
import {
  fromWhatsAppNumber,
  isConfirmReply,
  isStopReply,
  isWhatsAppEvent,
  OPT_IN_ANSWER_DAYS,
  OPT_IN_REQUESTS_PER_NUMBER_PER_DAY,
  type OrderForMessage,
  templateParameters,
  toWhatsAppNumber,
  WHATSAPP_CONSENT_SOURCES,
  WHATSAPP_EVENTS,
  WHATSAPP_TEMPLATE_PARAMETERS,
  WHATSAPP_TEXTS,
  type WhatsAppEvent,
} from '#shared/whatsapp/whatsapp.ts';
import type { Db } from '../../db/client.ts';
import type { WhatsAppConfig } from '../../env.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { type MailLog, type MailTransport, MailTransportError, type OutgoingMail } from '../../lib/mailer.ts';
import { signatureMatches } from '../../lib/signatures.ts';
import { type Delivery, OutboxWorker } from '../mail/mail.service.ts';
import {
  hubSignatureMatches,
  MessagingError,
  type MessagingProvider,
} from './providers/messaging-provider.ts';
import { SandboxMessagingProvider } from './providers/sandbox.ts';
import { WhatsAppCloudProvider } from './providers/whatsapp-cloud.ts';
import {
  countOptInRequests,
  enqueueMessage,
  forgetNumbers,
  latestOptInRequest,
  OPT_IN_KIND,
  type OptInSource,
  phonesOfCustomer,
  readConsents,
  readSettings,
  recordDelivery,
  writeConsent,
  writeSettings,
} from './whatsapp.repo.ts';

/** The numbers on the customer's orders: by account, and guest orders with their verified email. */
function numbersOf(db: Db, user: Pick<SessionUser, 'id' | 'email' | 'emailVerified'>): Promise<string[]> {
  return phonesOfCustomer(db, {
    userId: user.id,
    verifiedEmail: user.emailVerified ? user.email.toLowerCase() : null,
  });
}

/** Privacy export (decision 034): the consent kept for each number on the person's orders. */
export async function whatsAppConsentsOf(db: Db, user: Pick<SessionUser, 'id' | 'email' | 'emailVerified'>) {
  const consents = await readConsents(db, await numbersOf(db, user));
  return consents.map((c) => ({
    phone: c.phone,
    optedIn: c.optedIn,
    changedAt: c.changedAt,
    source: c.source,
  }));
}

/**
 * Account deletion (decision 034): the consents of the numbers on the person's orders, and the messages
 * queued to them. Before the orders are detached (that blanks their numbers).
 */
export async function forgetWhatsAppOf(
  tx: Db,
  user: Pick<SessionUser, 'id' | 'email' | 'emailVerified'>,
): Promise<void> {
  await forgetNumbers(tx, await numbersOf(tx, user));
}

/** Tries before a message is failed (Meta's throttling clears within minutes; back-off is the outbox's). */
const MAX_ATTEMPTS = 6;

export interface WhatsAppServiceOptions {
  db: Db;
  /** Undefined: the channel is off and nothing in the shop changes. */
  config: WhatsAppConfig | undefined;
  publicUrl: string;
  log: MailLog & { error(details: object, message: string): void };
  now?: () => Date;
  /** The Graph API's base (tests: a local server playing it). */
  graphApi?: string;
  /** Outbox poll; 0 off (tests drain by hand). */
  pollMs?: number;
}

/** An order as the messages need it (a row of `orders`). */
type OrderRecord = OrderForMessage & { id: string; customerPhone: string; status: string; language: string };

interface WebhookBody {
  entry?: Array<{
    changes?: Array<{
      value?: {
        statuses?: Array<{
          id?: unknown;
          status?: unknown;
          errors?: Array<{ code?: unknown; title?: unknown }>;
        }>;
        messages?: Array<{ from?: unknown; text?: { body?: unknown }; button?: { text?: unknown } }>;
      };
    }>;
  }>;
}

const DELIVERY_STATES = new Set(['sent', 'delivered', 'read', 'failed']);

/**
 * WhatsApp order updates (issue 24, docs/decisions/031): consent per phone number, a message per order
 * event queued in the order's transaction (a savepoint: a failure never touches the order), delivered by
 * an outbox worker of its own channel through the configured provider, and the status webhooks.
 */
export class WhatsAppService {
  readonly provider: MessagingProvider | null;
  readonly sandbox: SandboxMessagingProvider | null;
  readonly worker: OutboxWorker | null;
  private readonly now: () => Date;

  constructor(private readonly opts: WhatsAppServiceOptions) {
    this.now = opts.now ?? (() => new Date());
    const config = opts.config;
    this.sandbox = config?.provider === 'sandbox' ? new SandboxMessagingProvider() : null;
    this.provider = config?.cloud
      ? new WhatsAppCloudProvider(config.cloud, opts.graphApi ?? config.cloud.apiUrl)
      : this.sandbox;
    this.worker = this.provider
      ? new OutboxWorker({
          db: opts.db,
          channel: 'whatsapp',
          transports: [providerTransport(this.provider)],
          from: { name: 'Karigar', email: '' },
          log: opts.log,
          now: this.now,
          pollMs: opts.pollMs,
        })
      : null;
  }

  start(): void {
    this.worker?.start();
  }

  async stop(): Promise<void> {
    await this.worker?.stop();
  }

  nudge(): void {
    this.worker?.nudge();
  }

  /** Configured and turned on by the admin: checkout offers the box and order events send. */
  async available(db: Pick<Db, 'select'> = this.opts.db): Promise<boolean> {
    if (!this.provider) return false;
    return (await readSettings(db as Db)).enabled;
  }

  /**
   * At placement, in the order's transaction: a ticked box asks the number's owner on WhatsApp to confirm (review
   * 2026-11-29 L8; an unticked one is no withdrawal, decision 023); nothing is sent to the number until they do.
   * An order confirmed at once (cash on delivery) gets its message when the number is opted in already.
   */
  async placed(tx: Db, order: OrderRecord, optIn: boolean, at: Date): Promise<void> {
    if (!this.provider) return;
    if (optIn && (await this.available(tx))) await this.askToConfirm(tx, order.customerPhone, 'checkout', at);
    if (order.status === 'confirmed') await this.statusChanged(tx, order, 'confirmed');
  }

  /**
   * The opt-in question (review 2026-11-29 L8): the approved utility template, with no parameter anyone else
   * chose, asking the number's owner to reply YES. Not for a number already opted in, nor one whose owner
   * replied STOP (a stranger's tick does not message them again); at most OPT_IN_REQUESTS_PER_NUMBER_PER_DAY a
   * day per number, counted in the outbox.
   */
  private async askToConfirm(
    db: Db,
    phone: string,
    source: OptInSource,
    at: Date,
  ): Promise<'asked' | 'opted-in' | 'stopped' | 'limited'> {
    const [consent] = await readConsents(db, [phone]);
    if (consent?.optedIn) return 'opted-in';
    if (consent?.source === 'stop-reply') return 'stopped';
    const dayAgo = new Date(at.getTime() - 24 * 3600_000);
    if ((await countOptInRequests(db, phone, dayAgo)) >= OPT_IN_REQUESTS_PER_NUMBER_PER_DAY) return 'limited';
    const config = this.opts.config!;
    await enqueueMessage(
      db,
      {
        to: toWhatsAppNumber(phone),
        kind: OPT_IN_KIND[source],
        template: config.templates.opt_in,
        language: config.language,
        parameters: [],
        preview: preview(config.templates.opt_in, []),
        maxAttempts: MAX_ATTEMPTS,
      },
      at,
    );
    return 'asked';
  }

  /** The order reached `status`: its message, if the event is chosen and the phone opted in. Never throws. */
  async statusChanged(tx: Db, order: OrderRecord, status: string): Promise<void> {
    if (!this.provider || !isWhatsAppEvent(status)) return;
    try {
      await tx.transaction(async (savepoint) => {
        const settings = await readSettings(savepoint);
        if (!settings.enabled || !settings.events.includes(status)) return;
        const [consent] = await readConsents(savepoint, [order.customerPhone]);
        if (!consent?.optedIn) return;
        await enqueueMessage(savepoint, this.orderMessage(status, order), this.now());
      });
    } catch (error) {
      this.opts.log.error({ err: error, orderId: order.id, event: status }, 'whatsapp message not queued');
    }
  }

  private orderMessage(event: WhatsAppEvent, order: OrderRecord) {
    const config = this.opts.config!;
    // A Hindi order in the templates' Hindi translation when there is one, else all in the default language.
    const hindi = order.language === 'hi' && config.languageHi !== undefined;
    const parameters = templateParameters(event, order, this.opts.publicUrl, hindi ? 'hi' : 'en');
    const template = config.templates[event];
    return {
      to: toWhatsAppNumber(order.customerPhone),
      kind: `whatsapp-${event}`,
      template,
      language: hindi ? config.languageHi! : config.language,
      parameters,
      preview: preview(template, parameters),
      dedupeKey: `order:${order.id}:${event}`,
      maxAttempts: MAX_ATTEMPTS,
    };
  }

  // --- the customer's own numbers (My Account) ---------------------------------------------------

  async preferences(user: SessionUser): Promise<WhatsAppPreferences> {
    const phones = await numbersOf(this.opts.db, user);
    const consents = new Map((await readConsents(this.opts.db, phones)).map((c) => [c.phone, c]));
    const answerSince = new Date(this.now().getTime() - OPT_IN_ANSWER_DAYS * 24 * 3600_000);
    return {
      available: await this.available(),
      phones: await Promise.all(
        phones.map(async (phone) => {
          const consent = consents.get(phone);
          const optedIn = consent?.optedIn ?? false;
          const asked =
            !optedIn &&
            consent?.source !== 'stop-reply' &&
            (await latestOptInRequest(this.opts.db, phone, answerSince)) !== null;
          return {
            phone,
            optedIn,
            changedAt: consent?.changedAt.toISOString() ?? null,
            source: consent ? toSource(consent.source) : null,
            awaitingConfirmation: asked,
          };
        }),
      ),
    };
  }

  /** One tap: a number on the customer's own orders, on or off (on only while the channel is). */
  async setPreference(user: SessionUser, input: WhatsAppPreferenceInput): Promise<WhatsAppPreferences> {
    const phones = await numbersOf(this.opts.db, user);
    if (!phones.includes(input.phone)) {
      throw new AppError('BAD_REQUEST', WHATSAPP_TEXTS.notYourPhone, { phone: WHATSAPP_TEXTS.notYourPhone });
    }
    if (input.optedIn && !(await this.available())) throw new AppError('CONFLICT', WHATSAPP_TEXTS.channelOff);
    if (!input.optedIn) {
      await writeConsent(this.opts.db, { ...input, source: 'account', at: this.now() });
      return this.preferences(user);
    }
    // On: the number's owner confirms on WhatsApp first (review 2026-11-29 L8); a number on the customer's orders
    // may still be someone else's. After a STOP, the owner's own tap in their account asks again.
    const [consent] = await readConsents(this.opts.db, [input.phone]);
    if (consent?.source === 'stop-reply') {
      await writeConsent(this.opts.db, {
        phone: input.phone,
        optedIn: false,
        source: 'account',
        at: this.now(),
      });
    }
    const asked = await this.askToConfirm(this.opts.db, input.phone, 'account', this.now());
    if (asked === 'limited') {
      throw new AppError('RATE_LIMITED', WHATSAPP_TEXTS.optInLimited, { phone: WHATSAPP_TEXTS.optInLimited });
    }
    this.nudge();
    return this.preferences(user);
  }

  // --- Meta's webhook ---------------------------------------------------------------------------

  /** The GET handshake: the challenge back when the mode and token match, else null (403). */
  verifyHandshake(query: Record<string, unknown>): string | null {
    const token = this.opts.config?.verifyToken;
    if (!this.provider || !token) return null;
    const given = query['hub.verify_token'];
    // Compared in constant time, as the signatures are (review 2026-11-29 I2).
    const ok =
      query['hub.mode'] === 'subscribe' && typeof given === 'string' && signatureMatches(token, given);
    return ok && typeof query['hub.challenge'] === 'string' ? query['hub.challenge'] : null;
  }

  /** Whether the webhook is on (a provider and the app secret that signs it). */
  get webhookConfigured(): boolean {
    return Boolean(this.provider && this.opts.config?.appSecret);
  }

  /**
   * A signed notification: statuses move their message's delivery state, a STOP reply ends the sender's
   * consent. False (and nothing changed) when the signature does not match.
   */
  async handleWebhook(raw: Buffer, signature: string | undefined): Promise<boolean> {
    const secret = this.opts.config?.appSecret;
    if (!secret || !hubSignatureMatches(secret, raw, signature)) return false;
    let body: WebhookBody;
    try {
      body = JSON.parse(raw.toString('utf8')) as WebhookBody;
    } catch {
      return true;
    }
    const at = this.now();
    for (const change of (body.entry ?? []).flatMap((e) => e.changes ?? [])) {
      for (const status of change.value?.statuses ?? []) {
        if (typeof status.id !== 'string' || typeof status.status !== 'string') continue;
        if (!DELIVERY_STATES.has(status.status)) continue;
        const error = status.errors?.[0];
        await recordDelivery(this.opts.db, {
          messageId: status.id,
          status: status.status as 'sent' | 'delivered' | 'read' | 'failed',
          at,
          error: error ? `${String(error.code ?? '')} ${String(error.title ?? '')}`.trim() : null,
        });
      }
      for (const message of change.value?.messages ?? []) {
        const text = message.text?.body ?? message.button?.text;
        const phone = typeof message.from === 'string' ? fromWhatsAppNumber(message.from) : null;
        if (phone && typeof text === 'string' && isStopReply(text)) {
          await writeConsent(this.opts.db, { phone, optedIn: false, source: 'stop-reply', at });
        } else if (phone && typeof text === 'string' && isConfirmReply(text)) {
          // The number's owner answered the opt-in question (review 2026-11-29 L8): consent, from where it was asked.
          const since = new Date(at.getTime() - OPT_IN_ANSWER_DAYS * 24 * 3600_000);
          const source = await latestOptInRequest(this.opts.db, phone, since);
          const [consent] = await readConsents(this.opts.db, [phone]);
          if (source && !consent?.optedIn)
            await writeConsent(this.opts.db, { phone, optedIn: true, source, at });
        }
      }
    }
    return true;
  }

  // --- the admin ----------------------------------------------------------------------------------

  async adminView(): Promise<WhatsAppAdmin> {
    const settings = await readSettings(this.opts.db);
    const config = this.opts.config;
    return {
      ...settings,
      provider: this.provider?.name ?? null,
      templates: WHATSAPP_EVENTS.map((event) => ({
        event,
        name: config?.templates[event] ?? '',
        language: config?.language ?? '',
        parameters: [...WHATSAPP_TEMPLATE_PARAMETERS[event]],
      })),
      testTemplate: config?.templates.test ?? '',
    };
  }

  async saveSettings(input: WhatsAppSettingsInput): Promise<WhatsAppAdmin> {
    if (!this.provider && input.enabled) throw new AppError('CONFLICT', WHATSAPP_TEXTS.notConfigured);
    await writeSettings(this.opts.db, input, this.now());
    return this.adminView();
  }

  /** The test template to a number, through the outbox, tried at once: how that try ended. */
  async sendTest(phone: string): Promise<Delivery> {
    if (!this.provider || !this.worker) throw new AppError('CONFLICT', WHATSAPP_TEXTS.notConfigured);
    const config = this.opts.config!;
    const queued = await enqueueMessage(
      this.opts.db,
      {
        to: toWhatsAppNumber(phone),
        kind: 'whatsapp-test',
        template: config.templates.test,
        language: config.language,
        parameters: [],
        preview: preview(config.templates.test, []),
        maxAttempts: MAX_ATTEMPTS,
      },
      this.now(),
    );
    return this.worker.deliverNow(queued!.id);
  }

  sandboxMessages(): WhatsAppSandboxMessage[] {
    if (!this.sandbox) throw notFound('The WhatsApp sandbox is not in use.');
    return this.sandbox.messages();
  }
}

/** The outbox's view of a provider: a MailTransport whose failures say whether to try again. */
function providerTransport(provider: MessagingProvider): MailTransport {
  return {
    name: `whatsapp-${provider.name}`,
    async send(mail: OutgoingMail) {
      const name = `whatsapp-${provider.name}`;
      if (!mail.payload) throw new MailTransportError(name, 'no template in this message', true);
      try {
        return await provider.sendTemplate({ to: mail.to, ...mail.payload });
      } catch (error) {
        const retryable = error instanceof MessagingError ? error.retryable : true;
        throw new MailTransportError(name, (error as Error).message, !retryable);
      }
    },
  };
}

const preview = (template: string, parameters: string[]) =>
  parameters.length ? `${template}: ${parameters.join(' | ')}` : template;

const toSource = (source: string) => WHATSAPP_CONSENT_SOURCES.find((s) => s === source) ?? null;

/** Privacy (decision 034): the WhatsApp consents of the person's numbers, in the export; erased with the account. */
export const whatsAppPersonalData = {
  owner: 'whatsapp',
  tables: ['whatsapp_consents'],
  exportFor: async (db: Db, person: Pick<SessionUser, 'id' | 'email' | 'emailVerified'>) => ({
    consents: { whatsApp: await whatsAppConsentsOf(db, person) },
  }),
  forget: (tx: Db, person: Pick<SessionUser, 'id' | 'email' | 'emailVerified'>) =>
    forgetWhatsAppOf(tx, person),
};
