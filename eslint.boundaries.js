// Feature boundaries (decision 075): app → features → shared, never sideways into another
// feature's insides. Checked by eslint-plugin-boundaries on every import, export and dynamic import.
import boundaries from 'eslint-plugin-boundaries';

/**
 * apps/web: a feature's public surface is its index.ts. One more entry point is declared:
 * landing takes the event cards from event/cards.ts, not the barrel, which would pull the list and
 * detail pages into the landing chunk (apps/web/README.md, Performance).
 */
const WEB_EXTRA_SURFACES = [{ from: 'landing', to: 'event', files: ['cards.ts'] }];

/**
 * apps/api: features have no barrel; each dependency between two features is listed here with the
 * files it may use, so a new one is a visible change to this list (and, when it is a choice, a
 * decision record).
 */
const API_FEATURE_DEPENDENCIES = [
  // puja and offering are the two kinds of event: their routes are built by event's.
  { from: ['puja', 'offering'], to: 'event', files: ['event-routes.ts'] },
  // The sitemap and link-preview images read published events with the catalogue's own filter (decision 161).
  { from: ['seo'], to: 'event', files: ['queries.ts', 'get-event-detail.ts'] },
  // An event's detail embeds its FAQs.
  { from: ['event'], to: 'faq', files: ['to-faq.ts'] },
  // Checkout consumes a cart, one way only (decision 025).
  {
    from: ['order'],
    to: 'cart',
    files: ['catalogue.ts', 'price-cart.ts', 'queries.ts', 'cart-rules.ts'],
  },
  // A payment moves its order through the order state machine (decision 023).
  { from: ['payment'], to: 'order', files: ['order-status.ts'] },
  // A capture after the event stopped selling cancels the unpaid order and tells the devotee, who
  // has paid, that it is cancelled and refunded (decision 184).
  { from: ['payment'], to: 'notification', files: ['enqueue.ts'] },
  // The profile's WhatsApp switch reads and records the account's consent (decision 171).
  { from: ['user'], to: 'notification', files: ['consent.ts'] },
  // An order change queues its message to the devotee in its own transaction; checkout records the
  // WhatsApp consent (decisions 170, 171).
  { from: ['order'], to: 'notification', files: ['enqueue.ts', 'consent.ts'] },
  // The notification sweep records SANKALP_CONFIRMED on the timeline once booking closes (decision 170).
  { from: ['notification'], to: 'order', files: ['order-status.ts'] },
  // The order page shows the prasad parcel's tracking scans (decision 182).
  { from: ['order'], to: 'shipping', files: ['scans.ts'] },
  // A capture issues its receipt, a processed refund its note, in their own transactions (decision 260).
  { from: ['payment'], to: 'receipt', files: ['issue.ts'] },
  // The order page lists its receipts with signed links; the paid message links its receipt (decisions 260, 261).
  { from: ['order'], to: 'receipt', files: ['documents.ts', 'links.ts'] },
  { from: ['notification'], to: 'receipt', files: ['settings.ts', 'links.ts'] },
];

/**
 * apps/api/src/admin: the console's features (decision 090). They use admin/core (staff sessions,
 * permissions, audit) and shared code freely, and the site's features only through these files.
 */
const ADMIN_USES_SITE_FEATURES = [
  // Staff sign in with the site's OTP mechanism (same limits, same hashed codes).
  { from: ['auth'], to: 'auth', files: ['send-otp.ts', 'verify-otp.ts', 'dev-otp-route.ts'] },
  // Fulfilment actions move orders through the site's state machine (decision 023) and refund
  // through the payment feature's refund service, which its webhooks settle (decision 142).
  { from: ['fulfilment', 'exceptions'], to: 'order', files: ['order-status.ts'] },
  { from: ['fulfilment'], to: 'notification', files: ['retell-waiting-shipment.ts'] },
  { from: ['fulfilment', 'exceptions'], to: 'payment', files: ['refund-payment.ts'] },
  // The order page lists the order's messages and resends one, on the channel the devotee's
  // consent allows now (decisions 170, 173).
  { from: ['orders'], to: 'notification', files: ['admin-messages.ts', 'site-url.ts', 'enqueue.ts', 'consent.ts'] },
  { from: ['occurrences'], to: 'order', files: ['order-status.ts'] },
  // The occurrence page counts its orders' messages: sent, waiting, failed (issue 19, decision 185).
  { from: ['occurrences'], to: 'notification', files: ['message-counts.ts', 'retime-video-messages.ts'] },
  // The order page lists the order's receipts and refund notes and gives their PDFs (decision 260).
  { from: ['orders'], to: 'receipt', files: ['documents.ts'] },
];

/**
 * apps/api/src/admin: one console feature using another (issue 19). The occurrence runs each
 * order's own fulfilment action; a video upload names the occurrence it is for.
 */
const ADMIN_FEATURE_DEPENDENCIES = [
  { from: ['occurrences'], to: 'fulfilment', files: ['fulfil-order.ts', 'locked-order.ts', 'act-on-orders.ts'] },
  { from: ['media'], to: 'occurrences', files: ['occurrence-key.ts'] },
  // A statement belongs to a temple (found and locked as the temples screen does); the
  // reconciliation sums the statements' movements with their own SQL (decisions 270, 271).
  { from: ['statements'], to: 'temples', files: ['queries.ts'] },
  { from: ['reconciliation'], to: 'statements', files: ['statement-queries.ts'] },
];

