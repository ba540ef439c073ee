import { afterAll, expect } from 'vitest';

/**
 * Fails a test file in which queries piled up on one PostgreSQL connection (on PostgreSQL, scripts/with-pg.sh).
 * node-postgres queues a query sent while another already waits behind the running one, deprecates that (gone in
 * pg 9) and warns once per process. A transaction has one connection: its queries go one after another.
 */
const BUSY_CONNECTION = 'when the client is already executing a query';
const warnings: string[] = [];
const onWarning = (warning: Error) => {
  if (warning.message.includes(BUSY_CONNECTION)) warnings.push(warning.message);
};
process.on('warning', onWarning);

afterAll(() => {
  process.off('warning', onWarning);
  expect(warnings, 'a query was sent to a PostgreSQL connection busy with another').toEqual([]);
});
