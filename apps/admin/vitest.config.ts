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
      // One worker per core (Vitest's default leaves one idle; decision 255).
      maxWorkers: '100%',
      setupFiles: ['src/test/setup.ts'],
    },
  }),
);
