import type pg from 'pg';
import type { Language } from '@sankalp/contract';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { ReadCache } from './lib/read-cache.ts';
import type { SessionCache } from './lib/session-cache.ts';
import type { AuthUser } from './plugins/auth.ts';
import type { Lifecycle } from './plugins/health.ts';
import type { PaymentProvider } from './payments/payment-provider.ts';
import type { PdfRenderer } from './features/receipt/pdf-renderer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    /** PostgreSQL: an unpooled client of the database, for session-long state (decision 250); PGlite: null. */
    sessionClient: (() => pg.Client) | null;
    readCache: ReadCache;
    /** Devotees' sessions as looked up, kept for SESSION_CACHE_SECONDS while LISTEN is up (decision 287). */
    sessionCache: SessionCache<AuthUser>;
    paymentProvider: PaymentProvider;
    /** Draws documents' PDFs on worker threads (decision 283). */
    pdfRenderer: PdfRenderer;
    /** Set by main.ts when a shutdown starts (plugins/health.ts). */
    lifecycle: Lifecycle;
  }
  interface FastifyRequest {
    /** From Accept-Language: `hindi` (or hi, hi-IN) picks Hindi, anything else English. */
    language: Language;
  }
}
