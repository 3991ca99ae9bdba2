import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/** Unit tests only: src/**\/*.test.ts(x). Browser tests live in e2e/ (vitest.e2e.config.ts). */
export default mergeConfig(
  viteConfig,
  defineConfig({
    // The ES module builds, so their `import 'react'` meets the alias (CommonJS `require` would not).
    resolve: { conditions: ['module', 'browser', 'development|production'] },
    test: {
      include: ['src/**/*.test.{ts,tsx}'],
      exclude: ['e2e/**', 'node_modules/**', 'dist/**'],
      environment: 'happy-dom',
      restoreMocks: true,
      // Libraries that import React go through Vite too, so the React → Preact alias reaches them
      // and every component renders on the one runtime the site ships.
      server: { deps: { inline: [/react-router/, /@tanstack\/react-query/, /react-i18next/, /sonner/, /embla-carousel-react/] } },
    },
  }),
);
