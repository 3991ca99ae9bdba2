import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SETTLED_STATEMENT_CSV_PATH,
  SETTLED_STATEMENTS_PATH,
  STATEMENT_CSV_PATH,
  STATEMENT_PATH,
  STATEMENT_SETTLE_PATH,
  ZErrorResponse,
  ZSettledStatementCsvQuery,
  ZSettledStatementsQuery,
  ZSettledStatementsResponse,
  ZSettleStatementRequest,
  ZSettleStatementResponse,
  ZStatementQuery,
  ZStatementResponse,
} from '@sankalp/contract';
import { z } from 'zod';
import { signedInStaff, staffKeys } from '../core/staff-auth.ts';
import { getStatement, listSettled, scopedTemple, settledSheet } from './get-statement.ts';
import { settleStatement } from './settle-statement.ts';
import { statementCsv, statementFileName } from './statement-csv.ts';
import { csvLines, openMovements } from './statement-queries.ts';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse, 409: ZErrorResponse };
const csv = 'text/csv; charset=utf-8';

/** Temple statements (decision 270): everyone reads (temple staff their temples'), the admin settles. */
export const statementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    STATEMENT_PATH,
    {
      config: { permission: 'statements.read' },
      schema: {
        tags: ['admin'],
        summary: "A temple's open statement for a period",
        querystring: ZStatementQuery,
        response: { 200: ZStatementResponse, ...errors },
      },
    },
    async (req) => ({ data: await getStatement(app.db, signedInStaff(req), req.query) }),
  );

  app.get(
    STATEMENT_CSV_PATH,
    {
      config: { permission: 'statements.read' },
      // No response schema: the answer is CSV text.
      schema: { tags: ['admin'], summary: "A temple's open statement as CSV, every line", querystring: ZStatementQuery },
    },
    async (req, reply) => {
      const staff = signedInStaff(req);
      const statement = await getStatement(app.db, staff, { ...req.query, page: 0 });
      const temple = await scopedTemple(app.db, staff, req.query.templeId);
      const lines = await csvLines(app.db, openMovements(temple.id, req.query), req.query.language);
      const body = statementCsv(
        { ...statement, templeName: req.query.language === 'hindi' ? temple.nameHi : temple.nameEn, reference: null, lines },
        req.query.language,
      );
      return reply
        .header('content-type', csv)
        .header('content-disposition', `attachment; filename="${statementFileName(temple.nameEn, req.query.from, req.query.to)}"`)
        .send(body);
    },
  );

  app.post(
    STATEMENT_SETTLE_PATH,
    {
      config: { permission: 'statements.settle', idempotent: staffKeys },
      schema: {
        tags: ['admin'],
        summary: 'Mark a statement settled with its payout reference',
        body: ZSettleStatementRequest,
        response: { 200: ZSettleStatementResponse, ...errors },
      },
    },
    async (req) => ({ data: await settleStatement(app.db, signedInStaff(req), req.body) }),
  );

  app.get(
    SETTLED_STATEMENTS_PATH,
    {
      config: { permission: 'statements.read' },
      schema: {
        tags: ['admin'],
        summary: "A temple's settled statements",
        querystring: ZSettledStatementsQuery,
        response: { 200: ZSettledStatementsResponse, ...errors },
      },
    },
    async (req) => ({ data: await listSettled(app.db, signedInStaff(req), req.query.templeId) }),
  );

  app.get(
    SETTLED_STATEMENT_CSV_PATH,
    {
      config: { permission: 'statements.read' },
      schema: {
        tags: ['admin'],
        summary: 'A settled statement as CSV, every line',
        params: z.object({ id: z.string().max(100) }),
        querystring: ZSettledStatementCsvQuery,
      },
    },
    async (req, reply) => {
      const { temple, settled, lines } = await settledSheet(app.db, signedInStaff(req), req.params.id, req.query.language);
      const body = statementCsv({ ...settled, templeName: req.query.language === 'hindi' ? temple.nameHi : temple.nameEn, lines }, req.query.language);
      return reply
        .header('content-type', csv)
        .header('content-disposition', `attachment; filename="${statementFileName(temple.nameEn, settled.from, settled.to)}"`)
        .send(body);
    },
  );
};
