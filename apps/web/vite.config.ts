import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

/** Where `npm run dev` forwards API calls; the API listens on 3000 by default (apps/api). */
const apiTarget = process.env.SANKALP_API_URL ?? 'http://localhost:3000';

/** Dev/preview forward /public/api to the API. Over loopback compression buys nothing: plain bodies. */
const toApi = { target: apiTarget, changeOrigin: true, headers: { 'accept-encoding': 'identity' } };
/** The API, and the images and videos uploaded through the console (served by the API at /media). */
const apiProxy = { '/public/api': toApi, '/media': toApi };

/**
 * The site is written against React's API and types, and runs on Preact's compatibility layer:
 * react-dom alone is 64 KB gzip, over two thirds of the landing page's JavaScript budget (decision 040).
 */
const reactOnPreact = {
  'react-dom/client': 'preact/compat/client',
  'react-dom/test-utils': 'preact/test-utils',
  'react-dom': 'preact/compat',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-runtime',
  react: 'preact/compat',
  // React 17's shim for a hook Preact has built in.
  'use-sync-external-store/shim': 'preact/compat',
};

/** The contract's TypeScript sources (its "@sankalp/source" export): the site bundles them itself. */
const contractSource = '@sankalp/source';

export default defineConfig({
  // React Fast Refresh cannot patch Preact's components (an edit would be "hot updated" and not
  // shown), so it is off: an edited module reloads the page in development.
  plugins: [react({ refreshExclude: /./ })],
  resolve: { alias: reactOnPreact, conditions: [contractSource, ...defaultClientConditions] },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
  build: {
    target: 'es2022',
    // tools/bundle-report.mjs reads it to size what the landing page loads.
    manifest: true,
    // The landing page budget is measured on gzip sizes; keep the report readable.
    reportCompressedSize: true,
    chunkSizeWarningLimit: 300,
  },
});
