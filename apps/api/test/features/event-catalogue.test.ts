import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  EVENT_PAGE_SIZE,
  ZErrorResponse,
  ZGetOfferingListResponse,
  ZGetOfferingResponse,
  ZGetPujaListResponse,
  ZGetPujaResponse,
  type TEventCard,
} from '@sankalp/contract';
import { catalogue } from '../../src/db/seed/catalogue/index.ts';
import { buildTestApp, type TestContext } from '../helper.ts';

const DEVANAGARI = /[\u0900-\u097F]/;
const pujas = catalogue.events.filter((e) => e.type === 'PUJA');
const chadawa = catalogue.events.filter((e) => e.type === 'OFFERING');
const RANK = { INPROGRESS_EVENT: 0, UPCOMING_EVENT: 1, EVENT_END: 2 } as const;

/** What the seed's day offsets mean for a test run that starts right after seeding. */
const expectedType = (e: (typeof pujas)[number]) => (e.opensInDays > 0 ? 'UPCOMING_EVENT' : e.closesInDays < 0 ? 'EVENT_END' : 'INPROGRESS_EVENT');

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const get = (url: string, language?: string) =>
  t.app.inject({ method: 'GET', url: `/public/api/v1${url}`, headers: language ? { 'accept-language': language } : {} });

async function allPages(path: string, field: 'pujaList' | 'offeringList'): Promise<TEventCard[]> {
  const first = z.union([ZGetPujaListResponse, ZGetOfferingListResponse]).parse((await get(`${path}?pageNumber=0`)).json());
  const cards: TEventCard[] = [];
  for (let page = 0; page < first.data.totalPages; page++) {
    const body = (await get(`${path}?pageNumber=${page}`)).json();
    cards.push(...body.data[field]);
  }
  return cards;
}

describe('event lists', () => {
  it('pages through every puja, bookable first, in the shape of the contract', async () => {
    const res = await get('/puja/all?pageNumber=0');
    expect(res.statusCode).toBe(200);
    const body = ZGetPujaListResponse.parse(res.json());
    expect(body.data.totalPages).toBe(Math.ceil(pujas.length / EVENT_PAGE_SIZE));
    expect(body.data.pujaList).toHaveLength(Math.min(EVENT_PAGE_SIZE, pujas.length));

    const cards = await allPages('/puja/all', 'pujaList');
    expect(cards.map((c) => c.searchKey).sort()).toEqual(pujas.map((p) => p.searchKey).sort());
    const ranks = cards.map((c) => RANK[c.eventType]);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    for (const card of cards) {
      expect(card.eventType).toBe(expectedType(pujas.find((p) => p.searchKey === card.searchKey)!));
    }
  });

  it('lists chadawa with the images of their offering items', async () => {
    const cards = await allPages('/offering/all', 'offeringList');
    expect(cards).toHaveLength(chadawa.length);
    const first = cards[0]!;
    const seeded = chadawa.find((c) => c.searchKey === first.searchKey)!;
    expect(first.offeringItemImageList.length).toBeGreaterThan(0);
    expect(first.offeringItemImageList[0]!.url).toBe(seeded.items[0]!.imageUrl);
    expect(first.pujaType).toBeNull();
  });

  it('answers a page past the end with an empty list and the page count', async () => {
    const body = ZGetPujaListResponse.parse((await get('/puja/all?pageNumber=99')).json());
    expect(body.data.pujaList).toEqual([]);
    expect(body.data.totalPages).toBe(Math.ceil(pujas.length / EVENT_PAGE_SIZE));
  });

  it('defaults to page 0 when pageNumber is absent', async () => {
    const a = (await get('/offering/all')).json();
    const b = (await get('/offering/all?pageNumber=0')).json();
    expect(a).toEqual(b);
  });

  it.each([
    ['-1', 'pageNumber must be 0 or more'],
    ['abc', 'pageNumber must be a number'],
    ['1.5', 'pageNumber must be a whole number'],
    ['100001', 'pageNumber is too large'],
  ])('refuses pageNumber=%s with 400 "%s"', async (value, message) => {
    const res = await get(`/puja/all?pageNumber=${value}`);
    expect(res.statusCode).toBe(400);
    expect(ZErrorResponse.parse(res.json())).toEqual({ statusCode: 400, code: 'VALIDATION', message });
  });

  it('gives the 400 message in Hindi when asked for Hindi', async () => {
    const res = await get('/offering/all?pageNumber=-3', 'hindi');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('pageNumber 0 या उससे अधिक होनी चाहिए');
  });

  it('speaks Hindi for Accept-Language hindi (and hi-IN), English otherwise', async () => {
    const en = ZGetPujaListResponse.parse((await get('/puja/all', 'english')).json()).data.pujaList[0]!;
    const hi = ZGetPujaListResponse.parse((await get('/puja/all', 'hindi')).json()).data.pujaList[0]!;
    const hiTag = ZGetPujaListResponse.parse((await get('/puja/all', 'hi-IN,hi;q=0.9')).json()).data.pujaList[0]!;
    const none = ZGetPujaListResponse.parse((await get('/puja/all')).json()).data.pujaList[0]!;
    const seeded = pujas.find((p) => p.searchKey === en.searchKey)!;
    expect(en.mainSection.name).toBe(seeded.name.en);
    expect(none.mainSection.name).toBe(seeded.name.en);
    expect(hi.mainSection.name).toBe(seeded.name.hi);
    expect(hiTag.mainSection.name).toBe(seeded.name.hi);
    expect(hi.mainSection.name).toMatch(DEVANAGARI);
    expect(hi.mainSection.location.address).toMatch(DEVANAGARI);
    expect(hi.id).toBe(en.id);
  });
});

