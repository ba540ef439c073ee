import type { Db, DbHandle } from './db/client.ts';
import type { Config } from './env.ts';
import type { PublicCache } from './lib/public-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    /** Public catalog and blog reads: the read replica when configured (the primary just after a write). */
    readDb: Db;
    dbHandle: DbHandle;
    publicCache: PublicCache;
  }
}
