import path from 'node:path';
import { expect, it } from 'vitest';
import { loadConfig } from '../../../src/config.ts';

it('takes a relative data or build folder from the folder the process was started in', () => {
  const config = loadConfig({ NODE_ENV: 'test', WEB_DIST_DIR: '../web/dist', ADMIN_DIST_DIR: 'admin-build', DATA_DIR: './data/pglite' });
  expect(config.WEB_DIST_DIR).toBe(path.resolve(process.cwd(), '../web/dist'));
  expect(config.ADMIN_DIST_DIR).toBe(path.join(process.cwd(), 'admin-build'));
  expect(config.DATA_DIR).toBe(path.join(process.cwd(), 'data', 'pglite'));
  // An absolute one stays as given.
  expect(loadConfig({ NODE_ENV: 'test', WEB_DIST_DIR: '/srv/sankalp/web' }).WEB_DIST_DIR).toBe('/srv/sankalp/web');
});
