import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

/** Where `npm run dev -w @sankalp/admin` forwards API calls; the API listens on 3000 by default (apps/api). */
const apiTarget = process.env.SANKALP_API_URL ?? 'http://localhost:3000';

/** The console calls its own API (/admin/api) and the dev-only OTP helper (/public/api); both are the API's. */
const toApi = { target: apiTarget, changeOrigin: true, headers: { 'accept-encoding': 'identity' } };
const apiProxy = { '/admin/api': toApi, '/public/api': toApi };

/** The contract's TypeScript sources (its "@sankalp/source" export): the console bundles them itself. */
const contractSource = '@sankalp/source';

/**
 * The operator console: real React (not the site's Preact compat layer, decision 101) with Fast
 * Refresh, served by the API under /admin (apps/api/src/plugins/admin-web.ts).
 */
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  resolve: { conditions: [contractSource, ...defaultClientConditions] },
  server: { port: 5174, proxy: apiProxy },
  preview: { port: 4174, proxy: apiProxy },
  build: { target: 'es2022', reportCompressedSize: false, chunkSizeWarningLimit: 600 },
});
