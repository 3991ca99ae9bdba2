import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API_PREFIX, GET_ORDER_RECEIPT_PATH } from '@sankalp/contract';
import { loadConfig } from '../../../src/config.ts';
import { moneyDocuments } from '../../../src/db/schema/index.ts';
import { gstinCheckChar, isValidGstin } from '../../../src/features/receipt/gstin.ts';
import type { DocumentContent } from '../../../src/features/receipt/issue.ts';
import { buildTestApp, type TestContext } from '../../helper.ts';
import { paidOrder } from '../../admin/fulfilment-fixtures.ts';
import { authHeaders } from '../../fixtures/sign-in.ts';
import { hasPdftotext, pdfText } from './pdf-text.ts';

const GSTIN = '27AAPFU0939F1ZV';

describe('GSTIN (decision 262)', () => {
  it('accepts a GSTIN whose check character matches, and refuses a wrong shape or check character', () => {
    expect(isValidGstin(GSTIN)).toBe(true);
    expect(gstinCheckChar('09AAACH7409R1Z')).toBe('Z');
    expect(isValidGstin('09AAACH7409R1ZZ')).toBe(true);
    expect(isValidGstin('27AAPFU0939F1ZA')).toBe(false); // check character
    expect(isValidGstin('27AAPFU0939F1XV')).toBe(false); // 14th must be Z
    expect(isValidGstin('27aapfu0939f1zv')).toBe(false); // the config upper-cases first
    expect(isValidGstin('AAPFU0939F')).toBe(false); // a PAN is not a GSTIN
  });

  it('the configuration refuses a bad BUSINESS_GSTIN by name and upper-cases a good one', () => {
    expect(() => loadConfig({ BUSINESS_GSTIN: '27AAPFU0939F1ZA' })).toThrow(/BUSINESS_GSTIN: must be a valid GSTIN/);
    expect(loadConfig({ BUSINESS_GSTIN: ' 27aapfu0939f1zv ' }).BUSINESS_GSTIN).toBe(GSTIN);
    expect(loadConfig({}).BUSINESS_GSTIN).toBeUndefined();
  });
});

describe('a receipt of a GST-registered business', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({
      BUSINESS_LEGAL_NAME: 'Sankalp Seva Private Limited',
      BUSINESS_ADDRESS: '12 MG Road, Pune, Maharashtra 411001',
      BUSINESS_GSTIN: GSTIN,
    });
  });
  afterAll(() => ctx.close());

  it('carries the legal name, address and GSTIN as configured at issue, each line exempt: a bill of supply', async () => {
    const { orderId, userToken } = await paidOrder(ctx.app, { due: false });
    const [doc] = await ctx.app.db.select().from(moneyDocuments).where(eq(moneyDocuments.orderId, orderId));
    const content = doc!.content as DocumentContent;
    expect(content.issuer).toEqual({
      legalName: 'Sankalp Seva Private Limited',
      address: '12 MG Road, Pune, Maharashtra 411001',
      gstin: GSTIN,
      stateCode: '27',
    });
    expect(content.lines.length).toBeGreaterThan(0);
    expect(content.lines.every((l) => l.tax.kind === 'EXEMPT')).toBe(true);
    const res = await ctx.app.inject({ method: 'GET', url: `${API_PREFIX}${GET_ORDER_RECEIPT_PATH}?orderId=${orderId}`, headers: authHeaders(userToken) });
    expect(res.statusCode).toBe(200);
    if (!hasPdftotext) return; // poppler-utils absent: the text checks below cannot run
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Sankalp Seva Private Limited');
    expect(text).toContain(`GSTIN: ${GSTIN}`);
    expect(text).toContain('Receipt cum bill of supply');
    expect(text).not.toContain('not a tax invoice');
  });
});
