import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  SETTLED_STATEMENTS_PATH,
  STAFF_TOKEN_HEADER,
  STATEMENT_CSV_PATH,
  STATEMENT_PATH,
  STATEMENT_SETTLE_PATH,
  TEMPLES_PATH,
  ZSettledStatementsResponse,
  ZSettleStatementResponse,
  ZStatementResponse,
  ZTempleListResponse,
  settledStatementCsvPath,
  type Language,
  type TStatement,
} from '@sankalp/contract';
import { config } from '../../../config.ts';
import { ApiError, adminRequest } from '../../../lib/request.ts';
import { getStaffToken } from '../../../lib/staff-session.ts';

export type StatementChoice = { templeId: string; from: string; to: string; page: number };

/** The temples the staff member may see (temple staff: their own), for the picker. */
export function useStatementTemples() {
  return useQuery({
    queryKey: ['statements', 'temples'],
    queryFn: ({ signal }) => adminRequest(TEMPLES_PATH, { schema: ZTempleListResponse, query: { status: 'all' }, signal }),
  });
}

export function useStatement(choice: StatementChoice) {
  return useQuery({
    queryKey: ['statements', 'open', choice],
    enabled: Boolean(choice.templeId && choice.from && choice.to),
    queryFn: ({ signal }) => adminRequest(STATEMENT_PATH, { schema: ZStatementResponse, query: choice, signal }),
  });
}

export function useSettledStatements(templeId: string) {
  return useQuery({
    queryKey: ['statements', 'settled', templeId],
    enabled: Boolean(templeId),
    queryFn: ({ signal }) => adminRequest(SETTLED_STATEMENTS_PATH, { schema: ZSettledStatementsResponse, query: { templeId }, signal }),
  });
}

/** Marks the statement shown settled; `attemptKey` is this press's Idempotency-Key (decision 194). */
export function useSettleStatement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ statement, reference, attemptKey }: { statement: TStatement; reference: string; attemptKey: string }) =>
      adminRequest(STATEMENT_SETTLE_PATH, {
        method: 'POST',
        schema: ZSettleStatementResponse,
        idempotencyKey: attemptKey,
        body: {
          templeId: statement.templeId,
          from: statement.from,
          to: statement.to,
          reference,
          expected: {
            paymentsCount: statement.totals.paymentsCount,
            refundsCount: statement.totals.refundsCount,
            grossPaise: statement.totals.grossPaise,
            refundsPaise: statement.totals.refundsPaise,
          },
        },
      }),
    meta: { toast: false },
    onSuccess: () => client.invalidateQueries({ queryKey: ['statements'] }),
  });
}

/**
 * Downloads a CSV. A plain link cannot send the staff token header, so the file is fetched and
 * handed to the browser as a blob, under the name the server gave it.
 */
async function downloadCsv(path: string, params: Record<string, string>): Promise<void> {
  const token = getStaffToken();
  const res = await fetch(`${config.adminApiBase}${path}?${new URLSearchParams(params)}`, { headers: token ? { [STAFF_TOKEN_HEADER]: token } : {} });
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { code?: string; message?: string };
    throw new ApiError(res.status, body.code ?? 'HTTP_ERROR', body.message ?? String(res.status));
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'statement.csv';
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

export const downloadStatementCsv = (choice: Omit<StatementChoice, 'page'>, language: Language) =>
  downloadCsv(STATEMENT_CSV_PATH, { templeId: choice.templeId, from: choice.from, to: choice.to, language });

export const downloadSettledCsv = (id: string, language: Language) => downloadCsv(settledStatementCsvPath(id), { language });
