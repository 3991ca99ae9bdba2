import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { MESSAGE_TEXTS } from '@sankalp/contract';
import { isValidGstin } from './features/receipt/gstin.ts';

/** src/ when run from sources, dist/ when compiled: both sit one level under apps/api. */
const moduleDir = path.dirname(fileURLToPath(import.meta.url));
const apiRoot = path.resolve(moduleDir, '..');
const repoRoot = path.resolve(apiRoot, '../..');

/** A file or folder on this machine; a relative one is taken from the folder the process was started in. */
const localPath = z
  .string()
  .min(1)
  .transform((value) => path.resolve(value));
/** 'true'/'1'/'yes' or 'false'/'0'/'no'; anything else is a configuration error. */
const booleanFlag = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes');

/**
 * Message text → DLT template ids of its SMS (MSG91_NOTIFY_TEMPLATES): each kind, and the chadawa
 * texts of kinds whose words are a puja's (VIDEO_READY_CHADAWA, decision 231). DLT registers a
 * template per exact text, so each text has its own ids.
 */
const ZNotifyTemplates = z.partialRecord(z.enum(MESSAGE_TEXTS), z.object({ english: z.string().min(1), hindi: z.string().min(1) }).strict());
export type NotifyTemplates = z.infer<typeof ZNotifyTemplates>;

function parseJsonOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Development-only OTP hashing key; see accountRules. */
const DEV_OTP_SECRET = 'dev-only-otp-secret-do-not-use-in-production';

/** Development-only key of the simulated payment provider's signatures; see paymentRules. */
const DEV_SIMULATED_PAYMENT_SECRET = 'dev-only-simulated-payment-secret-do-not-use-in-production';

