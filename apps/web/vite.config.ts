import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Where `npm run dev` forwards API calls; the API listens on 3000 by default (apps/api). */
const apiTarget = process.env.SANKALP_API_URL ?? 'http://localhost:3000';

/** Dev/preview forward /public/api to the API. Over loopback compression buys nothing: plain bodies. */
const apiProxy = { '/public/api': { target: apiTarget, changeOrigin: true, headers: { 'accept-encoding': 'identity' } } };

export default defineConfig({
  plugins: [react()],
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
