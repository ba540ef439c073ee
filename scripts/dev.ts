// `npm run dev`: the API (restarting on change) beside Vite with hot reload; Vite proxies /api and /media.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { prettyLogLine } from './dev-log.ts';

const port = process.env.PORT ?? '3000';
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'src/server/main.ts'], {
    // Its JSON log made readable here (scripts/dev-log.ts); production keeps JSON.
    stdio: ['inherit', 'pipe', 'inherit'],
    env: { PAYMENT_PROVIDER: 'sandbox', ...process.env, PORT: port, NODE_ENV: 'development' },
  }),
  spawn('npx', ['vite', '--host', '127.0.0.1'], { stdio: 'inherit', env: { ...process.env, PORT: port } }),
];

const colour = process.stdout.isTTY === true;
createInterface({ input: children[0]!.stdout! }).on('line', (line) => {
  process.stdout.write(`${prettyLogLine(line, colour)}\n`);
});

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
console.info(`[karigar] dev: web at http://127.0.0.1:5173 (API on :${port})`);
