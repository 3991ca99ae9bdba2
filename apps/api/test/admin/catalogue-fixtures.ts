import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ZCatalogueEventResponse, type TCatalogueEvent, type TCatalogueEventInput } from '@sankalp/contract';
import { adminCall, seededTemples, type StaffSession } from './helpers.ts';

const both = (en: string, hi: string) => ({ en, hi });
const HOUR = 3_600_000;

/**
 * A complete bilingual puja, bookable now (its window is open). Search keys start with `zz-` so
 * they sort after the seed's: fixtures of other test files pick the first seeded event that fits.
 */
export async function pujaInput(app: FastifyInstance, overrides: Partial<TCatalogueEventInput> = {}): Promise<TCatalogueEventInput> {
  const [templeId] = await seededTemples(app);
  const now = Date.now();
  return {
    type: 'PUJA',
    templeId: templeId!,
    searchKey: `zz-test-puja-${randomUUID().slice(0, 8)}`,
    name: both('Test Ganesh Puja', 'परीक्षण गणेश पूजा'),
    shortDescription: both('<p>For <strong>wisdom</strong></p>', '<p>बुद्धि के लिए</p>'),
    discountText: both('', ''),
    attendeeStatusText: both('120 devotees joined', '120 श्रद्धालु जुड़े'),
    locationAddress: both('Varanasi', 'वाराणसी'),
    locationPincode: '221001',
    about: both('<p>About the puja</p>', '<p>पूजा के बारे में</p>'),
    eventDateTime: new Date(now + 72 * HOUR).toISOString(),
    bookingOpensAt: new Date(now - 24 * HOUR).toISOString(),
    bookingClosesAt: new Date(now + 48 * HOUR).toISOString(),
    dateOptions: { mode: 'FIXED_DATE', startDateTime: null, endDateTime: null, allowedDateTimes: [] },
    images: [{ section: 'MAIN', url: '/images/placeholder.svg', alt: both('Ganesh', 'गणेश') }],
    benefits: [{ name: both('Wisdom', 'बुद्धि'), description: both('Clear mind', 'स्पष्ट मन') }],
    faqs: [{ question: both('When?', 'कब?'), answerText: both('Morning', 'सुबह'), answerBullets: { en: [], hi: [] } }],
    packages: [
      {
        name: both('Single', 'एकल'),
        description: { en: ['One person'], hi: ['एक व्यक्ति'] },
        amountPaise: 50_100,
        imageUrl: '/images/placeholder.svg',
        maxUsers: 1,
      },
    ],
    items: [],
    prasad: { amountPaise: 0 },
    participant: null,
    ...overrides,
  };
}

export async function createEvent(app: FastifyInstance, session: StaffSession, input: TCatalogueEventInput): Promise<TCatalogueEvent> {
  const res = await adminCall(app, 'POST', '/catalogue/events', { session, body: input });
  if (res.statusCode !== 200) throw new Error(`create answered ${res.statusCode} ${res.body}`);
  return ZCatalogueEventResponse.parse(res.json()).data;
}

/** The event as PUT takes it back: the aggregate minus what the server owns. */
export function asInput(event: TCatalogueEvent): TCatalogueEventInput {
  const input: Partial<TCatalogueEvent> = { ...event };
  for (const key of ['id', 'status', 'orderCount', 'createdAt', 'updatedAt'] as const) delete input[key];
  return input as TCatalogueEventInput;
}