const ZConfig = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** PostgreSQL connection string; when absent the embedded PGlite database in DATA_DIR is used. */
    DATABASE_URL: z.string().url().optional(),
    DATA_DIR: localPath.default(path.join(repoRoot, 'data', 'pglite')),
    /**
     * Connections per process. More than PostgreSQL's cores can run at once only queue inside
     * PostgreSQL: on 2 cores, 6–10 paid ~20 % more checkouts a second than 20 (decision 278).
     */
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    /** How long a request waits for a PostgreSQL connection before it is answered 503 (server away). */
    DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
    /** Built site (apps/web/dist); served at / when the folder exists. */
    WEB_DIST_DIR: localPath.default(path.join(repoRoot, 'apps', 'web', 'dist')),
    /** The site's server renderer (apps/web/dist-ssr/entry-server.js, built with the site): renders every page. */
    WEB_SSR_ENTRY: localPath.default(path.join(repoRoot, 'apps', 'web', 'dist-ssr', 'entry-server.js')),
    /** Built operator console (apps/admin/dist); served at /admin when the folder exists. */
    ADMIN_DIST_DIR: localPath.default(path.join(repoRoot, 'apps', 'admin', 'dist')),
    /** Seconds a public catalogue response is cached in memory and by browsers. 0 turns caching off. */
    CATALOGUE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
    /**
     * Seconds a process keeps a devotee's session once looked up (decision 287). A sign-out or a
     * deactivation is heard by every process at its commit (LISTEN); this is the bound should a
     * notification be lost before the connection's loss is noticed. 0 looks every request up.
     */
    SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
    /** Comma-separated parts of the site to hide (see ZVisibility keys), overriding the product defaults. */
    UI_HIDDEN_PARTS: z.string().default('whatsappButton,filter,navbarSearchIcon'),
    /** Write the demo catalogue at start (ids are stable, so it refreshes dates in place). */
    SEED_ON_START: booleanFlag.default(false),
    /**
     * On SIGTERM, how long /readyz answers 503 while the server still serves, before it stops taking
     * connections: set it above the load balancer's probe interval × failure threshold. 0 = close at once.
     */
    SHUTDOWN_DELAY_SECONDS: z.coerce.number().int().min(0).max(300).default(0),
    /** Then, how long requests in flight may take to finish before their connections are cut. */
    SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(1).max(600).default(10),
    /**
     * Set when behind a load balancer, so client IPs (rate limits, logs) come from X-Forwarded-For.
     * `true` trusts one proxy hop: the client is the address our load balancer appended (the last
     * X-Forwarded-For entry), never one the client wrote itself in front of it. A number trusts that
     * many hops (CDN + load balancer: 2); otherwise a comma-separated list of proxy addresses/CIDRs.
     */
    TRUST_PROXY: z
      .string()
      .default('false')
      .transform((v): false | number | string => {
        const flag = v.trim().toLowerCase();
        if (flag === 'false' || flag === 'no' || flag === '0') return false;
        if (flag === 'true' || flag === 'yes') return 1;
        return /^\d+$/.test(flag) ? Number(flag) : v.trim();
      }),

    // Security headers and timeouts. See docs/decisions/055-security-headers.md and 056.
    /**
     * The site's tag-manager container (the same variable the site's build reads): the server's
     * Content-Security-Policy allows the tag manager's hosts only when it is set.
     */
    VITE_GTM_ID: z
      .string()
      .regex(/^GTM-[A-Z0-9]+$/, 'must look like GTM-ABC123')
      .optional(),
    /**
     * Origins (comma-separated, e.g. https://cdn.sankalp.example) that catalogue images and videos
     * are served from when not from this server; the Content-Security-Policy allows exactly these.
     */
    MEDIA_ORIGINS: z
      .string()
      .default('')
      .transform((v, ctx) => {
        const origins = v
          .split(',')
          .map((o) => o.trim())
          .filter(Boolean);
        for (const origin of origins) {
          if (!/^https:\/\/(\*\.)?[a-z0-9.-]+(:\d+)?$/i.test(origin)) ctx.addIssue({ code: 'custom', message: `'${origin}' is not an https origin` });
        }
        return origins;
      }),
    // Uploaded media (images, puja videos). See docs/decisions/120-media-storage.md … 124.
    /** Where uploaded media live on local disk (served at /media/...) when no S3 bucket is configured. */
    MEDIA_DIR: z.string().default(path.join(repoRoot, 'data', 'media')),
    /** Largest image file accepted by the console's upload (bytes). */
    MEDIA_IMAGE_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .max(100 * 1024 * 1024)
      .default(15 * 1024 * 1024),
    /**
     * Most pixels (width × height) of an uploaded image: what a phone camera makes (12–50 MP). A
     * small file can declare a huge picture (a 12 KB PNG of 9 999 × 9 999): it is refused, 413,
     * before it is decoded.
     */
    MEDIA_IMAGE_MAX_PIXELS: z.coerce.number().int().min(1_000_000).max(268_402_689).default(50_000_000),
    /** Largest video accepted by the resumable upload (bytes); 2 GiB by default, at most 5 GiB (one S3 copy). */
    MEDIA_VIDEO_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .max(5 * 1024 ** 3)
      .default(2 * 1024 ** 3),
    /** S3-compatible object storage: when the bucket is set, media go there instead of MEDIA_DIR. */
    MEDIA_S3_BUCKET: z.string().optional(),
    MEDIA_S3_REGION: z.string().default('us-east-1'),
    /** For S3-compatible services (MinIO, R2, Spaces…); path-style addressing is used with it. */
    MEDIA_S3_ENDPOINT: z.string().url().optional(),
    /** Without these the AWS SDK's own credential chain is used (instance role, AWS_* variables). */
    MEDIA_S3_ACCESS_KEY_ID: z.string().optional(),
    MEDIA_S3_SECRET_ACCESS_KEY: z.string().optional(),
    /** Public base URL of the bucket's objects (CDN or bucket website), e.g. https://cdn.sankalp.example. */
    MEDIA_S3_PUBLIC_URL: z
      .string()
      .url()
      .transform((v) => v.replace(/\/+$/, ''))
      .optional(),
    /** Longest time a whole request (headers and body) may take; a body that never completes is cut off. */
    REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
    /** Idle keep-alive connections close after this; above the load balancer's idle timeout (often 60 s). */
    KEEP_ALIVE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(72),

    // Overload: new checkouts answered 503 + Retry-After past capacity. See docs/decisions/195-overload-shedding.md.
    // Each limit is one signal of "past capacity"; 0 turns that signal off. The figures are read by
    // a background sampler (event loop, memory) or a property read (the pool's queue): no query.
    /** Mean event-loop delay over the last sample, in ms, past which new checkouts are refused. */
    OVERLOAD_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).max(10_000).default(50),
    /** Queries waiting for a PostgreSQL connection (the pool's queue) past which new checkouts are refused. */
    OVERLOAD_POOL_WAITING: z.coerce.number().int().min(0).max(10_000).default(40),
    /**
     * Mean answer time of the checkout's database writes (basket, order create) over the last sample,
     * in ms, past which new checkouts are refused (a window with fewer than 5 reads 0).
     */
    OVERLOAD_WRITE_LATENCY_MS: z.coerce.number().int().min(0).max(60_000).default(100),
    /** V8 heap in use, as a percentage of the heap's limit, past which new checkouts are refused. */
    OVERLOAD_HEAP_USED_PERCENT: z.coerce.number().int().min(0).max(100).default(90),
    /** Resident memory in MB past which new checkouts are refused (set below the container's limit). */
    OVERLOAD_RSS_MB: z.coerce.number().int().min(0).max(1_000_000).default(0),
    /**
     * `/payment/initiate` (the order already exists) is refused only at this multiple of the limits
     * above, so a checkout admitted at `/order/create` is not turned back one step later.
     */
    OVERLOAD_INITIATE_FACTOR: z.coerce.number().min(1).max(10).default(5),
    /**
     * Requests this process is answering at once (any route, refusals not counted) from which a new
     * order is refused: a hard bound on the work admitted checkouts queue behind (decisions 220, 286).
     */
    OVERLOAD_REQUESTS_IN_FLIGHT: z.coerce.number().int().min(0).max(100_000).default(6),
    /** How often the event loop and memory are sampled (ms). */
    OVERLOAD_SAMPLE_MS: z.coerce.number().int().min(50).max(10_000).default(500),
    /** The Retry-After of a refused checkout (seconds); the site and the bench add their own jitter. */
    OVERLOAD_RETRY_AFTER_SECONDS: z.coerce.number().int().min(1).max(120).default(3),

    /**
     * Publish the console's OpenAPI document at /admin/api/docs/json (decision 240). Unset: on
     * outside production, off in production, where the console's API map helps only an attacker.
     */
    ADMIN_API_DOCS: booleanFlag.optional(),

    // Operations. See docs/decisions/221-metrics-and-request-ids.md.
    /** Bearer token of `GET /metrics` (Prometheus); unset, the route does not exist. */
    METRICS_TOKEN: z.string().min(16).optional(),

    // Accounts (phone + OTP sign-in). See docs/decisions/010-otp-sign-in.md.
    /** Key of the HMAC that hashes stored OTPs; production refuses to start with the dev default. */
    OTP_SECRET: z.string().min(16).default(DEV_OTP_SECRET),
    OTP_TTL_SECONDS: z.coerce.number().int().min(60).max(3600).default(300),
    /** Wait before the same phone may get another code (spec §9: resend after 30 s). */
    OTP_RESEND_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
    OTP_SENDS_PER_PHONE_PER_HOUR: z.coerce.number().int().min(1).max(1000).default(5),
    /** Sends from one client IP per hour, across phones (carrier NAT shares IPs: raise rather than lower). */
    OTP_SENDS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(20),
    /** Tries per code; the next one fails even with the right code. */
    OTP_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(5),
    SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    /** console: the code goes to the log (and, outside production, to GET /dev/otp/:phone); msg91: real SMS. */
    SMS_PROVIDER: z.enum(['console', 'msg91']).default('console'),
    MSG91_AUTH_KEY: z.string().optional(),
    /** DLT-approved Flow template with an ##otp## variable; an optional Hindi one for Hindi callers. */
    MSG91_TEMPLATE_ID: z.string().optional(),
    MSG91_TEMPLATE_ID_HINDI: z.string().optional(),
    MSG91_BASE_URL: z.string().url().default('https://control.msg91.com'),
    MSG91_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),

    // Payments. See docs/decisions/030-payment-providers.md … 039.
    /** simulated: our own checkout page, signed like Razorpay (default); razorpay: real payments. */
    PAYMENT_PROVIDER: z.enum(['simulated', 'razorpay']).default('simulated'),
    RAZORPAY_KEY_ID: z.string().optional(),
    RAZORPAY_KEY_SECRET: z.string().optional(),
    /** The secret set on the webhook in the Razorpay dashboard (not the key secret). */
    RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
    /** Razorpay API origin; tests point it at a local stand-in server. */
    RAZORPAY_API_BASE_URL: z.string().url().default('https://api.razorpay.com'),
    RAZORPAY_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
    /** Signs the simulated checkout results and webhooks (HMAC-SHA256, as Razorpay's key secret does). */
    SIMULATED_PAYMENT_SECRET: z.string().min(16).default(DEV_SIMULATED_PAYMENT_SECRET),
    /** Whether the simulated provider also sends webhook events (exercising the webhook path). */
    SIMULATED_WEBHOOKS: booleanFlag.default(true),
    SIMULATED_WEBHOOK_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
    /**
     * Origin put in front of callbackUrl (e.g. https://sankalp.example). Required in production: the
     * request's own origin (its Host header, which a client writes) is used only outside production.
     */
    PUBLIC_BASE_URL: z.string().url().optional(),
    PAYMENT_BRAND_NAME: z.string().min(1).max(60).default('Sankalp'),
    PAYMENT_BRAND_IMAGE_URL: z.string().default('/favicon.svg'),
    PAYMENT_THEME_COLOR: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/)
      .default('#7b1e1e'),
    /** How often each process looks for orders stuck awaiting confirmation; 0 turns the sweep off. */
    PAYMENT_RECONCILE_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
    /** Age of an AWAITING_PAYMENT_CONFIRMATION order before the sweep asks the provider about it. */
    PAYMENT_RECONCILE_AFTER_SECONDS: z.coerce.number().int().min(0).max(86_400).default(120),

    // Messages to devotees (WhatsApp, SMS). See docs/decisions/170-notification-outbox.md and 172.
    /** console: messages go to the log (default); meta: the WhatsApp Business Cloud API. */
    WHATSAPP_PROVIDER: z.enum(['console', 'meta']).default('console'),
    /** A system user's permanent access token with whatsapp_business_messaging. */
    WHATSAPP_ACCESS_TOKEN: z.string().optional(),
    /** The sending number's id at Meta (not the phone number itself). */
    WHATSAPP_PHONE_NUMBER_ID: z.string().regex(/^\d+$/, 'must be the numeric phone-number id').optional(),
    /** Graph API origin and version; tests point it at a local stand-in server. */
    WHATSAPP_API_BASE_URL: z
      .string()
      .url()
      .transform((v) => v.replace(/\/+$/, ''))
      .default('https://graph.facebook.com/v21.0'),
    /** The Meta app's secret: the delivery-status webhook's X-Hub-Signature-256 is an HMAC with it. */
    WHATSAPP_APP_SECRET: z.string().min(8).optional(),
    /** What Meta sends as hub.verify_token when the webhook is set up (GET handshake). */
    WHATSAPP_VERIFY_TOKEN: z.string().min(8).optional(),
    WHATSAPP_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
    /**
     * WhatsApp messages sent per second from the number, by all processes together (decision 185):
     * Meta's default throughput is 80 per number (up to 1,000 once upgraded).
     */
    WHATSAPP_SEND_RATE_PER_SECOND: z.coerce.number().int().min(1).max(1000).default(80),
    /**
     * DLT template ids of the SMS notifications, per message text (each kind, and VIDEO_READY_CHADAWA):
     * JSON such as {"ORDER_PAID":{"english":"tpl1","hindi":"tpl2"}}. With SMS_PROVIDER=msg91 every text must have one.
     */
    MSG91_NOTIFY_TEMPLATES: z
      .string()
      .default('{}')
      .transform((v, ctx) => {
        const parsed = ZNotifyTemplates.safeParse(parseJsonOrUndefined(v));
        if (!parsed.success) {
          ctx.addIssue({ code: 'custom', message: 'must be JSON: {"ORDER_PAID":{"english":"<DLT id>","hindi":"<DLT id>"},…}' });
          return z.NEVER;
        }
        return parsed.data;
      }),
    /** Run the outbox worker in this process (every process may: claims are disjoint). */
    NOTIFY_WORKER: booleanFlag.default(true),
    /** Safety net: how often the worker looks for due messages without being woken (LISTEN/NOTIFY). */
    NOTIFY_POLL_SECONDS: z.coerce.number().int().min(1).max(3600).default(5),
    /** How long a claimed message is this worker's (renewed right before its send); then another may take it. ≥ 3× the send timeouts. */
    NOTIFY_LEASE_SECONDS: z.coerce.number().int().min(5).max(3600).default(60),
    /** Tries per message before it fails (a WhatsApp message then goes by SMS). */
    NOTIFY_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(5),
    /** Messages claimed at once. */
    NOTIFY_BATCH: z.coerce.number().int().min(1).max(1000).default(50),
    /** Sends in flight at once per process. */
    NOTIFY_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(8),
    /** How often the reminder / sankalp-confirmed sweep runs; 0 turns it off. */
    NOTIFY_SWEEP_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),

    // Prasad shipments. See docs/decisions/182-carrier-tracking-webhook.md and 183.
    /**
     * The token Shiprocket's panel sends as x-api-key on its tracking webhook (Settings → API →
     * Webhooks). Unset: POST /webhooks/shipping/shiprocket refuses every call (never open).
     */
    SHIPPING_WEBHOOK_TOKEN_SHIPROCKET: z.string().min(16, 'must be at least 16 characters (a random token)').optional(),
    // Receipts, refund notes and 80G receipts (decisions 260–263).
    /** The business that issues receipts: its legal name and registered address, printed on every document. */
    BUSINESS_LEGAL_NAME: z.string().trim().min(2).max(120).default('Sankalp'),
    BUSINESS_ADDRESS: z.string().trim().max(300).default(''),
    /** The business's GSTIN (15 characters, checksum verified). Unset: documents are plain receipts, no tax fields. */
    BUSINESS_GSTIN: z
      .string()
      .trim()
      .toUpperCase()
      .refine(isValidGstin, 'must be a valid GSTIN (15 characters: state code, PAN, entity, Z, check character)')
      .optional(),
    /** Days a receipt link in a message (signed, no sign-in needed) stays valid. */
    DOCUMENT_LINK_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    /** Worker threads that draw receipt and refund-note PDFs, off the event loop (decision 283). */
    PDF_RENDER_THREADS: z.coerce.number().int().min(1).max(16).default(1),
    /** The prasad parcel as the shipments CSV declares it to the courier: weight in kg, and L×B×H in cm. */
    PRASAD_PARCEL_WEIGHT_KG: z.coerce.number().positive().max(50).default(0.5),
    PRASAD_PARCEL_CM: z
      .string()
      .regex(/^\d{1,3}x\d{1,3}x\d{1,3}$/, 'must be length x breadth x height in cm, e.g. 20x15x5')
      .default('20x15x5'),
  })
  .superRefine(accountRules)
  .superRefine(paymentRules)
  .superRefine(mediaRules)
  .superRefine(notifyRules)
  .transform((c) => ({ ...c, ADMIN_API_DOCS: c.ADMIN_API_DOCS ?? c.NODE_ENV !== 'production' }));

