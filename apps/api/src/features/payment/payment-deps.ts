import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { PaymentProvider } from '../../payments/payment-provider.ts';

/** What the payment services work with; built once per app in routes.ts. */
export type PaymentDeps = { db: Db; provider: PaymentProvider; log: FastifyBaseLogger; config: Config };
