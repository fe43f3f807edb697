// The database handle the engine works with (the pool, or a transaction on it), how the pool
// is opened, and the one way the engine sends a compiled statement.
import postgres from 'postgres';

export type Db = postgres.Sql | postgres.TransactionSql;
export type Pool = postgres.Sql;

/** The pool's connections in the order statements take them: the one freed last first.
 * postgres.js hands out the connection idle longest, so once a burst of concurrent requests
 * has opened ten, one client's requests in turn each met another PostgreSQL backend, its
 * caches (and the CPU's) cold for that statement, where PgBouncer and most pools reuse the
 * connection freed last. So each connection is a pool of its own (postgres.js, max 1: it
 * reconnects, recycles and ends itself), lent out last-freed first; a statement waits, in
 * turn, only when every one is lent (the figures: bench/NOTES.md, "Which connection a
 * statement takes"). */
class Connections {
  private readonly idle: Pool[];
  private readonly waiting: Array<(sql: Pool) => void> = [];

  constructor(all: Pool[]) {
    // The first lent is the first connection, the one tagged statements use: a quiet process opens one.
    this.idle = [...all].reverse();
  }

  private take(): Promise<Pool> | Pool {
    return this.idle.pop() ?? new Promise((resolve) => this.waiting.push(resolve));
  }

  private give(sql: Pool): void {
    const next = this.waiting.shift();
    if (next) next(sql);
    else this.idle.push(sql);
  }

  /** Runs `fn` on a connection of its own, given back once `fn` settles. */
  async use<T>(fn: (sql: Pool) => Promise<T>): Promise<T> {
    const sql = await this.take();
    try {
      return await fn(sql);
    } finally {
      this.give(sql);
    }
  }

  /** A connection reserved until its `release()`, which gives it back. */
  async reserve(): Promise<postgres.ReservedSql> {
    const sql = await this.take();
    try {
      const reserved = await sql.reserve();
      const release = reserved.release.bind(reserved);
      reserved.release = () => {
        release();
        this.give(sql);
      };
      return reserved;
    } catch (e) {
      this.give(sql);
      throw e;
    }
  }
}

const connectionsOf = new WeakMap<object, Connections>();

/** Longest wait before a connection the database refused is tried again. */
const RECONNECT_BACKOFF_MAX_SECONDS = 1;
/** Longest wait for a new connection (an unreachable host answers nothing at all). */
const CONNECT_TIMEOUT_SECONDS = 5;

/** Runs a statement compiled by the engine: text with $n placeholders and their values.
 * Prepared (named, per connection): a representation statement takes PostgreSQL longer to plan
 * (a device's) than to run, and a prepared one is planned once per connection, after
 * which PostgreSQL settles on a generic plan when it is no worse. Connections are recycled
 * (postgres.js max_lifetime), which bounds how many prepared statements each one holds. */
export async function query<T>(db: Db, text: string, values: unknown[] = []): Promise<T[]> {
  const run = (sql: Db) => sql.unsafe(text, values as never[], { prepare: true });
  const connections = connectionsOf.get(db);
  return (await (connections ? connections.use(run) : run(db))) as unknown as T[];
}

/** The pool of one API process: `max` connections, each statement and transaction on the one
 * freed last (Connections above). Statements are prepared (query above) and their parameters
 * are ids, slugs and page bounds: one generic plan per connection serves them all, where
 * planning each call cost more than running it (bench/REPORT.md). Rows come back as JSON
 * text built by PostgreSQL; dates are parsed only where the engine reads them itself (token
 * expiry). The pool is used as postgres.js's own:
 * `reserve` and `begin` take a connection as statements do, `end` ends them all, and the rest
 * (a tagged statement, LISTEN, which opens a connection of its own) goes to the first. */
export function openPool(url: string, max: number, onQuery?: (sql: string) => void, statementTimeoutSeconds = 0): Pool {
  const all = Array.from({ length: max }, () => postgres(url, {
    max: 1,
    // STATEMENT_TIMEOUT: PostgreSQL cancels a statement that runs longer (SQLSTATE 57014), so
    // no request holds a connection and a core for as long as it likes.
    // jit off: PostgreSQL's JIT (a server built with LLVM, as Debian's are; the embedded one is
    // not) compiles a statement's expressions once its estimated cost passes jit_above_cost,
    // and a representation's hundreds of subqueries pass it with few rows: the compiling took
    // seconds per statement where running it takes milliseconds (docs/production.md,
    // "PostgreSQL versions").
    connection: { plan_cache_mode: 'force_generic_plan', statement_timeout: Math.round(statementTimeoutSeconds * 1000), jit: 'off' },
    // While the database is away a statement is refused soon (the request answered 503) and the
    // pool serves again soon after it is back: postgres.js's own backoff grows to many seconds,
    // each of which a statement given to a refused connection waits before it is tried.
    backoff: (retries: number) => Math.min(0.05 * 2 ** retries, RECONNECT_BACKOFF_MAX_SECONDS),
    connect_timeout: CONNECT_TIMEOUT_SECONDS,
    onnotice: () => {},
    ...(onQuery ? { debug: (_conn: number, sql: string) => onQuery(sql) } : {}),
  }));
  const connections = new Connections(all);
  const own: Partial<Pool> = {
    reserve: () => connections.reserve(),
    begin: ((...args: unknown[]) => connections.use((sql) => (sql.begin as (...a: unknown[]) => Promise<unknown>)(...args))) as Pool['begin'],
    end: (async (options?: { timeout?: number }) => { await Promise.all(all.map((sql) => sql.end(options))); }) as Pool['end'],
  };
  const pool = new Proxy(all[0]!, {
    get: (target, name, receiver) => (Object.hasOwn(own, name) ? own[name as keyof Pool] : Reflect.get(target, name, receiver) as unknown),
  });
  connectionsOf.set(pool, connections);
  return pool;
}
