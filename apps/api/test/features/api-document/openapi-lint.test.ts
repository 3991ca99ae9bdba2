import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_HEADER, STAFF_TOKEN_HEADER } from '@sankalp/contract';
import { loadConfig } from '../../../src/config.ts';
import { buildTestApp, type TestContext } from '../../helper.ts';
import { binOf, run } from './tools.ts';

type Operation = {
  operationId?: string;
  summary?: string;
  security?: Record<string, string[]>[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, { description: string; content?: Record<string, unknown>; headers?: Record<string, unknown> }>;
};
type LintReport = { totals: { errors: number }; problems: { ruleId: string; severity: string; location: { pointer: string }[] }[] };
type Doc = { paths: Record<string, Record<string, Operation>>; components: { securitySchemes: Record<string, { name: string }> } };

const operations = (doc: Doc) =>
  Object.entries(doc.paths).flatMap(([p, item]) => Object.entries(item).map(([method, op]) => ({ where: `${method} ${p}`, op })));

let t: TestContext;
let publicDoc: Doc;
let consoleDoc: Doc;

beforeAll(async () => {
  t = await buildTestApp();
  publicDoc = (await t.app.inject({ url: '/public/api/docs/json' })).json();
  consoleDoc = (await t.app.inject({ url: '/admin/api/docs/json' })).json();
});
afterAll(() => t.close());

describe('the API documents (decision 240)', () => {
  it('passes redocly lint with the recommended rules: no errors in either document', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'sankalp-openapi-'));
    try {
      await writeFile(path.join(dir, 'public.json'), JSON.stringify(publicDoc));
      await writeFile(path.join(dir, 'console.json'), JSON.stringify(consoleDoc));
      // One run for both files, in an empty folder (no redocly.yaml to pick up): the recommended rules as shipped.
      const lint = await run(binOf('@redocly/cli', 'redocly'), ['lint', 'public.json', 'console.json', '--extends=recommended', '--format=json'], dir);
      // A JSON report per file, one after the other.
      const reports = lint.stdout
        .trim()
        .split(/(?<=^\})(?=\{)/m)
        .map((text) => JSON.parse(text) as LintReport);
      expect(reports).toHaveLength(2);
      const errors = reports.flatMap((r) => r.problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId} at ${p.location[0]?.pointer}`));
      expect(errors).toEqual([]);
      expect(reports.map((r) => r.totals.errors)).toEqual([0, 0]);
      expect(lint.code).toBe(0);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('keeps the console out of the public document, and each document has its own token scheme', () => {
    expect(Object.keys(publicDoc.paths).filter((p) => p.startsWith('/admin/'))).toEqual([]);
    expect(Object.keys(consoleDoc.paths).every((p) => p.startsWith('/admin/api/v1/'))).toBe(true);
    expect(Object.values(publicDoc.components.securitySchemes).map((s) => s.name)).toEqual([ACCESS_TOKEN_HEADER]);
    expect(Object.values(consoleDoc.components.securitySchemes).map((s) => s.name)).toEqual([STAFF_TOKEN_HEADER]);
  });

  it('gives every operation a unique operationId, a summary, its security and a 4xx answer', () => {
    const all = [...operations(publicDoc), ...operations(consoleDoc)];
    const ids = all.map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(all.length);
    for (const { where, op } of all) {
      expect(op.operationId, where).toMatch(/^(get|post|put|delete|patch)[A-Z][A-Za-z0-9]*$/);
      expect(op.summary, where).toBeTruthy();
      expect(op.security, where).toBeDefined();
      expect(
        Object.keys(op.responses).some((s) => s.startsWith('4')),
        where,
      ).toBe(true);
    }
    const op = (doc: Doc, method: string, p: string) => doc.paths[p]![method]!;
    expect(op(publicDoc, 'get', '/public/api/v1/puja/{id}').operationId).toBe('getPujaById');
    expect(op(publicDoc, 'get', '/public/api/v1/puja/all').security).toEqual([]);
    expect(op(publicDoc, 'post', '/public/api/v1/order/create').security).toEqual([{ devoteeToken: [] }]);
    expect(op(publicDoc, 'get', '/public/api/v1/cart').security).toEqual([{ devoteeToken: [] }]);
    expect(op(consoleDoc, 'get', '/admin/api/v1/orders').security).toEqual([{ staffToken: [] }]);
    expect(op(consoleDoc, 'post', '/admin/api/v1/auth/otp/send').security).toEqual([]);
  });

  it('documents the forms, the pages, the 303 and the image upload as they are sent', () => {
    const callback = publicDoc.paths['/public/api/v1/payment/callback']!.post!;
    expect(Object.keys(callback.requestBody!.content)).toEqual(['application/x-www-form-urlencoded']);
    expect(callback.responses['303']!.headers).toHaveProperty('Location');
    const pay = publicDoc.paths['/public/api/v1/payment/simulated/checkout/{providerOrderId}/{outcome}']!.post!;
    expect(Object.keys(pay.requestBody!.content)).toEqual(['application/x-www-form-urlencoded']);
    expect(Object.keys(pay.responses['200']!.content!)).toEqual(['text/html']);
    const page = publicDoc.paths['/public/api/v1/payment/simulated/checkout/{providerOrderId}']!.get!;
    expect(Object.keys(page.responses['200']!.content!)).toEqual(['text/html']);
    const upload = consoleDoc.paths['/admin/api/v1/media/images']!.post!;
    expect(upload.requestBody!.content['multipart/form-data']!.schema).toMatchObject({ required: ['file'] });
    // The tus protocol is left to its own specification (decision 240).
    expect(Object.keys(consoleDoc.paths).filter((p) => p.includes('/media/videos/') && !p.includes('by-upload'))).toEqual([]);
  });

  it('publishes the console document only where configured: off in production unless asked for', async () => {
    const production = {
      NODE_ENV: 'production',
      OTP_SECRET: 'x'.repeat(32),
      SIMULATED_PAYMENT_SECRET: 'y'.repeat(32),
      PUBLIC_BASE_URL: 'https://sankalp.example',
    };
    expect(loadConfig(production).ADMIN_API_DOCS).toBe(false);
    expect(loadConfig({ ...production, ADMIN_API_DOCS: 'true' }).ADMIN_API_DOCS).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).ADMIN_API_DOCS).toBe(true);
    const off = await buildTestApp({ ADMIN_API_DOCS: 'false' });
    try {
      expect((await off.app.inject({ url: '/admin/api/docs/json' })).statusCode).toBe(404);
      expect((await off.app.inject({ url: '/public/api/docs/json' })).statusCode).toBe(200);
    } finally {
      await off.close();
    }
  });
});
