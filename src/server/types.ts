import type { Db, DbHandle } from './db/client.ts';
import type { Config } from './env.ts';
import type { PublicCache } from './lib/public-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    dbHandle: DbHandle;
    publicCache: PublicCache;
  }
}
