// The better-auth CLI emits `timestamp(...)`; the house rule is timestamptz for every timestamp.
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../src/server/db/schema/auth.ts', import.meta.url);
const source = readFileSync(file, 'utf8').replace(
  /timestamp\("([a-z_]+)"\)/g,
  'timestamp("$1", { withTimezone: true })',
);
writeFileSync(file, source);
