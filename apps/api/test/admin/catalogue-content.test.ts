import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZCatalogueBannerListResponse,
  ZCatalogueBannerResponse,
  ZCatalogueFaqListResponse,
  ZCatalogueFaqResponse,
  ZCatalogueReviewListResponse,
  ZCatalogueReviewResponse,
} from '@sankalp/contract';
import { findAudit } from '../../src/admin/core/audit.ts';
import { buildIsolatedTestApp, type TestContext } from '../helper.ts';
import { expectError } from '../features/auth/requests.ts';
import { adminCall, signInStaff, type StaffSession } from './helpers.ts';

let ctx: TestContext;
let operator: StaffSession;
const cleanup: string[] = [];

beforeAll(async () => {
  ctx = await buildIsolatedTestApp();
  operator = await signInStaff(ctx.app, 'operator');
});
// On PostgreSQL every test file shares one database: remove what this file added.
afterAll(async () => {
  for (const path of cleanup.reverse()) await adminCall(ctx.app, 'DELETE', path, { session: operator });
  await ctx.close();
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) => adminCall(ctx.app, method, path, { session: operator, body });
const both = (en: string, hi: string) => ({ en, hi });

const banner = {
  title: both('Diwali puja', 'दिवाली पूजा'),
  description: both('Book now', 'अभी बुक करें'),
  imageUrl: '/images/placeholder.svg',
  alt: both('Lamps', 'दीये'),
  imageText: both('', ''),
  onClick: '/puja',
};

describe('banners', () => {
  it('creates, edits, reorders and deletes, each write audited', async () => {
    const a = ZCatalogueBannerResponse.parse((await call('POST', '/catalogue/banners', banner)).json()).data;
    const b = ZCatalogueBannerResponse.parse((await call('POST', '/catalogue/banners', { ...banner, title: both('Second', 'दूसरा') })).json()).data;
    cleanup.push(`/catalogue/banners/${a.id}`);
    expect(b.position).toBeGreaterThan(a.position);
    const edited = await call('PUT', `/catalogue/banners/${a.id}`, { ...banner, imageText: both('New', 'नया') });
    expect(ZCatalogueBannerResponse.parse(edited.json()).data.imageText).toEqual(both('New', 'नया'));

    const ids = ZCatalogueBannerListResponse.parse((await call('GET', '/catalogue/banners')).json()).data.map((x) => x.id);
    const reversed = [...ids].reverse();
    const reordered = ZCatalogueBannerListResponse.parse((await call('PUT', '/catalogue/banners-order', { ids: reversed })).json()).data;
    expect(reordered.map((x) => x.id)).toEqual(reversed);
    expectError(
      await call('PUT', '/catalogue/banners-order', { ids: reversed.slice(1) }),
      400,
      'The new order must list every entry exactly once. Reload and try again.',
    );

    expect((await call('DELETE', `/catalogue/banners/${b.id}`)).statusCode).toBe(200);
    expectError(await call('DELETE', `/catalogue/banners/${b.id}`), 404, 'This banner does not exist.');
    expect((await findAudit(ctx.app.db, 'banner', a.id)).map((e) => e.action)).toEqual(['banner.reorder', 'banner.update', 'banner.create']);
    expect((await findAudit(ctx.app.db, 'banner', b.id))[0]).toMatchObject({ action: 'banner.delete', after: null, before: { title: { en: 'Second' } } });
  });

  it('needs both languages, a site link and catalogue.write', async () => {
    expectError(await call('POST', '/catalogue/banners', { ...banner, title: both('Only English', ' ') }), 400, 'Fill in the Hindi text.');
    expectError(await call('POST', '/catalogue/banners', { ...banner, onClick: 'https://evil.example' }), 400, 'The link must be a site path starting with /.');
    // Links a browser opens on another site although they start with /: protocol-relative, backslash, a tab dropped.
    for (const onClick of ['//evil.example', '/\\evil.example', '/\\/evil.example', '/\t/evil.example', '/puja\\x']) {
      expectError(await call('POST', '/catalogue/banners', { ...banner, onClick }), 400, 'The link must be a site path starting with /.');
    }
    const hindi = await adminCall(ctx.app, 'POST', '/catalogue/banners', { session: operator, body: { ...banner, onClick: 'x' }, language: 'hindi' });
    expectError(hindi, 400, 'लिंक साइट का पथ होना चाहिए जो / से शुरू हो।');
    const priest = await signInStaff(ctx.app, 'temple_staff');
    expectError(await adminCall(ctx.app, 'POST', '/catalogue/banners', { session: priest, body: banner }), 403, 'You do not have permission to do this.');
    expectError(await adminCall(ctx.app, 'GET', '/catalogue/banners', { session: priest }), 403, 'You do not have permission to do this.');
  });
});

describe('faqs', () => {
  it('keeps each scope its own list and leaves event FAQs to the event editor', async () => {
    const input = {
      scope: 'PUJA',
      question: both('Is prasad sent?', 'क्या प्रसाद भेजा जाता है?'),
      answerText: both('Yes', 'हाँ'),
      answerBullets: { en: ['By post', ' '], hi: ['डाक से'] },
    };
    const faq = ZCatalogueFaqResponse.parse((await call('POST', '/catalogue/faqs', input)).json()).data;
    cleanup.push(`/catalogue/faqs/${faq.id}`);
    expect(faq.answerBullets).toEqual({ en: ['By post'], hi: ['डाक से'] });
    const pujaFaqs = ZCatalogueFaqListResponse.parse((await call('GET', '/catalogue/faqs?scope=PUJA')).json()).data;
    expect(pujaFaqs.at(-1)!.id).toBe(faq.id);
    expect(pujaFaqs.every((f) => f.scope === 'PUJA')).toBe(true);

    const moved = ZCatalogueFaqResponse.parse((await call('PUT', `/catalogue/faqs/${faq.id}`, { ...input, scope: 'HOMEPAGE' })).json()).data;
    expect(moved.scope).toBe('HOMEPAGE');
    const home = ZCatalogueFaqListResponse.parse((await call('GET', '/catalogue/faqs?scope=HOMEPAGE')).json()).data.map((f) => f.id);
    const reordered = await call('PUT', '/catalogue/faqs-order', { scope: 'HOMEPAGE', ids: [...home].reverse() });
    expect(ZCatalogueFaqListResponse.parse(reordered.json()).data.map((f) => f.id)).toEqual([...home].reverse());
    expect((await call('GET', '/catalogue/faqs?scope=EVENT')).statusCode).toBe(400);
    expect((await findAudit(ctx.app.db, 'faq', faq.id)).map((e) => e.action)).toEqual(['faq.reorder', 'faq.update', 'faq.create']);
  });
});

describe('testimonials', () => {
  it('creates, edits and deletes, audited', async () => {
    const input = {
      name: both('Asha', 'आशा'),
      description: both('Lovely puja', 'सुंदर पूजा'),
      videoUrl: null,
      imageUrl: '/images/placeholder.svg',
      address: both('', ''),
      city: both('Pune', 'पुणे'),
      country: both('India', 'भारत'),
      pincode: '',
    };
    const review = ZCatalogueReviewResponse.parse((await call('POST', '/catalogue/reviews', input)).json()).data;
    expect(review).toMatchObject({ city: both('Pune', 'पुणे'), pincode: '' });
    const edited = await call('PUT', `/catalogue/reviews/${review.id}`, { ...input, pincode: '411001' });
    expect(ZCatalogueReviewResponse.parse(edited.json()).data.pincode).toBe('411001');
    expectError(await call('PUT', `/catalogue/reviews/${review.id}`, { ...input, pincode: '41' }), 400, 'The pincode must be 6 digits.');
    const list = ZCatalogueReviewListResponse.parse((await call('GET', '/catalogue/reviews')).json()).data;
    expect(list.some((r) => r.id === review.id)).toBe(true);
    expect((await call('DELETE', `/catalogue/reviews/${review.id}`)).statusCode).toBe(200);
    expect((await findAudit(ctx.app.db, 'review', review.id)).map((e) => e.action)).toEqual(['review.delete', 'review.update', 'review.create']);
  });
});

describe('role × endpoint', () => {
  it('refuses temple staff every catalogue endpoint, and lets operators and admins read', async () => {
    const priest = await signInStaff(ctx.app, 'temple_staff');
    const admin = await signInStaff(ctx.app, 'admin');
    const id = '00000000-0000-4000-8000-000000000000';
    const endpoints: ['GET' | 'POST' | 'PUT' | 'DELETE', string][] = [
      ['GET', '/catalogue/events'],
      ['GET', `/catalogue/events/${id}`],
      ['GET', '/catalogue/temples'],
      ['POST', '/catalogue/events'],
      ['PUT', `/catalogue/events/${id}`],
      ['POST', `/catalogue/events/${id}/publish`],
      ['POST', `/catalogue/events/${id}/unpublish`],
      ['POST', `/catalogue/events/${id}/archive`],
      ['DELETE', `/catalogue/events/${id}`],
      ...(['banners', 'faqs', 'reviews'] as const).flatMap((kind): ['GET' | 'POST' | 'PUT' | 'DELETE', string][] => [
        ['GET', `/catalogue/${kind}`],
        ['POST', `/catalogue/${kind}`],
        ['PUT', `/catalogue/${kind}/${id}`],
        ['DELETE', `/catalogue/${kind}/${id}`],
        ['PUT', `/catalogue/${kind}-order`],
      ]),
    ];
    for (const [method, path] of endpoints) {
      const res = await adminCall(ctx.app, method, path, { session: priest, body: method === 'GET' || method === 'DELETE' ? undefined : {} });
      expect({ method, path, status: res.statusCode }).toEqual({ method, path, status: 403 });
      expect((await adminCall(ctx.app, method, path, { body: method === 'GET' || method === 'DELETE' ? undefined : {} })).statusCode).toBe(401);
    }
    for (const session of [operator, admin]) {
      for (const path of ['/catalogue/events', '/catalogue/temples', '/catalogue/banners', '/catalogue/faqs', '/catalogue/reviews'])
        expect((await adminCall(ctx.app, 'GET', path, { session })).statusCode).toBe(200);
    }
  });
});
