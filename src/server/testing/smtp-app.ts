import { SmtpTransport } from '../lib/mailer.ts';
import { createAdmin, type TestClient } from './accounts.ts';
import { buildTestApp, type TestApp } from './build-test-app.ts';
import { type SmtpSink, startSmtpSink } from './fakes.ts';

export interface SmtpTestApp {
  t: TestApp;
  sink: SmtpSink;
  /** Signed in as an admin. */
  admin: TestClient;
  close(): Promise<void>;
}

/** A test app whose mail leaves through a real SMTP server (the sink on 127.0.0.1); the worker runs when asked. */
export async function buildSmtpTestApp(): Promise<SmtpTestApp> {
  const sink = await startSmtpSink();
  const t = await buildTestApp({
    mail: {
      transports: [new SmtpTransport({ host: '127.0.0.1', port: sink.port, secure: false })],
      pollMs: 0,
    },
  });
  return {
    t,
    sink,
    admin: await createAdmin(t),
    close: async () => {
      await t.close();
      await sink.close();
    },
  };
}
