import { MessagingError, type MessagingProvider, type TemplateMessage } from './messaging-provider.ts';

export interface WhatsAppCloudKeys {
  accessToken: string;
  phoneNumberId: string;
  /** Graph API version, e.g. v21.0. */
  apiVersion: string;
}

/**
 * Graph API error codes worth another try later (Meta's "WhatsApp Cloud API error codes"): throttling
 * (4 application rate limit, 80007 WABA rate limit, 130429 throughput, 131048 spam rate limit, 131056
 * pair rate limit) and transient service trouble (1 unknown, 2 service unavailable, 131000 something went
 * wrong, 131016 service overloaded). Everything else — an expired token (190), a template that does not
 * exist (132001) or whose parameters do not match (132000), a number not on WhatsApp (131026) — fails the
 * same way again, so the message is marked failed at once.
 */
const RETRYABLE_CODES: ReadonlySet<number> = new Set([
  1, 2, 4, 80007, 130429, 131000, 131016, 131048, 131056,
]);

interface GraphError {
  error?: { message?: unknown; code?: unknown; error_data?: { details?: unknown } };
}

/**
 * The WhatsApp Business Cloud API: `POST {api}/{version}/{phone-number-id}/messages` with a Bearer token and
 * a `template` message (name, language, one body component with text parameters). Success answers
 * `messages[0].id` (the `wamid.…` the status webhooks name).
 */
export class WhatsAppCloudProvider implements MessagingProvider {
  readonly name = 'cloud' as const;

  constructor(
    private readonly keys: WhatsAppCloudKeys,
    /** Graph API base: WHATSAPP_API_URL (graph.facebook.com, or a local stand-in; tests: a local server). */
    private readonly api: string,
    private readonly timeoutMs = 10_000,
  ) {}

  async sendTemplate(message: TemplateMessage): Promise<{ messageId: string }> {
    const url = `${this.api}/${this.keys.apiVersion}/${encodeURIComponent(this.keys.phoneNumberId)}/messages`;
    let res: Response;
    try {
      res = await fetch(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${this.keys.accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to: message.to,
          type: 'template',
          template: {
            name: message.template,
            language: { code: message.language },
            ...(message.parameters.length
              ? {
                  components: [
                    { type: 'body', parameters: message.parameters.map((text) => ({ type: 'text', text })) },
                  ],
                }
              : {}),
          },
        }),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw new MessagingError(`WhatsApp unreachable: ${(error as Error).message}`, true);
    }
    const body = (await res.json().catch(() => null)) as
      | ({ messages?: Array<{ id?: unknown }> } & GraphError)
      | null;
    const id = body?.messages?.[0]?.id;
    if (res.ok && typeof id === 'string') return { messageId: id };
    throw graphError(res.status, body);
  }
}

function graphError(status: number, body: GraphError | null): MessagingError {
  const code = typeof body?.error?.code === 'number' ? body.error.code : undefined;
  const text = typeof body?.error?.message === 'string' ? body.error.message : 'no error message';
  const details =
    typeof body?.error?.error_data?.details === 'string' ? ` (${body.error.error_data.details})` : '';
  const retryable = code === undefined ? status >= 500 || status === 429 : RETRYABLE_CODES.has(code);
  return new MessagingError(
    `WhatsApp refused the message: HTTP ${status}, code ${code ?? '-'}: ${text}${details}`,
    retryable,
  );
}
