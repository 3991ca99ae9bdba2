import { beforeAll, describe, expect, it } from 'vitest';
import enCatalogue from '../../admin/src/locales/en/catalogue.json' with { type: 'json' };
import enCommon from '../../admin/src/locales/en/common.json' with { type: 'json' };
import { DESKTOP, PHONE, eventually, useBrowser } from './browser.ts';
import { adminGet, asStaff, staffToken } from './console-fixtures.ts';

/** The seeded demo operator (apps/api/src/db/seed/seed-demo-staff.ts). */
const OPERATOR_PHONE = '9999900002';
const c = enCatalogue;

const browser = useBrowser();

type Faq = { id: string; question: { en: string; hi: string } };
type Banner = { id: string; title: { en: string; hi: string } };
type Review = { id: string; name: { en: string; hi: string } };

describe('console content lists (banners, FAQs, testimonials)', () => {
  // One code per phone per 30 s: one sign-in serves both tests.
  let token: string;
  beforeAll(async () => {
    token = await staffToken(OPERATOR_PHONE);
  });

  it('an operator adds a puja FAQ in both languages, moves it up, edits it and deletes it (desk)', async () => {
    const faqs = () => adminGet<Faq[]>(token, '/catalogue/faqs?scope=PUJA');
    const question = `E2E question ${Date.now().toString(36)}`;
    const page = await browser.open('/admin/catalogue/faqs?scope=PUJA', DESKTOP, asStaff(token, 'en'));
    await page.getByRole('heading', { name: c.faqs.title, level: 1 }).waitFor();

    await page.getByRole('button', { name: c.faqs.add }).click();
    const dialog = page.getByRole('dialog', { name: c.faqs.add });
    await dialog.getByLabel(`${c.fields.question} (English)`, { exact: true }).fill(question);
    await dialog.getByLabel(`${c.fields.question} (Hindi)`, { exact: true }).fill('ई2ई प्रश्न');
    await dialog.getByLabel(`${c.fields.answer} (English)`, { exact: true }).fill('An answer.');
    await dialog.getByLabel(`${c.fields.answer} (Hindi)`, { exact: true }).fill('एक उत्तर।');
    await dialog.getByRole('button', { name: enCommon.actions.save }).click();
    const list = page.getByRole('list', { name: c.faqs.title });
    await list.getByText(question).waitFor();
    const saved = (await faqs()).find((f) => f.question.en === question)!;
    expect(saved.question.hi).toBe('ई2ई प्रश्न');

    // Last in its scope; moving it up puts it one place earlier, on the server too.
    const before = (await faqs()).map((f) => f.id);
    const at = before.indexOf(saved.id);
    expect(at).toBe(before.length - 1);
    await page.getByRole('button', { name: c.list.up.replace('{{label}}', String(at + 1)) }).click();
    await eventually(async () => (await faqs()).map((f) => f.id).indexOf(saved.id)).toBe(at - 1);

    // The edit dialog opens on the saved values.
    const row = list.getByRole('listitem').filter({ hasText: question });
    await row.getByRole('button', { name: c.list.edit }).click();
    const edit = page.getByRole('dialog', { name: c.faqs.edit });
    await eventually(() => edit.getByLabel(`${c.fields.question} (English)`, { exact: true }).inputValue()).toBe(question);
    await edit.getByRole('button', { name: enCommon.actions.cancel }).click();

    await row.getByRole('button', { name: c.list.delete }).click();
    await eventually(async () => (await faqs()).some((f) => f.id === saved.id)).toBe(false);
    await eventually(() => list.getByText(question).count()).toBe(0);
  });

  it('the banner and testimonial dialogs open on the entry chosen (phone)', async () => {
    const [banner] = await adminGet<Banner[]>(token, '/catalogue/banners');
    const [review] = await adminGet<Review[]>(token, '/catalogue/reviews');

    const banners = await browser.open('/admin/catalogue/banners', PHONE, asStaff(token, 'en'));
    await banners.getByRole('list', { name: c.banners.title }).getByRole('button', { name: c.list.edit }).first().click();
    const bannerDialog = banners.getByRole('dialog', { name: c.banners.edit });
    await eventually(() => bannerDialog.getByLabel(`${c.fields.title} (English)`, { exact: true }).inputValue()).toBe(banner!.title.en);
    await eventually(() => bannerDialog.getByLabel(`${c.fields.title} (Hindi)`, { exact: true }).inputValue()).toBe(banner!.title.hi);

    const reviews = await browser.open('/admin/catalogue/testimonials', PHONE, asStaff(token, 'en'));
    await reviews.getByRole('list', { name: c.testimonials.title }).getByRole('button', { name: c.list.edit }).first().click();
    const reviewDialog = reviews.getByRole('dialog', { name: c.testimonials.edit });
    await eventually(() => reviewDialog.getByLabel(`${c.fields.devoteeName} (English)`, { exact: true }).inputValue()).toBe(review!.name.en);
  });
});
