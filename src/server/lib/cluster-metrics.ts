import cluster from 'node:cluster';
import { AggregatorRegistry, type Registry } from 'prom-client';

/**
 * /metrics across a cluster (WORKERS > 1): a scrape reaches one worker, yet the request counts, latencies, pool
 * and cache figures are each worker's own. The worker asks the primary, which gathers every worker's registry
 * (prom-client's AggregatorRegistry: sums, or the `aggregator` a metric names) and answers the text.
 */
const ASK = 'karigar:metrics';
const ANSWER = 'karigar:metrics-answer';
const ANSWER_WITHIN_MS = 5_000;

interface Answer {
  type: typeof ANSWER;
  id: number;
  text?: string;
  error?: string;
}

/** The primary's side: answers the workers' asks with every worker's figures. Once, when /metrics is on. */
export function serveClusterMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: { type?: string; id?: number }) => {
    if (message?.type !== ASK) return;
    const reply = (answer: Omit<Answer, 'type' | 'id'>) => {
      if (worker.isConnected()) worker.send({ type: ANSWER, id: message.id, ...answer });
    };
    aggregator.clusterMetrics().then(
      (text) => reply({ text }),
      (error: Error) => reply({ error: error.message }),
    );
  });
}

let asked = 0;
const waiting = new Map<number, { resolve(text: string): void; reject(error: Error): void }>();

/** A worker's registry joins the primary's gathering (prom-client listens for the primary's requests). */
export function joinClusterMetrics(registry: Registry): void {
  AggregatorRegistry.setRegistries([registry]);
  // Constructing one adds prom-client's worker listener; the instance itself is not used.
  new AggregatorRegistry();
  process.on('message', (message: Answer) => {
    if (message?.type !== ANSWER) return;
    const ask = waiting.get(message.id);
    waiting.delete(message.id);
    if (message.error !== undefined) ask?.reject(new Error(message.error));
    else ask?.resolve(message.text ?? '');
  });
}

/** From a worker: every worker's figures, gathered by the primary. */
export function clusterMetricsText(): Promise<string> {
  const id = ++asked;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      waiting.delete(id);
      reject(new Error('the cluster primary did not answer for metrics'));
    }, ANSWER_WITHIN_MS);
    waiting.set(id, {
      resolve: (text) => {
        clearTimeout(timer);
        resolve(text);
      },
      reject: (error) => {
        clearTimeout(timer);
        reject(error);
      },
    });
    process.send?.({ type: ASK, id });
  });
}
