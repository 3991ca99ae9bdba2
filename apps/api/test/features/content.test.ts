import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPEC_DEFAULT_VISIBILITY, ZGetBannersResponse, ZGetFaqsResponse, ZGetReviewsResponse, ZGetVisibilityResponse } from '@sankalp/contract';
import { catalogue } from '../../src/db/seed/catalogue/index.ts';
import { buildTestApp, type TestContext } from '../helper.ts';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const get = (url: string, language?: string) =>
  t.app.inject({ method: 'GET', url: `/public/api/v1${url}`, headers: language ? { 'accept-language': language } : {} });

describe('landing content', () => {
  it('serves the banners in order, with their click targets, in both languages', async () => {
    const en = ZGetBannersResponse.parse((await get('/homepage/banner/all')).json()).data.banners;
    const hi = ZGetBannersResponse.parse((await get('/homepage/banner/all', 'hindi')).json()).data.banners;
    expect(en.map((b) => b.title)).toEqual(catalogue.banners.map((b) => b.title.en));
    expect(hi.map((b) => b.title)).toEqual(catalogue.banners.map((b) => b.title.hi));
    expect(en.map((b) => b.imageInfo.onClick)).toEqual(catalogue.banners.map((b) => b.onClick));
  });

  it.each([
    ['/faq/homepage', 'homepage'],
    ['/faq/puja', 'puja'],
    ['/faq/offering', 'offering'],
  ] as const)('serves %s from its own FAQ list', async (url, scope) => {
    const en = ZGetFaqsResponse.parse((await get(url)).json()).data.faqs;
    const hi = ZGetFaqsResponse.parse((await get(url, 'hindi')).json()).data.faqs;
    expect(en.map((f) => f.question)).toEqual(catalogue.faqs[scope].map((f) => f.question.en));
    expect(hi.map((f) => f.answer.text)).toEqual(catalogue.faqs[scope].map((f) => f.answer.hi));
  });

  it('serves reviews with a video or an image and nullable location parts', async () => {
    const reviews = ZGetReviewsResponse.parse((await get('/review/all')).json()).data.reviews;
    expect(reviews).toHaveLength(catalogue.reviews.length);
    expect(reviews.some((r) => r.videoInfo !== null)).toBe(true);
    expect(reviews.some((r) => r.image !== null)).toBe(true);
    const hi = ZGetReviewsResponse.parse((await get('/review/all', 'hindi')).json()).data.reviews;
    expect(hi.map((r) => r.name)).toEqual(catalogue.reviews.map((r) => r.name.hi));
  });

  it('tells the site which optional parts to show', async () => {
    const visibility = ZGetVisibilityResponse.parse((await get('/config/visibility')).json()).data;
    expect(Object.keys(visibility).sort()).toEqual(Object.keys(SPEC_DEFAULT_VISIBILITY).sort());
    expect(visibility.whatsappButton).toBe(false);
    expect(visibility.countdown).toBe(true);
  });
});

describe('HTTP behaviour', () => {
  it('marks catalogue responses as varying by language', async () => {
    const res = await get('/review/all');
    expect(String(res.headers.vary)).toMatch(/accept-language/i);
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await get('/nothing/here');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
  });

  it('publishes an OpenAPI document of the catalogue API', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/public/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/public/api/v1/puja/all', '/public/api/v1/offering/{id}', '/public/api/v1/faq/homepage', '/public/api/v1/review/all']),
    );
    const docsPage = await t.app.inject({ method: 'GET', url: '/public/api/docs/' });
    expect(docsPage.statusCode).toBe(200);
  });
});
