import type { Config } from '../../config.ts';

/**
 * The site's origin in messages (the order page link). Messages are sent by a worker, not in
 * answer to a request, so there is no Host header to go by: PUBLIC_BASE_URL (required in
 * production), else this process's own port for a developer's machine.
 */
export const siteUrl = (config: Pick<Config, 'PUBLIC_BASE_URL' | 'PORT'>) => (config.PUBLIC_BASE_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');
