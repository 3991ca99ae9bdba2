import { config } from 'zod/mini';

/**
 * zod compiles fast parsers with `new Function` and probes for it first; the console's
 * Content-Security-Policy (script-src 'self', no 'unsafe-eval') refuses that probe and the browser
 * reports a violation. Parsing without the compiler is fast enough for API answers. Imported first
 * by main.tsx, before any schema parses.
 */
config({ jitless: true });
