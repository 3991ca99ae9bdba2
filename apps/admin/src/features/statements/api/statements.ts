import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  SETTLED_STATEMENTS_PATH,
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
import { adminDownload, adminRequest } from '../../../lib/request.ts';

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

export const downloadStatementCsv = (choice: Omit<StatementChoice, 'page'>, language: Language) =>
  adminDownload(STATEMENT_CSV_PATH, 'statement.csv', { templeId: choice.templeId, from: choice.from, to: choice.to, language });

export const downloadSettledCsv = (id: string, language: Language) => adminDownload(settledStatementCsvPath(id), 'statement.csv', { language });
