// Read-your-writes with read replicas (DATABASE_REPLICA_URLS, src/db/replicas.ts): a client
// (its user, else its address: the key CLIENT_CONNECTIONS counts by, so every session and token
// of one user) that wrote reads from the primary until a replica has replayed its write.
//   - A request that may write (any method but GET, HEAD, OPTIONS; GraphQL serves queries only)
//     marks its client as writing from its start; when it has ended (its answer sent, so its
//     COMMIT made) the primary's WAL insert position is read, which is at or past the commit
//     record, and kept as the client's floor; then the mark is lifted. A read of the client's
//     meanwhile (its next request may come the moment the answer arrives) sees the mark and
//     goes to the primary.
//   - A read whose client has a floor goes to a replica that has replayed it (or the primary).
//   - A floor older than REPLICA_MAX_LAG is forgotten: a replica that has not replayed it by
//     then lags more than REPLICA_MAX_LAG and is skipped anyway.
// The marks live in this API process: a client whose next request reaches another process
// (WEB_CONCURRENCY above 1 without keep-alive, another host) is not followed there
// (docs/production.md, "Read replicas").
import type { NextFunction, Request, Response } from 'express';
import type { ReplicaRead, Replicas } from '../../db/replicas.ts';
import type { Pool } from '../../engine/db.ts';
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

  /** A write of `key`'s has ended: its floor is the primary's position now. */
  async end(key: string): Promise<void> {
    let lsn: bigint;
    try {
      lsn = await this.replicas.writePosition();
    } catch {
      lsn = UNKNOWN;
    }
    // Floors of clients that never read again are swept now and then.
    if (++this.ended % 1000 === 0) for (const [k, f] of this.floors) if (f.until <= Date.now()) this.floors.delete(k);
    const until = Date.now() + this.maxLagMs;
    const had = this.floors.get(key);
    this.floors.set(key, { lsn: had && had.until > Date.now() && had.lsn > lsn ? had.lsn : lsn, until });
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

/** After authentication: marks the writes, and tells reads which replica floor they have. */
export function readYourWrites(replicas: Replicas<Pool> | undefined, marks: WriteMarks | undefined, trustedProxies: string[], graphql = false) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!replicas || !marks) return next();
    const user = (res.locals.auth as RequestAuth)?.user;
    const key = user ? `user:${user.id}` : `address:${requestAddress(req, trustedProxies)}`;
    if (graphql || isSafe(req.method)) {
      const lsn = marks.floor(key);
      if (lsn !== null) res.locals.replicaRead = { replicas, lsn } satisfies ReplicaRead<Pool>;
      return next();
    }
    marks.begin(key);
    res.once('close', () => void marks.end(key));
    next();
  };
}
