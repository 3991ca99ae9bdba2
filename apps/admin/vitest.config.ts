import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/** Unit and component tests: src/**\/*.test.ts(x), in happy-dom. */
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      include: ['src/**/*.test.{ts,tsx}'],
      exclude: ['node_modules/**', 'dist/**'],
      environment: 'happy-dom',
      // Each file in its own VM context of one worker: happy-dom is set up once per worker, not once
      // per file (that setup was half the run: web 35 → 12 s, admin 31 → 14 s here; decision 272).
      pool: 'vmThreads',
      restoreMocks: true,
      // One worker per core (Vitest's default leaves one idle; decision 255).
      maxWorkers: '100%',
      setupFiles: ['src/test/setup.ts'],
      // tus-js-client as the browser runs it (its XMLHttpRequest stack), not its Node build: the
      // upload tests stand in for the browser's XMLHttpRequest.
      alias: [{ find: /^tus-js-client$/, replacement: 'tus-js-client/lib.esm/browser/index.js' }],
      server: { deps: { inline: ['tus-js-client'] } },
    },
  }),
);
