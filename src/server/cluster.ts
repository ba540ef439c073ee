import cluster, { type Worker } from 'node:cluster';
import type { Config } from './env.ts';

/** `npm start -- --workers N` is the same as WORKERS=N (the flag wins). */
export function workersFromArgs(
  env: Record<string, string | undefined>,
  args: readonly string[],
): Record<string, string | undefined> {
  const at = args.findIndex((a) => a === '--workers' || a.startsWith('--workers='));
  if (at === -1) return env;
  const arg = args[at]!;
  const value = arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : (args[at + 1] ?? '');
  return { ...env, WORKERS: value };
}

const RESTART_DELAY_MS = 1_000;
const SHUTDOWN_TIMEOUT_MS = 15_000;

/**
 * The cluster's primary: it serves nothing itself. The workers share the port (Node hands out connections
 * round-robin); the first to take the start-up lock migrates and seeds, the others wait for it. A worker
 * that dies after it served is replaced; one that dies before it ever listened stops the shop (a start-up
 * error would otherwise loop). SIGTERM/SIGINT go to every worker, which drain their requests and exit.
 */
export function runClusterPrimary(config: Config, say: (line: string) => void): void {
  let stopping = false;
  let listening = 0;
  let alive = 0;
  let announced = false;
  const everListened = new WeakSet<Worker>();

  const fork = () => {
    const worker = cluster.fork();
    alive++;
    worker.once('listening', () => {
      everListened.add(worker);
      listening++;
      if (listening === config.workers && !announced) {
        announced = true;
        say(`shop open at ${config.publicUrl} with ${config.workers} server processes (pids ${pids()})`);
      }
    });
    worker.once('exit', (code, signal) => {
      alive--;
      if (everListened.has(worker)) listening--;
      if (stopping) {
        if (alive === 0) process.exit(process.exitCode ?? 0);
        return;
      }
      if (!everListened.has(worker)) {
        say(`a server process could not start (exit ${signal ?? code}); stopping`);
        shutdown(1);
        return;
      }
      say(`server process ${worker.process.pid} exited (${signal ?? code}); starting another`);
      setTimeout(fork, RESTART_DELAY_MS);
    });
  };

  const pids = () =>
    Object.values(cluster.workers ?? {})
      .map((w) => w?.process.pid)
      .join(', ');

  const shutdown = (exitCode: number) => {
    if (stopping) return;
    stopping = true;
    process.exitCode = exitCode;
    if (alive === 0) process.exit(exitCode);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    setTimeout(() => process.exit(exitCode || 1), SHUTDOWN_TIMEOUT_MS).unref();
  };
  process.on('SIGTERM', () => shutdown(0));
  process.on('SIGINT', () => shutdown(0));

  say(`starting ${config.workers} server processes on one PostgreSQL...`);
  for (let i = 0; i < config.workers; i++) fork();
}
