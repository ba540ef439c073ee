import { fileURLToPath } from 'node:url';

/*
 * Files the server reads or starts beside its own code. This module sits two folders below the project
 * root as source (src/server/) and, bundled, as the compiled server (dist/server/*.js: scripts/build-server.ts
 * keeps every output file flat there), so one relative URL finds the root either way.
 */
const root = new URL('../../', import.meta.url);
const at = (path: string) => fileURLToPath(new URL(path, root));
const compiled = !import.meta.url.endsWith('.ts');

export const MIGRATIONS_DIR = at('drizzle');
export const WEB_BUILD_DIR = at('dist/web');
/** scripts/backup.sh and restore.sh (pg_dump, pg_restore): in a checkout, not in the image. */
export const SCRIPTS_DIR = at('scripts');
/** The seeding command a first start runs in a child process: compiled in production, the source under tsx. */
export const SEED_CLI = compiled ? at('dist/server/seed-cli.js') : at('src/server/db/seed-cli.ts');
/**
 * The storefront's server render (decision 026): the `vite build --ssr` output when compiled, the web
 * source under tsx and vitest.
 */
export const PAGE_RENDERER = compiled ? at('dist/ssr/entry-server.js') : at('src/web/entry-server.tsx');
/** The share cards' TrueType fonts (decision 089): copied beside the compiled server by scripts/build-server.ts. */
export const SHARE_CARD_FONTS_DIR = compiled
  ? at('dist/share-card-fonts')
  : at('src/server/features/share-cards/fonts');
/** The demo seed's rendered artwork, kept between seeds on this machine (decision 078). */
export const DEMO_ARTWORK_CACHE_DIR = at('node_modules/.cache/karigar-demo-artwork');
