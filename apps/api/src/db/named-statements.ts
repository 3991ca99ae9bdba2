import { createHash } from 'node:crypto';
import pg from 'pg';
import { bareText, hasParameters, runAfterBegin, type QueryConfigLike } from './begin-with-first-statement.ts';

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

/** What a held-back BEGIN, or a COMMIT or ROLLBACK of a transaction that ran nothing, answers. */
const NOTHING_SENT = Object.freeze({ command: '', rowCount: null, rows: [], fields: [] });

/** Names a parameterised text run repeatedly, in place (decision 276). */
function nameRepeatedText(args: unknown[]): void {
  const [config, values] = args as [QueryConfigLike | string, unknown];
  if (!hasParameters(config, values)) return;
  if (typeof config === 'string') {
    // query(text, values): a statement written as SQL (db/prepared.ts preparedSql).
    const name = statementNameFor(config);
    if (name) args[0] = { text: config, name };
  } else if (typeof config === 'object' && config !== null && typeof config.text === 'string' && config.name === undefined && config.submit === undefined) {
    const name = statementNameFor(config.text);
    if (name) args[0] = { ...config, name };
  }
}

/**
 * The pool's client. node-postgres parses and plans every unnamed statement again each time it
 * runs; a named one is parsed once per connection and, after a few runs, PostgreSQL keeps a
 * generic plan for it. Drizzle names only statements built with .prepare(); this client names
 * every parameterised statement the app runs repeatedly, by its text (decision 276). BEGIN,
 * COMMIT and other texts without parameters are not named.
 *
 * It also holds a transaction's BEGIN back and writes it in front of the transaction's first
 * statement, one round trip instead of two (decision 281); a transaction that ran nothing sends
 * neither its BEGIN nor its COMMIT or ROLLBACK.
 */
export class NamedStatementClient extends pg.Client {
  private beginHeld = false;
  /** Told of every round trip this client makes (the checkout-queries bench counts them). */
  private readonly onRoundTrip: (() => void) | undefined;

  /** pg-pool hands its own options to each client it makes: `onRoundTrip` comes from there. */
  constructor(config: pg.ClientConfig & { onRoundTrip?: () => void } = {}) {
    super(config);
    this.onRoundTrip = config.onRoundTrip;
  }

  override query(...args: unknown[]): never {
    const bare = bareText(args)?.toLowerCase();
    if (bare === 'begin' && !this.beginHeld) {
      this.beginHeld = true;
      return Promise.resolve(NOTHING_SENT) as never;
    }
    if (this.beginHeld && (bare === 'commit' || bare === 'rollback')) {
      this.beginHeld = false;
      return Promise.resolve(NOTHING_SENT) as never;
    }
    nameRepeatedText(args);
    const send = (...a: unknown[]) => {
      this.onRoundTrip?.();
      return (super.query as (...q: unknown[]) => Promise<unknown>)(...a);
    };
    if (this.beginHeld) {
      this.beginHeld = false;
      return runAfterBegin((this as unknown as { connection: Parameters<typeof runAfterBegin>[0] }).connection, send, args) as never;
    }
    return send(...args) as never;
  }

  /** Back in the pool: a BEGIN still held (its transaction never reached COMMIT or ROLLBACK) must not open the next user's. */
  forgetHeldBegin(): void {
    this.beginHeld = false;
  }
}