const feature = (type, name) => ({ element: { type, captured: { feature: name } } });

const allowFiles = (type, { from, to, files }) => ({
  from: [from].flat().map((name) => feature(type, name)),
  allow: { to: { element: { type, captured: { feature: to }, fileInternalPath: files } } },
});

export const featureBoundaries = {
  name: 'sankalp/feature-boundaries',
  files: ['apps/*/src/**/*.{ts,tsx}'],
  plugins: { boundaries },
  settings: {
    // Elements are folders, matched from the repository root. Files directly under src/ (main,
    // config, app.ts) belong to none and are not checked: they are the entry points and the config.
    'boundaries/elements': [
      { type: 'web-feature', pattern: 'apps/web/src/features/*', capture: ['feature'], partialMatch: false },
      { type: 'web-app', pattern: 'apps/web/src/app', partialMatch: false },
      { type: 'web-shared', pattern: 'apps/web/src/!(features|app)', partialMatch: false },
      { type: 'admin-feature', pattern: 'apps/admin/src/features/*', capture: ['feature'], partialMatch: false },
      { type: 'admin-app', pattern: 'apps/admin/src/app', partialMatch: false },
      { type: 'admin-shared', pattern: 'apps/admin/src/!(features|app)', partialMatch: false },
      { type: 'api-feature', pattern: 'apps/api/src/features/*', capture: ['feature'], partialMatch: false },
      { type: 'api-admin-core', pattern: 'apps/api/src/admin/core', partialMatch: false },
      { type: 'api-admin', pattern: 'apps/api/src/admin/!(core)', capture: ['feature'], partialMatch: false },
      { type: 'api-shared', pattern: 'apps/api/src/!(features|admin)', partialMatch: false },
    ],
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'disallow',
        message: 'Feature boundary: app → features → shared; another feature only through its public surface (eslint.boundaries.js, decision 075).',
        policies: [
          // The app shell wires features (lazy route chunks import their pages directly) and shared code.
          { from: { element: { type: 'web-app' } }, allow: { to: { element: { type: '*' } } } },
          // Shared code only uses shared code.
          { from: { element: { type: 'web-shared' } }, allow: { to: { element: { type: 'web-shared' } } } },
          { from: { element: { type: 'api-shared' } }, allow: { to: { element: { type: 'api-shared' } } } },
          // Features use shared code, and another web feature through its index.ts.
          {
            from: { element: { type: 'web-feature' } },
            allow: [{ to: { element: { type: 'web-shared' } } }, { to: { element: { type: 'web-feature', fileInternalPath: 'index.ts' } } }],
          },
          // apps/admin (the operator console): the same three layers as the site.
          { from: { element: { type: 'admin-app' } }, allow: { to: { element: { type: '*' } } } },
          { from: { element: { type: 'admin-shared' } }, allow: { to: { element: { type: 'admin-shared' } } } },
          {
            from: { element: { type: 'admin-feature' } },
            allow: [{ to: { element: { type: 'admin-shared' } } }, { to: { element: { type: 'admin-feature', fileInternalPath: 'index.ts' } } }],
          },
          { from: { element: { type: 'api-feature' } }, allow: { to: { element: { type: 'api-shared' } } } },
          { from: { element: { type: 'api-admin-core' } }, allow: { to: { element: { type: 'api-shared' } } } },
          // A devotee's sankalp edit is written to the orders' audit log, where the console reads it (issue 12).
          { from: feature('api-feature', 'order'), allow: { to: { element: { type: 'api-admin-core', fileInternalPath: ['audit.ts'] } } } },
          // A carrier's "delivered" moves the order through the console's own action, as the system (decision 182).
          {
            from: feature('api-feature', 'shipping'),
            allow: { to: { element: { type: 'api-admin', captured: { feature: 'fulfilment' }, fileInternalPath: ['fulfil-order.ts', 'locked-order.ts'] } } },
          },
          {
            from: { element: { type: 'api-admin' } },
            allow: [{ to: { element: { type: 'api-shared' } } }, { to: { element: { type: 'api-admin-core' } } }],
          },
          ...ADMIN_USES_SITE_FEATURES.map(({ from, to, files }) => ({
            from: from.map((name) => feature('api-admin', name)),
            allow: { to: { element: { type: 'api-feature', captured: { feature: to }, fileInternalPath: files } } },
          })),
          ...ADMIN_FEATURE_DEPENDENCIES.map((dependency) => allowFiles('api-admin', dependency)),
          ...WEB_EXTRA_SURFACES.map((surface) => allowFiles('web-feature', surface)),
          ...API_FEATURE_DEPENDENCIES.map((dependency) => allowFiles('api-feature', dependency)),
          ...ADMIN_FEATURE_DEPENDENCIES.map((dependency) => allowFiles('api-admin', dependency)),
        ],
      },
    ],
  },
};
