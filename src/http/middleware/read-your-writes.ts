// Read-your-writes with read replicas (DATABASE_REPLICA_URLS, src/db/replicas.ts): a client
// (its user, else its address: the key CLIENT_CONNECTIONS counts by, so every session and token
// of one user) that wrote reads from the primary until a replica has replayed its write, on
// whichever API process its next request lands.
//   - A write transaction records its client's floor in the round trip of its COMMIT: the
//     primary's WAL insert position once COMMIT has run, which is at or past the commit record,
//     in netinv_write_floor (src/db/functions/write_floors.sql), and sends it back in the
//     `netinv_write_lsn` cookie, which browsers and HTTP sessions (requests.Session, pynetbox)
//     send with their next requests.
//   - A read goes to a replica only if it has replayed the client's floor: the cookie's when
//     the request has one (no statement), else the floor recorded in PostgreSQL (one point read
//     on the primary; the read itself still goes to the replica), and this process's own.
//   - In this process, a request that may write (any method but GET, HEAD, OPTIONS; GraphQL
//     serves queries only) marks its client as writing from its start; when it has ended (its
//     answer sent, so its COMMIT made) the primary's WAL insert position is read and kept as
//     the client's floor (writes outside a write transaction: sessions, preferences); then the
//     mark is lifted. A read of the client's meanwhile goes to the primary.
//   - A floor older than REPLICA_MAX_LAG is forgotten: a replica that has not replayed it by
//     then lags more than REPLICA_MAX_LAG and is skipped anyway.
import type { NextFunction, Request, Response } from 'express';
import { lsnValue, type ReplicaRead, type Replicas } from '../../db/replicas.ts';
import { query, type Db, type Pool } from '../../engine/db.ts';
import { requestAddress } from '../../auth/authenticate.ts';
import type { RequestAuth } from '../request.ts';
import { isSafe } from '../request.ts';

/** Stands for "the write's position could not be read": the primary until the floor expires. */
const UNKNOWN = (1n << 64n) - 1n;

export class WriteMarks {
  private readonly writing = new Map<string, number>();
  private readonly floors = new Map<string, { lsn: bigint; until: number }>();
  private ended = 0;

  constructor(private readonly replicas: Replicas<Pool>, private readonly maxLagMs: number) {}

  /** A write of `key`'s has begun. */
  begin(key: string): void {
    this.writing.set(key, (this.writing.get(key) ?? 0) + 1);
  }

  /** `key`'s floor is at least `lsn` for REPLICA_MAX_LAG from now. */
  raise(key: string, lsn: bigint): void {
    // Floors of clients that never read again are swept now and then.
    if (++this.ended % 1000 === 0) for (const [k, f] of this.floors) if (f.until <= Date.now()) this.floors.delete(k);
    const until = Date.now() + this.maxLagMs;
    const had = this.floors.get(key);
    this.floors.set(key, { lsn: had && had.until > Date.now() && had.lsn > lsn ? had.lsn : lsn, until });
  }

  /** A write of `key`'s has ended: its floor is the primary's position now. */
  async end(key: string): Promise<void> {
    let lsn: bigint;
    try {
      lsn = await this.replicas.writePosition();
    } catch {
      lsn = UNKNOWN;
    }
    this.raise(key, lsn);
    const n = (this.writing.get(key) ?? 1) - 1;
    if (n > 0) this.writing.set(key, n);
    else this.writing.delete(key);
  }

  /** What a read of `key`'s may use: null for the primary only, else the floor (undefined: none). */
  floor(key: string): bigint | undefined | null {
    if (this.writing.has(key)) return null;
    const floor = this.floors.get(key);
    if (!floor) return undefined;
    if (floor.until <= Date.now()) {
      this.floors.delete(key);
      return undefined;
    }
    return floor.lsn === UNKNOWN ? null : floor.lsn;
  }
}

/** The cookie that carries a client's floor (a pg_lsn's text) to whichever process it asks next. */
export const FLOOR_COOKIE = 'netinv_write_lsn';
const LSN_TEXT = /^[0-9A-F]{1,8}\/[0-9A-F]{1,8}$/i;

/** The floor a request's cookie names; undefined when it has none or a malformed one. */
function cookieFloor(req: Request): bigint | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === FLOOR_COOKIE) {
      const value = part.slice(at + 1).trim().replace(/%2F/gi, '/');
      return LSN_TEXT.test(value) ? lsnValue(value) : undefined;
    }
  }
  return undefined;
}

/** Records `client`'s floor after its write's COMMIT, answering the position it recorded. */
const RECORD_FLOOR = `INSERT INTO netinv_write_floor AS f (client, lsn, at) VALUES ($1, pg_current_wal_insert_lsn(), now())
  ON CONFLICT (client) DO UPDATE SET lsn = excluded.lsn, at = excluded.at RETURNING f.lsn::text AS lsn`;
const FLOOR_OF = `SELECT lsn::text AS lsn FROM netinv_write_floor WHERE client = $1 AND at > now() - make_interval(secs => $2)`;

const larger = (a: bigint | undefined, b: bigint | undefined) => (a === undefined ? b : b === undefined || a > b ? a : b);

/** After authentication: marks the writes and has them record their floor, and tells reads
 * which replica floor they have. */
export function readYourWrites(services: { pool: Pool; replicas?: Replicas<Pool> }, marks: WriteMarks | undefined, opts: { trustedProxies: string[]; maxLagMs: number }, graphql = false) {
  const { replicas, pool } = services;
  return (req: Request, res: Response, next: NextFunction) => {
    if (!replicas || !marks) return next();
    const user = (res.locals.auth as RequestAuth)?.user;
    const key = user ? `user:${user.id}` : `address:${requestAddress(req, opts.trustedProxies)}`;
    if (graphql || isSafe(req.method)) {
      const own = marks.floor(key);
      if (own === null) return next();
      const cookie = cookieFloor(req);
      if (cookie !== undefined) {
        res.locals.replicaRead = { replicas, lsn: larger(own, cookie) } satisfies ReplicaRead<Pool>;
        return next();
      }
      // No cookie: the floor another process may have recorded. Unreadable: the primary.
      query<{ lsn: string }>(pool, FLOOR_OF, [key, opts.maxLagMs / 1000]).then(([row]) => {
        res.locals.replicaRead = { replicas, lsn: larger(own, row ? lsnValue(row.lsn) : undefined) } satisfies ReplicaRead<Pool>;
      }, () => undefined).finally(() => next());
      return;
    }
    marks.begin(key);
    res.once('close', () => void marks.end(key));
    res.locals.afterCommit = async (tx: Db) => {
      const [row] = await query<{ lsn: string }>(tx, RECORD_FLOOR, [key]);
      const lsn = lsnValue(row!.lsn);
      marks.raise(key, lsn);
      if (!res.headersSent) {
        const maxAge = Math.max(1, Math.ceil(opts.maxLagMs / 1000));
        res.append('Set-Cookie', `${FLOOR_COOKIE}=${row!.lsn}; Path=/; Max-Age=${maxAge}; SameSite=Lax; HttpOnly${req.secure ? '; Secure' : ''}`);
      }
    };
    next();
  };
}
