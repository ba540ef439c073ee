import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { closedPort } from '../../../testing/fakes.ts';
import { type GraphApi, startGraphApi, WHATSAPP_TEST_ENV } from '../whatsapp-test-support.ts';
import { MessagingError } from './messaging-provider.ts';
import { WhatsAppCloudProvider } from './whatsapp-cloud.ts';

/** The Cloud API provider against a local server playing Graph API's documented messages endpoint. */

let graph: GraphApi;
const keys = {
  accessToken: WHATSAPP_TEST_ENV.WHATSAPP_ACCESS_TOKEN,
  phoneNumberId: WHATSAPP_TEST_ENV.WHATSAPP_PHONE_NUMBER_ID,
  apiVersion: 'v21.0',
};
const message = {
  to: '919876543210',
  template: 'order_shipped',
  language: 'en',
  parameters: ['Meera', 'CT261127AB12CD', 'Delhivery', 'https://www.delhivery.com/track/package/1234567890'],
};

beforeAll(async () => {
  graph = await startGraphApi();
});
afterAll(() => graph.close());
beforeEach(() => {
  graph.requests.length = 0;
  graph.mode = 'ok';
});

async function refusal(provider: WhatsAppCloudProvider): Promise<MessagingError> {
  const error = await provider.sendTemplate(message).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(MessagingError);
  return error as MessagingError;
}

describe('WhatsApp Cloud API provider', () => {
  it('posts a template message to /{version}/{phone-number-id}/messages with the Bearer token', async () => {
    const sent = await new WhatsAppCloudProvider(keys, graph.url).sendTemplate(message);
    expect(sent.messageId).toBe('wamid.HBgM1919876543210');
    expect(graph.requests).toHaveLength(1);
    const [request] = graph.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/v21.0/106540352242922/messages' });
    expect(request!.headers.authorization).toBe('Bearer EAAG-test-access-token');
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '919876543210',
      type: 'template',
      template: {
        name: 'order_shipped',
        language: { code: 'en' },
        components: [
          { type: 'body', parameters: message.parameters.map((text) => ({ type: 'text', text })) },
        ],
      },
    });
  });

  it('a template without parameters goes without components', async () => {
    await new WhatsAppCloudProvider(keys, graph.url).sendTemplate({
      ...message,
      template: 'hello_world',
      parameters: [],
    });
    expect(graph.requests[0]!.body.template).toEqual({ name: 'hello_world', language: { code: 'en' } });
  });

  it('throttling (130429) and a service outage are worth another try', async () => {
    const provider = new WhatsAppCloudProvider(keys, graph.url);
    graph.mode = 'throttled';
    const throttled = await refusal(provider);
    expect(throttled.retryable).toBe(true);
    expect(throttled.message).toContain('HTTP 429, code 130429');
    graph.mode = 'down';
    expect((await refusal(provider)).retryable).toBe(true);
  });

  it('a missing template (132001) and an expired token (190) fail for good', async () => {
    const provider = new WhatsAppCloudProvider(keys, graph.url);
    graph.mode = 'template-missing';
    const missing = await refusal(provider);
    expect(missing.retryable).toBe(false);
    expect(missing.message).toContain('code 132001');
    expect(missing.message).toContain('does not exist in en');
    graph.mode = 'token-expired';
    expect((await refusal(provider)).retryable).toBe(false);
  });

  it('an unreachable Graph API is worth another try', async () => {
    const port = await closedPort();
    const error = await refusal(new WhatsAppCloudProvider(keys, `http://127.0.0.1:${port}`));
    expect(error.retryable).toBe(true);
    expect(error.message).toMatch(/^WhatsApp unreachable/);
  });
});
