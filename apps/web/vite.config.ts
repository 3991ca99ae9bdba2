import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

/** Where `npm run dev` forwards API calls; the API listens on 3000 by default (apps/api). */
const apiTarget = process.env.SANKALP_API_URL ?? 'http://localhost:3000';

/** Dev/preview forward /public/api to the API. Over loopback compression buys nothing: plain bodies. */
const toApi = { target: apiTarget, changeOrigin: true, headers: { 'accept-encoding': 'identity' } };
/** The API, and the images and videos uploaded through the console (served by the API at /media). */
const apiProxy = { '/public/api': toApi, '/media': toApi };

/** The contract's TypeScript sources (its "@sankalp/source" export): the site bundles them itself. */
const contractSource = '@sankalp/source';

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: [contractSource, ...defaultClientConditions] },
  // The server renderer (dist-ssr/entry-server.js, loaded by the API: decision 160) bundles the
  // contract's sources like the site does; libraries stay in node_modules.
  ssr: { resolve: { conditions: [contractSource, ...defaultServerConditions] } },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
  build: {
    target: 'es2022',
    // tools/bundle-report.mjs reads it to size what the landing page loads.
    manifest: true,
    // The landing page budget is measured on gzip sizes; keep the report readable.
    reportCompressedSize: true,
    chunkSizeWarningLimit: 300,
    // One stylesheet, linked from index.html: a server-rendered page is styled at its first paint.
    // Split per chunk, a page's CSS arrived with its JavaScript, after the HTML had painted unstyled
    // (and moved). All of it is ~11 KB gzip (decision 162).
    cssCodeSplit: false,
  },
});
