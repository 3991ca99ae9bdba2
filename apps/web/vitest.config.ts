import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/** Unit and component tests only: src/**\/*.test.ts(x), in happy-dom. Browser tests live in e2e/ (vitest.e2e.config.ts). */
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      include: ['src/**/*.test.{ts,tsx}'],
      exclude: ['e2e/**', 'node_modules/**', 'dist/**'],
      environment: 'happy-dom',
      restoreMocks: true,
      setupFiles: ['src/test/setup.ts'],
    },
  }),
);
