import { randomBytes } from 'node:crypto';
import type { WhatsAppSandboxMessage } from '#shared/whatsapp/whatsapp.schemas.ts';
import type { MessagingProvider, TemplateMessage } from './messaging-provider.ts';

/** Messages kept for the admin's sandbox view: a development server may run for weeks. */
const KEPT = 200;

/**
 * The WhatsApp stand-in for development and tests: no network; each message is recorded in this
 * process (newest first) for the admin's view (GET /api/admin/whatsapp/sandbox) and the browser test.
 */
export class SandboxMessagingProvider implements MessagingProvider {
  readonly name = 'sandbox' as const;
  private readonly sent: WhatsAppSandboxMessage[] = [];

  async sendTemplate(message: TemplateMessage): Promise<{ messageId: string }> {
    const id = `wamid.sandbox.${randomBytes(9).toString('base64url')}`;
    this.sent.unshift({ id, ...message, parameters: [...message.parameters], at: new Date().toISOString() });
    this.sent.length = Math.min(this.sent.length, KEPT);
    return { messageId: id };
  }

  messages(): WhatsAppSandboxMessage[] {
    return [...this.sent];
  }
}
