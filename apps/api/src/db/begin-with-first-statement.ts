import pg from 'pg';

/** BEGIN as a statement prepared on each connection: sent later as Bind + Execute only, it answers no ParseComplete of its own. */
export const BEGIN_STATEMENT = 'sankalp_begin';

type Wire = {
  bind(config: { portal: string; statement: string; values: unknown[] }): void;
  execute(config: { portal: string }): void;
  parsedStatements: Record<string, string>;
};

/** The parts of pg's Query this extends (not in its type definitions). */
type QueryInternals = {
  prepare(connection: Wire): void;
  handleCommandComplete(msg: unknown, connection: Wire): void;
};

/**
 * A statement written in one go behind its transaction's BEGIN (decision 281): BEGIN's Bind and
 * Execute, then the statement's own messages and one Sync. PostgreSQL runs them in order and
 * answers once, so the transaction costs one round trip less. Its answer starts with BEGIN's
 * BindComplete (pg ignores it) and CommandComplete, which is not this statement's result and is
 * skipped. Should BEGIN fail, PostgreSQL skips the statement up to the Sync, and the error is
 * this query's.
 */
class StatementAfterBegin extends pg.Query {
  private beginAnswered = false;

  prepare(connection: Wire): void {
    connection.bind({ portal: '', statement: BEGIN_STATEMENT, values: [] });
    connection.execute({ portal: '' });
    (pg.Query.prototype as unknown as QueryInternals).prepare.call(this, connection);
  }

  handleCommandComplete(msg: unknown, connection: Wire): void {
    if (!this.beginAnswered) {
      this.beginAnswered = true;
      return;
    }
    (pg.Query.prototype as unknown as QueryInternals).handleCommandComplete.call(this, msg, connection);
  }
}

/** The first argument of node-postgres' `query`, as far as these clients look into it. */
export type QueryConfigLike = { text?: unknown; name?: unknown; submit?: unknown; values?: unknown; rows?: unknown };

/** Whether `query(config, values)` carries parameters, given beside the text or in the config. */
export function hasParameters(config: QueryConfigLike | string, values: unknown): boolean {
  const params = values ?? (typeof config === 'object' && config !== null ? config.values : undefined);
  return Array.isArray(params) && params.length > 0;
}

/** `query(text)` or `query({ text })` with no values, no callback: how Drizzle opens, commits and rolls back a transaction. */
export function bareText(args: unknown[]): string | undefined {
  const [config, values, callback] = args as [QueryConfigLike | string, unknown, unknown];
  if (callback !== undefined || typeof values === 'function' || hasParameters(config, values)) return undefined;
  if (typeof config === 'string') return config;
  if (typeof config !== 'object' || config === null || config.submit !== undefined || config.name !== undefined) return undefined;
  return typeof config.text === 'string' ? config.text : undefined;
}

/** Whether a query goes through Parse/Bind/Execute (named, or with values), so BEGIN can be written in front of it. */
function isExtended(args: unknown[]): boolean {
  const [config, values] = args as [QueryConfigLike | string, unknown];
  if (typeof config === 'string') return hasParameters(config, values);
  if (typeof config !== 'object' || config === null || config.submit !== undefined || config.rows !== undefined) return false;
  return typeof config.name === 'string' || hasParameters(config, values);
}

type Send = (...args: unknown[]) => Promise<unknown>;

/**
 * Runs the first statement of a transaction whose BEGIN was held back: in one write behind BEGIN
 * when the connection has BEGIN prepared and the statement is an extended one; otherwise BEGIN
 * first (preparing it for the connection's next transactions), then the statement.
 */
export function runAfterBegin(wire: Wire, send: Send, args: unknown[]): Promise<unknown> {
  if (wire.parsedStatements[BEGIN_STATEMENT] === undefined || !isExtended(args)) {
    return send({ text: 'begin', name: BEGIN_STATEMENT }).then(() => send(...args));
  }
  const [config, values] = args as [QueryConfigLike | string, unknown[] | undefined];
  const query = new StatementAfterBegin(config as pg.QueryConfig, values);
  return new Promise((resolve, reject) => {
    (query as unknown as { callback: (err: Error | null, res: unknown) => void }).callback = (err, res) => (err ? reject(err) : resolve(res));
    void send(query);
  });
}