describe('event detail', () => {
  const puja = pujas.find((p) => p.packages.length >= 3 && p.pujaType !== 'FIXED_DATE')!;
  const offering = chadawa.find((c) => c.prasadAmount !== null && c.participantMax !== null)!;

  it('finds a puja by searchKey and by id, with packages, date options and prasad', async () => {
    const byName = ZGetPujaResponse.parse((await get(`/puja/name/${puja.searchKey}`)).json()).data;
    const byId = ZGetPujaResponse.parse((await get(`/puja/${byName.id}`)).json()).data;
    expect(byId).toEqual(byName);
    expect(byName.type).toBe('PUJA');
    expect(byName.mainSection.name).toBe(puja.name.en);
    expect(byName.pujaPackageList.map((p) => p.name)).toEqual(puja.packages.map((p) => p.name.en));
    expect(byName.pujaPackageList.map((p) => p.amount)).toEqual(puja.packages.map((p) => p.amount));
    expect(byName.pujaDateOptions?.mode).toBe(puja.pujaType);
    expect(byName.benefitsSection.benefitsDataList).toHaveLength(puja.benefits.length);
    expect(byName.faqSection.faqs).toHaveLength(puja.faqs.length);
    expect(byName.mainSection.imageInfoList).toHaveLength(puja.images.length);
    expect(byName.aboutSection.imageInfoList).toHaveLength(puja.aboutImages.length);
    expect(new Date(byName.eventBookingClosesDateTime) > new Date(0)).toBe(true);
    if (puja.prasadAmount === null) expect(byName.prasadInfo).toBeNull();
    else expect(byName.prasadInfo?.amount).toBe(puja.prasadAmount);
  });

  it('finds a chadawa with its items, list prices, prasad and participant limit, in Hindi', async () => {
    const res = await get(`/offering/name/${offering.searchKey}`, 'hindi');
    const detail = ZGetOfferingResponse.parse(res.json()).data;
    expect(detail.type).toBe('OFFERING');
    expect(detail.mainSection.name).toBe(offering.name.hi);
    expect(detail.offeringItemList.map((i) => i.name)).toEqual(offering.items.map((i) => i.name.hi));
    expect(detail.offeringItemList.map((i) => i.amount)).toEqual(offering.items.map((i) => i.amount));
    for (const item of detail.offeringItemList) expect(item.itemAmount).toBeGreaterThanOrEqual(item.amount);
    expect(detail.prasadInfo?.amount).toBe(offering.prasadAmount);
    expect(detail.participantInfo?.maxUserAllowed).toBe(offering.participantMax);
    expect(detail.pujaPackageList).toEqual([]);
    expect(detail.aboutSection.description).toBe(offering.about.hi);
  });

  it.each([
    ['/puja/name/no-such-puja', 'Puja not found.'],
    ['/puja/2b1e8a3c-0000-4000-8000-000000000000', 'Puja not found.'],
    ['/puja/not-a-uuid', 'Puja not found.'],
    ['/offering/name/no-such-chadawa', 'Chadawa not found.'],
  ])('answers %s with 404 "%s"', async (url, message) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ statusCode: 404, code: 'NOT_FOUND', message });
  });

  it('does not serve a chadawa under /puja or a puja under /offering', async () => {
    const pujaId = ZGetPujaResponse.parse((await get(`/puja/name/${puja.searchKey}`)).json()).data.id;
    expect((await get(`/offering/${pujaId}`)).statusCode).toBe(404);
    expect((await get(`/puja/name/${offering.searchKey}`)).statusCode).toBe(404);
  });

  it('says not found in Hindi for a Hindi reader', async () => {
    const res = await get('/offering/name/nahin-hai', 'hindi');
    expect(res.json().message).toBe('चढ़ावा नहीं मिला।');
  });
});
