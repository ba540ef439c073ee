import { hmacHex, signatureMatches } from '../../../lib/signatures.ts';

/** A template message as the shop sends it: to whom, which approved template, its body parameters. */
export interface TemplateMessage {
  /** Digits with the country code (919876543210). */
  to: string;
  template: string;
  /** The template's language code (`en`, `en_US`, `hi`). */
  language: string;
  parameters: string[];
}

/**
 * A messaging service as the outbox sees it: one call per message, the service's message id back (the
 * status webhooks name it). Throws MessagingError when the message did not go.
 */
export interface MessagingProvider {
  readonly name: 'cloud' | 'sandbox';
  sendTemplate(message: TemplateMessage): Promise<{ messageId: string }>;
}

/** The message was not taken. `retryable`: the same request may work later (throttled, service down). */
export class MessagingError extends Error {
  override name = 'MessagingError';
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

/** `X-Hub-Signature-256: sha256=<hex HMAC-SHA256 of the raw body under the app secret>`, compared in constant time. */
export function hubSignatureMatches(appSecret: string, rawBody: Buffer, header: string | undefined): boolean {
  if (!header?.startsWith('sha256=')) return false;
  return signatureMatches(hmacHex(appSecret, rawBody), header.slice('sha256='.length));
}
