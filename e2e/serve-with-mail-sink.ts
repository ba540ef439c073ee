import { spawn } from 'node:child_process';
import { ensureBuilt } from '../scripts/ensure-build.ts';
import { startMailSink } from './mail-sink.ts';

/**
 * The e2e webServer: the mail sink, then the production server (`dist/server/main.js`, rebuilt first if its
 * sources changed, as `npm start` does) sending through it. Playwright
 * starts the webServer before globalSetup, so the sink has to live here. The environment passes through, plus
 * SMTP_HOST/SMTP_PORT; SIGTERM and SIGINT go to the server, whose exit code becomes ours.
 */
ensureBuilt();
const sink = await startMailSink();

const child = spawn(process.execPath, ['dist/server/main.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(sink.port),
    SMTP_SECURE: 'false',
    SMTP_USER: '',
    SMTP_PASS: '',
  },
});

for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) {
  process.on(signal, () => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  });
}

child.on('exit', (code, signal) => {
  void sink.close().finally(() => {
    if (signal) {
      process.removeAllListeners(signal);
      process.kill(process.pid, signal);
    } else {
      process.exit(code ?? 1);
    }
  });
});
