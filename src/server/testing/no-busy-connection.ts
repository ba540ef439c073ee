import pg from 'pg';
import { afterAll, expect } from 'vitest';

/**
 * Fails a test file in which queries piled up on one PostgreSQL connection (on PostgreSQL, scripts/with-pg.sh).
 * node-postgres queues a query sent while another already waits behind the running one, and deprecates that
 * (gone in pg 9). A transaction has one connection: its queries go one after another.
 *
 * Counted here with pg's own test (a query arriving while its queue is not empty, outside pipeline mode), not
 * from pg's warning: that is said once per process, and the server's files share their worker process.
 */
interface QueueingClient {
  _queryQueue: unknown[];
  pipeline?: boolean;
}
/** Where the piled-up queries are listed, for the whole process (its test reads it). */
export const PILED_UP = Symbol.for('karigar.test.piledUpQueries');
const queryText = (query: unknown) =>
  (typeof query === 'object' && query && 'text' in query ? String(query.text) : String(query)).slice(0, 200);
const registry = globalThis as typeof globalThis & { [PILED_UP]?: string[] };
if (!registry[PILED_UP]) {
  const piledUp: string[] = [];
  registry[PILED_UP] = piledUp;
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: QueueingClient, ...args: unknown[]) {
    if (this._queryQueue.length > 0 && !this.pipeline) piledUp.push(queryText(args[0]));
    return query.apply(this, args);
  } as typeof pg.Client.prototype.query;
}
const piledUp = registry[PILED_UP];
const before = piledUp.length;

afterAll(() => {
  expect(piledUp.slice(before), 'a query was sent to a PostgreSQL connection busy with another').toEqual([]);
});
