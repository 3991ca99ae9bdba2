import type { Config } from '../config.ts';
import type { DbTarget } from './client.ts';

export const dbTargetFromConfig = (config: Config): DbTarget =>
  config.DATABASE_URL
    ? { kind: 'postgres', url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE, connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS }
    : { kind: 'pglite', dataDir: config.DATA_DIR };
