import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The keys the WhatsApp tests configure (WHATSAPP_PROVIDER=cloud against a local Graph API). */
export const WHATSAPP_TEST_ENV = {
  WHATSAPP_PROVIDER: 'cloud',
  WHATSAPP_ACCESS_TOKEN: 'EAAG-test-access-token',
  WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
  WHATSAPP_APP_SECRET: 'test-app-secret-0123456789abcdef',
  WHATSAPP_VERIFY_TOKEN: 'karigar-verify-token',
} as const;

export interface GraphRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: {
    messaging_product: string;
    recipient_type: string;
    to: string;
    type: string;
    template: {
      name: string;
      language: { code: string };
      components?: Array<{ type: string; parameters: Array<{ type: string; text: string }> }>;
    };
  };
}

/** How the stand-in answers the next requests: Meta's documented error shapes. */
export type GraphMode = 'ok' | 'throttled' | 'template-missing' | 'token-expired' | 'down';

const ERRORS: Record<Exclude<GraphMode, 'ok'>, { status: number; body: object }> = {
  throttled: {
    status: 429,
    body: {
      error: {
        message: '(#130429) Rate limit hit',
        type: 'OAuthException',
        code: 130429,
        error_data: {
          messaging_product: 'whatsapp',
          details: 'Cloud API message throughput has been reached.',
        },
        fbtrace_id: 'AbCdEf123',
      },
    },
  },
  'template-missing': {
    status: 404,
    body: {
      error: {
        message: '(#132001) Template name does not exist in the translation',
        type: 'OAuthException',
        code: 132001,
        error_data: {
          messaging_product: 'whatsapp',
          details: 'template name (order_shipped) does not exist in en',
        },
        fbtrace_id: 'AbCdEf124',
      },
    },
  },
  'token-expired': {
    status: 401,
    body: {
      error: {
        message: 'Error validating access token: Session has expired.',
        type: 'OAuthException',
        code: 190,
        error_subcode: 463,
        fbtrace_id: 'AbCdEf125',
      },
    },
  },
  down: { status: 503, body: { error: { message: 'Service temporarily unavailable', code: 2 } } },
};

/**
 * A local server playing the Graph API's `POST /{version}/{phone-number-id}/messages`: it records each
 * request and answers Meta's success shape (`contacts`, `messages[0].id`) or the error `mode` asks for.
 */
export async function startGraphApi() {
  const state = { requests: [] as GraphRequest[], mode: 'ok' as GraphMode, delayMs: 0 };
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', async () => {
      const body = JSON.parse(raw || '{}') as GraphRequest['body'];
      state.requests.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body });
      if (state.delayMs) await new Promise((resolve) => setTimeout(resolve, state.delayMs));
      res.setHeader('content-type', 'application/json');
      if (state.mode !== 'ok') {
        const error = ERRORS[state.mode];
        res.writeHead(error.status).end(JSON.stringify(error.body));
        return;
      }
      res.writeHead(200).end(
        JSON.stringify({
          messaging_product: 'whatsapp',
          contacts: [{ input: body.to, wa_id: body.to }],
          messages: [{ id: `wamid.HBgM${state.requests.length}${body.to}`, message_status: 'accepted' }],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

export type GraphApi = Awaited<ReturnType<typeof startGraphApi>>;

/** A notification as Meta signs it: `sha256=` + hex HMAC-SHA256 of the raw body under the app secret. */
export function signedWebhook(payload: object, secret: string = WHATSAPP_TEST_ENV.WHATSAPP_APP_SECRET) {
  const body = JSON.stringify(payload);
  const signature = `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
  return { body, signature };
}

/** Meta's notification envelope around one change's `value`. */
export function notification(value: object) {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: {
                display_phone_number: '15550783881',
                phone_number_id: WHATSAPP_TEST_ENV.WHATSAPP_PHONE_NUMBER_ID,
              },
              ...value,
            },
          },
        ],
      },
    ],
  };
}
