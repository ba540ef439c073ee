/**
 * `npm run build:server` (part of `npm run build`): the server as plain JavaScript in dist/server, which
 * `npm start` and the Docker image run with `node dist/server/main.js`, so no TypeScript loader runs in the
 * server process (decision 012). esbuild bundles our code (src/server, src/shared, the `#…` import map) and
 * leaves every npm package to node_modules. Each entry lands flat in dist/server, beside its shared chunks:
 * src/server/project-paths.ts finds the project root from there.
 */
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const root = new URL('..', import.meta.url).pathname;

rmSync(`${root}dist/server`, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: {
    main: 'src/server/main.ts',
    'seed-cli': 'src/server/db/seed-cli.ts',
    'migrate-cli': 'src/server/db/migrate-cli.ts',
    'backup-cli': 'src/server/db/backup-cli.ts',
    'admin-create-cli': 'src/server/features/auth/admin-create-cli.ts',
  },
  outdir: 'dist/server',
  bundle: true,
  splitting: true,
  packages: 'external',
  platform: 'node',
  format: 'esm',
  target: 'node22.12',
  // Readable output; `node --enable-source-maps` maps a stack trace back to the TypeScript.
  sourcemap: 'linked',
  logLevel: 'warning',
});
// The share cards' fonts (decision 089), where src/server/project-paths.ts looks for them beside the compiled server.
rmSync(`${root}dist/share-card-fonts`, { recursive: true, force: true });
cpSync(`${root}src/server/features/share-cards/fonts`, `${root}dist/share-card-fonts`, { recursive: true });
