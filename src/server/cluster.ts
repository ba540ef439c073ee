import cluster, { type Worker } from 'node:cluster';
import type { Config } from './env.ts';
import { serveClusterMetrics } from './lib/cluster-metrics.ts';

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
export const SHUTDOWN_TIMEOUT_MS = 15_000;

/**
 * The cluster's primary: it serves nothing itself. The workers share the port (Node hands out connections
 * round-robin); the first to take the start-up lock migrates and seeds, the others wait for it. A worker
 * that dies after it served is replaced; one that dies before it ever listened stops the shop (a start-up
 * error would otherwise loop). SIGTERM/SIGINT go to every worker, which drain their requests and exit.
 * SIGHUP restarts the workers one at a time (new code, no downtime): a new one listens before an old one
 * is asked to drain and stop.
 */
export function runClusterPrimary(config: Config, say: (line: string) => void): void {
  let stopping = false;
  let restarting = false;
  let alive = 0;
  let announced = false;
  const everListened = new WeakSet<Worker>();
  const retiring = new WeakSet<Worker>();

  const fork = (): Promise<Worker | undefined> => {
    const worker = cluster.fork();
    alive++;
    const listened = new Promise<Worker | undefined>((resolve) => {
      worker.once('listening', () => {
        everListened.add(worker);
        resolve(worker);
        if (!announced && listeningCount() === config.workers) {
          announced = true;
          say(`shop open at ${config.publicUrl} with ${config.workers} server processes (pids ${pids()})`);
        }
      });
      worker.once('exit', () => resolve(undefined));
    });
    worker.once('exit', (code, signal) => {
      alive--;
      if (stopping) {
        if (alive === 0) process.exit(process.exitCode ?? 0);
        return;
      }
      if (retiring.has(worker)) return;
      if (!everListened.has(worker)) {
        say(`a server process could not start (exit ${signal ?? code}); stopping`);
        shutdown(1);
        return;
      }
      say(`server process ${worker.process.pid} exited (${signal ?? code}); starting another`);
      setTimeout(fork, RESTART_DELAY_MS);
    });
    return listened;
  };

  const workers = () => Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
  const listeningCount = () => workers().filter((w) => everListened.has(w)).length;
  const pids = () =>
    workers()
      .map((w) => w.process.pid)
      .join(', ');

  const rollingRestart = async () => {
    if (restarting || stopping) return;
    restarting = true;
    say('restarting the server processes one at a time...');
    for (const old of workers()) {
      if (stopping) break;
      if (!(await fork())) {
        say('a new server process could not start: the running ones stay');
        break;
      }
      retiring.add(old);
      const gone = new Promise((resolve) => old.once('exit', resolve));
      // Out of the round-robin first (the primary stops handing it connections at once), so no new connection
      // reaches a process that is closing and gets dropped unanswered; then it drains and stops.
      old.disconnect();
      old.process.kill('SIGTERM');
      await gone;
    }
    restarting = false;
    if (!stopping) say(`restart done (pids ${pids()})`);
  };

  const shutdown = (exitCode: number) => {
    if (stopping) return;
    stopping = true;
    process.exitCode = exitCode;
    if (alive === 0) process.exit(exitCode);
    for (const worker of workers()) worker.process.kill('SIGTERM');
    setTimeout(() => process.exit(exitCode || 1), SHUTDOWN_TIMEOUT_MS).unref();
  };
  process.on('SIGTERM', () => shutdown(0));
  process.on('SIGINT', () => shutdown(0));
  process.on('SIGHUP', () => void rollingRestart());

  // A scrape of /metrics reaches one worker, which asks here for every worker's figures.
  if (config.metricsToken) serveClusterMetrics();
  say(`starting ${config.workers} server processes on one PostgreSQL...`);
  for (let i = 0; i < config.workers; i++) void fork();
}
