import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { ProviderPayment } from '../features/commerce/payments/providers/payment-provider.ts';
import type { RazorpayHttp } from '../features/commerce/payments/providers/razorpay.ts';

/**
 * Stand-ins at the server's edges (tests only): the Razorpay API, a real SMTP server, a Brevo-style
 * HTTP mail provider, and a clock the test moves.
 */

type FakePayment = { status: ProviderPayment['status']; order_id: string; amount: number; currency: string };

/**
 * A fake Razorpay API (no network): answers `order_…` ids and records those calls (`calls`); plays the
 * payments a test makes with `pay()` for `GET /payments/:id` and `POST /payments/:id/capture`
 * (recorded in `paymentCalls`), 404 for any other payment, as Razorpay does.
 */
export function fakeRazorpay() {
  const calls: Array<{
    path: string;
    body: Record<string, unknown>;
    auth: { keyId: string; keySecret: string };
  }> = [];
  const paymentCalls: string[] = [];
  const gatewayOrders = new Map<string, { amount: number; currency: string }>();
  const gatewayPayments = new Map<string, FakePayment>();
  let captureFails = false;
  let seq = 0;
  let down = false;
  const http: RazorpayHttp = {
    async get(path) {
      if (down) throw new Error('connect ECONNREFUSED');
      paymentCalls.push(`GET ${path}`);
      const payment = gatewayPayments.get(decodeURIComponent(path.replace(/^\/payments\//, '')));
      return payment
        ? { status: 200, body: { id: path.split('/').pop(), entity: 'payment', ...payment } }
        : {
            status: 404,
            body: { error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' } },
          };
    },
    async post(path, body, auth) {
      if (down) throw new Error('connect ECONNREFUSED');
      const capture = path.match(/^\/payments\/([^/]+)\/capture$/);
      if (capture) {
        paymentCalls.push(`POST ${path}`);
        const payment = gatewayPayments.get(decodeURIComponent(capture[1]!));
        const b = body as { amount: number };
        if (captureFails || !payment || payment.status !== 'authorized' || b.amount !== payment.amount) {
          return { status: 400, body: { error: { code: 'BAD_REQUEST_ERROR' } } };
        }
        payment.status = 'captured';
        return { status: 200, body: { id: capture[1], entity: 'payment', ...payment } };
      }
      calls.push({ path, body: body as Record<string, unknown>, auth });
      seq += 1;
      const b = body as { amount: number; currency: string; receipt: string };
      gatewayOrders.set(`order_FAKE${String(seq).padStart(6, '0')}`, {
        amount: b.amount,
        currency: b.currency,
      });
      return {
        status: 200,
        body: {
          id: `order_FAKE${String(seq).padStart(6, '0')}`,
          amount: b.amount,
          currency: b.currency,
          receipt: b.receipt,
          status: 'created',
        },
      };
    },
  };
  return {
    http,
    calls,
    paymentCalls,
    setDown(value: boolean) {
      down = value;
    },
    /** The capture endpoint refuses (e.g. the authorisation lapsed). */
    setCaptureFails(value: boolean) {
      captureFails = value;
    },
    /** The buyer pays a gateway order: the payment exists at Razorpay, captured or only authorised. */
    pay(providerOrderId: string, paymentId: string, status: 'captured' | 'authorized' = 'captured') {
      const order = gatewayOrders.get(providerOrderId);
      if (!order) throw new Error(`fakeRazorpay: no gateway order ${providerOrderId}`);
      gatewayPayments.set(paymentId, { status, order_id: providerOrderId, ...order });
    },
  };
}

export const RAZORPAY_TEST_KEYS = {
  RAZORPAY_KEY_ID: 'rzp_test_karigar',
  RAZORPAY_KEY_SECRET: 'test-key-secret-0123456789',
  RAZORPAY_WEBHOOK_SECRET: 'test-webhook-secret-abcdef',
};

export interface ReceivedMail {
  from: string;
  to: string;
  subject: string;
  messageId: string;
  html: string;
  text: string;
  /** SMTP envelope recipients. */
  rcptTo: string[];
}

export interface SmtpSink {
  port: number;
  /** Messages accepted (250). */
  received: ReceivedMail[];
  /** Every DATA the server saw, refused ones included, by Message-ID. */
  seen: string[];
  /** Answer the next `n` messages with this SMTP code instead of accepting them. */
  refuseNext(n: number, code: number, message?: string): void;
  /** Wait this long before answering each message (to keep a send in flight). */
  delayMs: number;
  close(): Promise<void>;
}

/**
 * smtp-server on 127.0.0.1 (random port), no TLS, no auth, as nodemailer meets a real server.
 * Messages are parsed in `onData`.
 */
export async function startSmtpSink(): Promise<SmtpSink> {
  let refusals: { left: number; code: number; message: string } = { left: 0, code: 451, message: '' };
  const sink: Omit<SmtpSink, 'port' | 'close'> = {
    received: [],
    seen: [],
    delayMs: 0,
    refuseNext(n, code, message = 'Try again later') {
      refusals = { left: n, code, message };
    },
  };
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        const mail = parseMime(Buffer.concat(chunks).toString('utf8'));
        const received: ReceivedMail = { ...mail, rcptTo: session.envelope.rcptTo.map((r) => r.address) };
        sink.seen.push(received.messageId);
        if (sink.delayMs) await new Promise((resolve) => setTimeout(resolve, sink.delayMs));
        if (refusals.left > 0) {
          refusals.left -= 1;
          const error = Object.assign(new Error(refusals.message), { responseCode: refusals.code });
          callback(error);
          return;
        }
        sink.received.push(received);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = (server as unknown as { server: Server }).server.address() as AddressInfo;
  return Object.assign(sink, {
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

/** A port nothing listens on: an SMTP server that is down. */
export async function closedPort(): Promise<number> {
  const sink = await startSmtpSink();
  await sink.close();
  return sink.port;
}

export interface ProviderRequest {
  headers: IncomingHttpHeaders;
  body: {
    sender: { name: string; email: string };
    to: Array<{ email: string; name?: string }>;
    subject: string;
    htmlContent: string;
    textContent?: string;
  };
}

export interface HttpProvider {
  url: string;
  requests: ProviderRequest[];
  /** 'ok' answers 201 with a messageId; 'down' 503; 'unrecognised-ip' the answer Brevo gives then. */
  mode: 'ok' | 'down' | 'unrecognised-ip';
  close(): Promise<void>;
}

/** A local stand-in for the Brevo-style provider; refuses a request without the right api-key. */
export async function startHttpProvider(apiKey: string): Promise<HttpProvider> {
  const provider = { requests: [] as ProviderRequest[], mode: 'ok' as HttpProvider['mode'] };
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      const answer = (status: number, body: object) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.headers['api-key'] !== apiKey)
        return answer(401, { code: 'unauthorized', message: 'Key not found' });
      provider.requests.push({ headers: req.headers, body: JSON.parse(raw) });
      if (provider.mode === 'down') return answer(503, { message: 'Service unavailable' });
      if (provider.mode === 'unrecognised-ip') {
        return answer(401, {
          code: 'unauthorized',
          message:
            'We have detected you are using an unrecognised IP address 203.0.113.9. If you performed this action make sure to add the new IP address in this link: https://app.brevo.com/security/authorised_ips',
        });
      }
      return answer(201, { messageId: `<provider-${provider.requests.length}@smtp-relay.example>` });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(provider, {
    url: `http://127.0.0.1:${port}/v3/smtp/email`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

/** A clock the test moves by hand. */
export function testClock(start = Date.now()) {
  let t = start;
  return {
    now: () => new Date(t),
    advance(ms: number) {
      t += ms;
    },
  };
}

// --- a small MIME reader: enough for what nodemailer writes ---

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, _charset: string, enc: string, data: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : Buffer.from(
            data
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    );
}

function splitHead(raw: string): { headers: Map<string, string>; body: string } {
  const at = raw.indexOf('\r\n\r\n');
  const head = at < 0 ? raw : raw.slice(0, at);
  const body = at < 0 ? '' : raw.slice(at + 4);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch (encoding?.toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable': {
      const bytes = body
        .replace(/=\r\n/g, '')
        .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      return Buffer.from(bytes, 'latin1').toString('utf8');
    }
    default:
      return body;
  }
}

function collectParts(raw: string, out: { html: string; text: string }): void {
  const { headers, body } = splitHead(raw);
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    for (const part of body.split(`--${boundary}`).slice(1)) {
      if (part.startsWith('--')) break;
      collectParts(part.replace(/^\r\n/, ''), out);
    }
    return;
  }
  const content = decodeBody(body.replace(/\r\n$/, ''), headers.get('content-transfer-encoding'));
  if (type.toLowerCase().startsWith('text/html')) out.html = content.replace(/\r\n/g, '\n');
  else if (type.toLowerCase().startsWith('text/plain')) out.text = content.replace(/\r\n/g, '\n');
}

export function parseMime(raw: string): Omit<ReceivedMail, 'rcptTo'> {
  const { headers } = splitHead(raw);
  const parts = { html: '', text: '' };
  collectParts(raw, parts);
  return {
    from: decodeWords(headers.get('from') ?? ''),
    to: decodeWords(headers.get('to') ?? ''),
    subject: decodeWords(headers.get('subject') ?? ''),
    messageId: headers.get('message-id') ?? '',
    ...parts,
  };
}
