import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type OutgoingMail, RecordingMailer } from '../../lib/mailer.ts';
import { codeFor, createCustomer, signUpBody, TestClient, uniqueEmail } from '../../testing/accounts.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';

/** A mail server that takes 300 ms to accept each message (real SMTP or HTTP providers often take longer). */
class SlowMailer extends RecordingMailer {
  override async send(mail: OutgoingMail) {
    await new Promise((resolve) => setTimeout(resolve, 300));
    return super.send(mail);
  }
}

const slow = new SlowMailer();
let t: TestApp;
beforeAll(async () => {
  t = { ...(await buildTestApp({ mail: { transports: [slow] } })), mailer: slow };
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

/**
 * Review M5: an answer that waited for the code mail would come later exactly when the email has
 * an account. The code mail is queued: the answer leaves while the mail server still has it.
 */
describe('code mails with a mail server that takes 300 ms (M5)', () => {
  it.each([
    ['forgot-password', 'Your Karigar password reset code'],
    ['resend-verification-code', 'Your Karigar verification code'],
  ])(
    '%s answers a known and an unknown email before the mail is delivered; the code arrives after',
    async (route, subject) => {
      const known = uniqueEmail();
      if (route === 'forgot-password') await createCustomer(t, known);
      else await new TestClient(t).post('/api/account/sign-up', signUpBody(known));
      await t.app.mailer.settled();
      // past the resend lock of the code the account already has
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
      const unknown = uniqueEmail();

      for (const email of [known, unknown]) {
        const sentBefore = slow.sent.length;
        const answer = await new TestClient(t).post(`/api/account/${route}`, { email });
        expect(answer.statusCode).toBe(200);
        expect(slow.sent.length).toBe(sentBefore);
      }
      expect(await codeFor(t, known)).toMatch(/^\d{6}$/);
      expect(slow.lastTo(known)?.subject).toBe(subject);
      expect(slow.lastTo(unknown)).toBeUndefined();
    },
  );
});
