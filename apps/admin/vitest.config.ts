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
      restoreMocks: true,
      setupFiles: ['src/test/setup.ts'],
    },
  }),
);