/** Cross-key rules of the account settings, reported like any other bad value. */
function accountRules(
  c: { NODE_ENV: string; OTP_SECRET: string; SMS_PROVIDER: string; MSG91_AUTH_KEY?: string; MSG91_TEMPLATE_ID?: string },
  ctx: z.RefinementCtx,
) {
  if (c.NODE_ENV === 'production' && c.OTP_SECRET === DEV_OTP_SECRET) {
    ctx.addIssue({ code: 'custom', path: ['OTP_SECRET'], message: 'must be set (32+ random characters) in production' });
  }
  if (c.SMS_PROVIDER === 'msg91' && (!c.MSG91_AUTH_KEY || !c.MSG91_TEMPLATE_ID)) {
    ctx.addIssue({ code: 'custom', path: ['SMS_PROVIDER'], message: 'msg91 needs MSG91_AUTH_KEY and MSG91_TEMPLATE_ID' });
  }
}

type PaymentKeys = {
  NODE_ENV: string;
  PAYMENT_PROVIDER: string;
  SIMULATED_PAYMENT_SECRET: string;
  RAZORPAY_KEY_ID?: string;
  RAZORPAY_KEY_SECRET?: string;
  RAZORPAY_WEBHOOK_SECRET?: string;
  PUBLIC_BASE_URL?: string;
};

