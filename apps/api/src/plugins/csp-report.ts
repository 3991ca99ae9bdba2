import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '@sankalp/contract';

/** Where browsers send what the Content-Security-Policy blocked (`report-uri` and `report-to`). */
export const CSP_REPORT_PATH = `${API_PREFIX}/csp-report`;

/** A report is a few hundred bytes; nothing larger is read. */
const REPORT_BODY_LIMIT = 8 * 1024;
const FIELD_MAX = 300;

type Fields = Record<string, unknown>;

/** The fields an operator needs, bounded: who sends a report is anyone, so nothing is logged whole. */
function summary(report: Fields) {
  const pick = (...names: string[]) => {
    const value = names.map((n) => report[n]).find((v) => typeof v === 'string' || typeof v === 'number');
    return value === undefined ? undefined : String(value).slice(0, FIELD_MAX);
  };
  return {
    document: pick('document-uri', 'documentURL'),
    directive: pick('effective-directive', 'effectiveDirective', 'violated-directive'),
    blocked: pick('blocked-uri', 'blockedURL'),
    source: pick('source-file', 'sourceFile'),
    line: pick('line-number', 'lineNumber'),
  };
}

/** `report-uri` posts `{"csp-report": {...}}`; the Reporting API posts `[{type, body: {...}}, ...]`. */
function reportsIn(body: unknown): Fields[] {
  if (Array.isArray(body)) {
    return body
      .slice(0, 10)
      .filter((r: unknown): r is { type: string; body: Fields } => {
        const report = typeof r === 'object' && r !== null ? (r as { type?: unknown; body?: unknown }) : undefined;
        return report?.type === 'csp-violation' && typeof report.body === 'object' && report.body !== null;
      })
      .map((r) => r.body);
  }
  const legacy = typeof body === 'object' && body !== null ? (body as Fields)['csp-report'] : undefined;
  return typeof legacy === 'object' && legacy !== null ? [legacy as Fields] : [];
}

/**
 * Anyone can post reports: past this many a minute a process logs no more of them (a real policy
 * fault shows in the first few; a flood only fills the disk). It guards this process's own log,
 * so it lives in its memory.
 */
const REPORTS_LOGGED_PER_MINUTE = 60;

function logBudget(perMinute: number): () => boolean {
  let windowStart = 0;
  let used = 0;
  return () => {
    const now = Date.now();
    if (now - windowStart >= 60_000) [windowStart, used] = [now, 0];
    used += 1;
    return used <= perMinute;
  };
}

/**
 * Logs violation reports at warn, so a policy that blocks something the site needs (a new third
 * party, a library that starts injecting code) shows in production logs. Answers 204 always: a
 * browser does nothing with the answer, and a malformed report is not worth an error.
 */
export async function registerCspReports(app: FastifyInstance): Promise<void> {
  const logAllowed = logBudget(REPORTS_LOGGED_PER_MINUTE);
  await app.register(async (scope) => {
    const asJson = (_req: unknown, body: string, done: (err: Error | null, value?: unknown) => void) => {
      try {
        done(null, JSON.parse(body));
      } catch {
        done(null, undefined);
      }
    };
    scope.addContentTypeParser(['application/csp-report', 'application/reports+json'], { parseAs: 'string', bodyLimit: REPORT_BODY_LIMIT }, asJson);
    scope.post(CSP_REPORT_PATH, { bodyLimit: REPORT_BODY_LIMIT, schema: { hide: true } }, async (request, reply) => {
      for (const report of reportsIn(request.body)) {
        if (logAllowed()) request.log.warn({ csp: summary(report) }, 'content security policy violation reported');
      }
      return reply.status(204).send();
    });
  });
}
