// `npm start` runs this first (so do the e2e and bench servers): build the web client and the server when
// their output is missing or older than their sources.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = new URL('..', import.meta.url).pathname;

const outputs = [
  {
    name: 'the web client',
    built: 'dist/web/index.html',
    sources: ['src/web', 'src/shared', 'vite.config.ts', 'package.json'],
    build: ['npx', 'vite', 'build', '--logLevel', 'warn'],
  },
  {
    name: "the server's page renderer",
    built: 'dist/ssr/entry-server.js',
    sources: ['src/web', 'src/shared', 'vite.config.ts', 'package.json'],
    build: ['npx', 'vite', 'build', '--ssr', 'entry-server.tsx', '--logLevel', 'warn'],
  },
  {
    name: 'the server',
    built: 'dist/server/main.js',
    sources: ['src/server', 'src/shared', 'scripts/build-server.ts', 'package.json'],
    build: [process.execPath, '--import', 'tsx', 'scripts/build-server.ts'],
  },
];

function newestMtime(path: string): number {
  const full = join(root, path);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(full)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

export function ensureBuilt(): void {
  for (const output of outputs) {
    const builtFile = join(root, output.built);
    const builtAt = existsSync(builtFile) ? statSync(builtFile).mtimeMs : 0;
    if (builtAt >= Math.max(...output.sources.map(newestMtime))) continue;
    console.info(`[karigar] ${builtAt ? 'sources changed: rebuilding' : 'building'} ${output.name}...`);
    const [command, ...args] = output.build as [string, ...string[]];
    // Production builds even when the caller runs in another mode (the e2e server's NODE_ENV=test): React's
    // development build would differ from what ships.
    const result = spawnSync(command, args, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) ensureBuilt();