/** Cross-key rules of the payment settings: Razorpay needs its three secrets; production never signs with the dev key. */
function paymentRules(c: PaymentKeys, ctx: z.RefinementCtx) {
  if (c.PAYMENT_PROVIDER === 'razorpay' && (!c.RAZORPAY_KEY_ID || !c.RAZORPAY_KEY_SECRET || !c.RAZORPAY_WEBHOOK_SECRET)) {
    ctx.addIssue({ code: 'custom', path: ['PAYMENT_PROVIDER'], message: 'razorpay needs RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET' });
  }
  if (c.NODE_ENV === 'production' && c.PAYMENT_PROVIDER === 'simulated' && c.SIMULATED_PAYMENT_SECRET === DEV_SIMULATED_PAYMENT_SECRET) {
    ctx.addIssue({ code: 'custom', path: ['SIMULATED_PAYMENT_SECRET'], message: 'must be set (32+ random characters) in production' });
  }
  if (c.NODE_ENV === 'production' && !c.PUBLIC_BASE_URL) {
    ctx.addIssue({
      code: 'custom',
      path: ['PUBLIC_BASE_URL'],
      message: 'must be set in production (e.g. https://sankalp.example): payment callbacks are built from it, not from the Host header',
    });
  }
}

type MediaKeys = {
  MEDIA_ORIGINS: string[];
  MEDIA_S3_BUCKET?: string;
  MEDIA_S3_PUBLIC_URL?: string;
  MEDIA_S3_ACCESS_KEY_ID?: string;
  MEDIA_S3_SECRET_ACCESS_KEY?: string;
};

