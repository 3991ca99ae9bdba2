import { createHash } from 'node:crypto';
import pg from 'pg';

/** A statement text seen this many times gets a name: a one-off (a console filter's shape) stays unnamed. */
const NAME_FROM_USE = 3;
/** At most this many named texts, so each connection's prepared statements stay bounded. */
const MAX_NAMED = 400;
/** Texts counted but not yet named; past this the count starts again (a flood of one-off shapes). */
const MAX_COUNTED = 5_000;

/** Per process: a statement text's use count until it is named, then its name. */
const seen = new Map<string, number | string>();
let named = 0;

/** The name of a text worth preparing, or undefined while it is not (yet). */
export function statementNameFor(text: string): string | undefined {
  const known = seen.get(text);
  if (typeof known === 'string') return known;
  const uses = (known ?? 0) + 1;
  if (uses < NAME_FROM_USE || named >= MAX_NAMED) {
    if (known === undefined && seen.size - named >= MAX_COUNTED) for (const [t, v] of seen) if (typeof v === 'number') seen.delete(t);
    seen.set(text, uses);
    return undefined;
  }
  // From the text itself: every process and connection gives one text one name, and no two texts share one.
  const name = `s${createHash('sha1').update(text).digest('base64url')}`;
  seen.set(text, name);
  named++;
  return name;
}

type QueryConfigLike = { text?: unknown; name?: unknown; submit?: unknown; values?: unknown };

/**
 * node-postgres parses and plans every unnamed statement again each time it runs; a named one is
 * parsed once per connection and, after a few runs, PostgreSQL keeps a generic plan for it. Drizzle
 * names only statements built with .prepare(); this client names every parameterised statement the
 * app runs repeatedly, by its text (decision 276). BEGIN, COMMIT and other texts without
 * parameters go as they are.
 */
export class NamedStatementClient extends pg.Client {
  override query(...args: unknown[]): never {
    const [config, values] = args as [QueryConfigLike | string, unknown];
    if (typeof config === 'string') {
      // query(text, values): a statement written as SQL (db/prepared.ts preparedSql).
      const name = Array.isArray(values) && values.length > 0 ? statementNameFor(config) : undefined;
      if (name) args[0] = { text: config, name };
    } else if (typeof config === 'object' && config !== null && typeof config.text === 'string' && config.name === undefined && config.submit === undefined) {
      const params = values ?? config.values;
      const name = Array.isArray(params) && params.length > 0 ? statementNameFor(config.text) : undefined;
      if (name) args[0] = { ...config, name };
    }
    return (super.query as (...a: unknown[]) => never)(...args);
  }
}
