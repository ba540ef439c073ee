import { join } from 'node:path';
import type { Config } from '../env.ts';
import { S3Storage } from './s3-storage.ts';
import { LocalDiskStorage, type Storage } from './storage.ts';

/** S3-compatible storage when S3_* is configured, else files under DATA_DIR/media served at /media. */
export function createStorage(config: Config): Storage {
  return config.s3 ? new S3Storage(config.s3) : new LocalDiskStorage(join(config.dataDir, 'media'));
}