/**
 * Cross-key rules of the media settings: a bucket needs the URL its objects are read from, and that
 * URL's origin must be in MEDIA_ORIGINS, or the site's Content-Security-Policy would block every image.
 */
function mediaRules(c: MediaKeys, ctx: z.RefinementCtx) {
  if (!c.MEDIA_S3_BUCKET) return;
  if (!c.MEDIA_S3_PUBLIC_URL) {
    ctx.addIssue({ code: 'custom', path: ['MEDIA_S3_PUBLIC_URL'], message: 'must be set with MEDIA_S3_BUCKET (the public URL of its objects)' });
    return;
  }
  const origin = new URL(c.MEDIA_S3_PUBLIC_URL).origin;
  if (!c.MEDIA_ORIGINS.includes(origin)) {
    ctx.addIssue({ code: 'custom', path: ['MEDIA_ORIGINS'], message: `must include ${origin} (MEDIA_S3_PUBLIC_URL), or the site may not show its images` });
  }
  if (Boolean(c.MEDIA_S3_ACCESS_KEY_ID) !== Boolean(c.MEDIA_S3_SECRET_ACCESS_KEY)) {
    ctx.addIssue({ code: 'custom', path: ['MEDIA_S3_ACCESS_KEY_ID'], message: 'set both MEDIA_S3_ACCESS_KEY_ID and MEDIA_S3_SECRET_ACCESS_KEY, or neither' });
  }
}

