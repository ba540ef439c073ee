// Prints a port P such that P, P+1, … P+n-1 are all free on 127.0.0.1 (n from argv, default 1): the browser
// suite's shops listen on consecutive ports (e2e/shops.ts). Used by .ci/run.
import { createServer } from 'node:net';

const count = Number(process.argv[2] ?? 1);
const listen = (port) =>
  new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(null));
    server.listen(port, '127.0.0.1', () => resolve(server));
  });

for (let attempt = 0; attempt < 50; attempt++) {
  const first = await listen(0);
  const base = first.address().port;
  const rest = [];
  for (let i = 1; i < count; i++) rest.push(await listen(base + i));
  const servers = [first, ...rest];
  await Promise.all(servers.filter(Boolean).map((s) => new Promise((done) => s.close(done))));
  if (rest.every(Boolean)) {
    process.stdout.write(`${base}\n`);
    process.exit(0);
  }
}
process.stderr.write(`no ${count} consecutive free ports found\n`);
process.exit(1);
