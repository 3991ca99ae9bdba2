import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { DestinationStream } from 'pino';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { API_PREFIX } from '@sankalp/contract';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { Listen } from './db/listen.ts';
import { registerAdminApi } from './admin/routes.ts';
import { authRoutes } from './features/auth/routes.ts';
import { bannerRoutes } from './features/banner/routes.ts';
import { cartRoutes } from './features/cart/routes.ts';
import { configRoutes } from './features/config/routes.ts';
import { documentLinkRoutes, receiptRoutes } from './features/receipt/routes.ts';
import { useDocumentSettings } from './features/receipt/settings.ts';
import { faqRoutes } from './features/faq/routes.ts';
import { offeringRoutes } from './features/offering/routes.ts';
import { orderRoutes } from './features/order/routes.ts';
import { paymentRoutes } from './features/payment/routes.ts';
import { pujaRoutes } from './features/puja/routes.ts';
import { reviewRoutes } from './features/review/routes.ts';
import { registerSeo } from './features/seo/routes.ts';
import { registerNotifications } from './features/notification/routes.ts';
import { shippingWebhookRoutes } from './features/shipping/webhook-routes.ts';
import { userRoutes } from './features/user/routes.ts';
import { serializeError } from './lib/log-errors.ts';
import { sampleProcessPressure, type PressureSource } from './lib/pressure.ts';
import { createReadCache } from './lib/read-cache.ts';
import { serverTimeouts } from './lib/server-timeouts.ts';
import { frontedServer } from './lib/front-answers.ts';
import { catalogueFront } from './plugins/cached-json.ts';
import { allowedMethods } from './plugins/allowed-methods.ts';
import { registerAnswerHeaders } from './plugins/answer-headers.ts';
import { registerDocs } from './plugins/docs.ts';
import { frameworkErrorAnswer, registerErrorHandler } from './plugins/error-handler.ts';
import { registerHealth } from './plugins/health.ts';
import { registerIdempotency } from './plugins/idempotency.ts';
import { registerInputGuard } from './plugins/input-guard.ts';
import { registerLanguage } from './plugins/language.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { registerOverload } from './plugins/overload.ts';
import { registerPaymentProvider } from './plugins/payment-provider.ts';
import { registerPdfRenderer } from './features/receipt/pdf-renderer.ts';
import { requestIdGenerator, registerRequestId } from './plugins/request-id.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerAdminWeb } from './plugins/admin-web.ts';
import { registerWeb } from './plugins/web.ts';
import { registerSessionCache } from './lib/session-cache.ts';
import type { AuthUser } from './plugins/auth.ts';
import { registerMediaFiles } from './media/serve-media.ts';

/** Requests carry small JSON bodies only; anything bigger is refused before it is parsed. */
const BODY_LIMIT_BYTES = 64 * 1024;

/** A hop count as the function Fastify's types accept (its runtime takes the number too). */
const trustProxy = (setting: Config['TRUST_PROXY']) => (typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting);

export type BuildOptions = {
  logStream?: DestinationStream;
  /** LISTEN on the database (DbHandle.listen): wakes the outbox worker at once; without it, it polls. */
  listen?: Listen;
  /** The database's queue of queries waiting for a connection (DbHandle.poolWaiting): an overload signal. */
  poolWaiting?: () => number;
  /** Connections of the database pool running a query (DbHandle.poolInUse): a metric. */
  poolInUse?: () => number;
  /** PostgreSQL: an unpooled client (DbHandle.sessionClient), for the video uploads' shared locks. */
  sessionClient?: () => pg.Client;
  /** Where the overload check reads how loaded the process is; tests force it. Default: this process, sampled. */
  pressure?: PressureSource;
};

/** Builds the whole product: external plugins, then app plugins, then routes. Does not listen. */
export async function buildApp(config: Config, db: Db, options: BuildOptions = {}): Promise<FastifyInstance> {
  // The contract is zod/mini, which loads no locale: without this, a validation message the contract
  // does not spell out (e.g. a too-long id) reads "Invalid input" unless classic zod happened to load.
  z.config(z.locales.en());
  const readCache = createReadCache(config.CATALOGUE_CACHE_SECONDS);
  const requestId = requestIdGenerator(config.TRUST_PROXY !== false);
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: ['req.headers["x-access-token"]', 'req.headers.authorization'],
      serializers: { err: serializeError },
      stream: options.logStream,
    },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: trustProxy(config.TRUST_PROXY),
    genReqId: requestId,
    frameworkErrors: frameworkErrorAnswer,
    ...serverTimeouts(config),
    // Kept catalogue answers are sent before Fastify sees the request (decision 285).
    serverFactory: frontedServer(catalogueFront(readCache), requestId),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('config', config);
  useDocumentSettings(config);
  app.decorate('db', db);
  app.decorate('sessionClient', options.sessionClient ?? null);
  app.decorate('readCache', readCache);
  app.decorate('sessionCache', registerSessionCache<AuthUser>(app, config.SESSION_CACHE_SECONDS, options.listen));
  registerPaymentProvider(app);
  registerPdfRenderer(app);
  // Both watch every route as it is registered, so they come before the first (decision 235).
  registerAnswerHeaders(app);
  const otherMethods = allowedMethods(app);

  await registerSecurityHeaders(app, config);
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await registerDocs(app);
  registerLanguage(app);
  registerErrorHandler(app);
  registerInputGuard(app);
  registerIdempotency(app);
  registerRequestId(app);
  registerHealth(app);
  registerMetrics(app, { inUse: options.poolInUse ?? (() => 0), waiting: options.poolWaiting ?? (() => 0) });
  registerOverload(app, options.pressure ?? sampleProcessPressure(config.OVERLOAD_SAMPLE_MS, options.poolWaiting ?? (() => 0)));

  await app.register(
    async (api) => {
      await api.register(pujaRoutes);
      await api.register(offeringRoutes);
      await api.register(bannerRoutes);
      await api.register(faqRoutes);
      await api.register(reviewRoutes);
      await api.register(configRoutes);
      await api.register(authRoutes);
      await api.register(userRoutes);
      await api.register(cartRoutes);
      await api.register(orderRoutes);
      await api.register(paymentRoutes);
      await api.register(receiptRoutes);
      await api.register(documentLinkRoutes);
    },
    { prefix: API_PREFIX },
  );
  await registerAdminApi(app);
  await registerNotifications(app, options.listen);
  await app.register(shippingWebhookRoutes);
  await registerMediaFiles(app, config.MEDIA_DIR);
  await registerAdminWeb(app, config.ADMIN_DIST_DIR);
  // Real routes, ahead of the site's not-found handler that serves its pages.
  await registerSeo(app);
  await registerWeb(app, config.WEB_DIST_DIR, config.WEB_SSR_ENTRY);
  // Last: 405 / OPTIONS for the methods each known path lacks, once every path is known.
  otherMethods.register();
  return app;
}