type NotifyKeys = {
  SMS_PROVIDER: string;
  MSG91_NOTIFY_TEMPLATES: NotifyTemplates;
  WHATSAPP_PROVIDER: string;
  WHATSAPP_ACCESS_TOKEN?: string;
  WHATSAPP_PHONE_NUMBER_ID?: string;
  WHATSAPP_APP_SECRET?: string;
  WHATSAPP_TIMEOUT_MS: number;
  MSG91_TIMEOUT_MS: number;
  NOTIFY_LEASE_SECONDS: number;
};

/**
 * Cross-key rules of the messages: Meta needs its token, number and app secret (without the secret
 * no delivery status could be trusted). Real SMS needs a DLT template for every message kind: one
 * missing would fail each of its SMS at run time, including the fallbacks of failed WhatsApp
 * messages, so it stops the boot instead. The worker renews a message's lease immediately before its
 * send (decision 170), so what the lease must outlast is one send, which its timeout bounds: a lease
 * shorter than that could hand a message still in flight to a second worker, which would send it
 * twice. 3× leaves room for recording the outcome and a slow database.
 */
function notifyRules(c: NotifyKeys, ctx: z.RefinementCtx) {
  if (c.WHATSAPP_PROVIDER === 'meta' && (!c.WHATSAPP_ACCESS_TOKEN || !c.WHATSAPP_PHONE_NUMBER_ID || !c.WHATSAPP_APP_SECRET)) {
    ctx.addIssue({
      code: 'custom',
      path: ['WHATSAPP_PROVIDER'],
      message: 'meta needs WHATSAPP_ACCESS_TOKEN, WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_APP_SECRET',
    });
  }
  if (c.SMS_PROVIDER === 'msg91') {
    const missing = MESSAGE_TEXTS.filter((text) => !c.MSG91_NOTIFY_TEMPLATES[text]);
    if (missing.length > 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['MSG91_NOTIFY_TEMPLATES'],
        message: `with SMS_PROVIDER=msg91, every message text needs its DLT templates (english and hindi); missing: ${missing.join(', ')}`,
      });
    }
  }
  const longestSendSeconds = Math.max(c.WHATSAPP_TIMEOUT_MS, c.MSG91_TIMEOUT_MS) / 1000;
  if (c.NOTIFY_LEASE_SECONDS < 3 * longestSendSeconds) {
    ctx.addIssue({
      code: 'custom',
      path: ['NOTIFY_LEASE_SECONDS'],
      message: `must be at least 3× the longest send timeout (${Math.ceil(3 * longestSendSeconds)} s): the lease is renewed before each send and must outlast it, or a slow send could be taken over and sent twice`,
    });
  }
}

export type Config = z.infer<typeof ZConfig>;

/** Reads and validates the environment once; a bad value stops the boot with a readable list. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (FOO=) means "not set", as in most deployment tools.
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = ZConfig.safeParse(set);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/** Next to the code that applies them: the build copies src/db/migrations to dist/db/migrations. */
export const MIGRATIONS_DIR = path.join(moduleDir, 'db', 'migrations');
