// Read replicas (DATABASE_REPLICA_URLS): which streaming replica, if any, may serve a read that
// tolerates lag. A poller asks the primary for its WAL position and each replica for what it
// has replayed, every POLL_MS, so that choosing costs no statement:
//   - a replica's lag is how long ago the primary had no more WAL than the replica has replayed
//     now (the newest sample of the primary's position the replica has reached), so a replica
//     whose replay is paused, or that no longer receives WAL, ages while the primary writes and
//     stays current while the primary is idle;
//   - a replica lagging more than REPLICA_MAX_LAG, or that did not answer its last probe, is
//     skipped; while none is usable every read goes to the primary;
//   - a read that must see a write (read-your-writes: the client's last write's LSN, recorded
//     where requests are handled) goes only to a replica that has replayed that LSN.
// A replica that fails under a read (stopped since its last probe) is marked down and the read
// is run again on the primary (`read`): no client sees the failure.
// The pools are the caller's (src/http/app.ts opens them as it opens the primary's): this module
// knows PostgreSQL's WAL functions, not the engine.
import postgres from 'postgres';
import { log as rootLog } from '../log.ts';
import { redactUrl } from './connect.ts';
import { isDatabaseUnavailable } from './availability.ts';

const log = rootLog.child({ component: 'replicas' });

/** How often the primary's position and the replicas' replay are read. */
const POLL_MS = 100;
/** Longest wait for a probe's answer (an unreachable host may answer nothing at all). */
const PROBE_TIMEOUT_SECONDS = 2;

/** A pg_lsn ('16/B374D848') as a number of bytes. */
export function lsnValue(text: string): bigint {
  const [hi, lo] = text.split('/');
  return (BigInt(`0x${hi}`) << 32n) + BigInt(`0x${lo}`);
}

interface Replica<P> {
  url: string;
  pool: P;
  probe: postgres.Sql;
  /** Replayed LSN as last probed; undefined before the first answer. */
  replayed: bigint | undefined;
  /** Answered its last probe as a server in recovery. */
  up: boolean;
  /** Milliseconds behind the primary at the last probe (Infinity: unknown). */
  lagMs: number;
}

/** What a read of a request may use (res.locals.replicaRead, set where requests are handled);
 * absent: the primary only. */
export interface ReplicaRead<P> {
  replicas: Replicas<P>;
  /** The LSN a replica must have replayed (the client's last write); undefined: any. */
  lsn: bigint | undefined;
}

export interface ReplicaStatus {
  url: string;
  up: boolean;
  lag_ms: number | null;
  replayed: string | null;
}

/** SQLSTATEs a replica answers when a read meets its recovery: a conflict with replay
 * (serialization_failure, from 40001) or a statement a hot standby refuses (25006). */
const RECOVERY_CODES = new Set(['40001', '25006']);

export class Replicas<P> {
  private readonly replicas: Array<Replica<P>>;
  private readonly primary: postgres.Sql;
  /** The primary's flushed WAL position over the last REPLICA_MAX_LAG and more: [time, lsn]. */
  private samples: Array<[number, bigint]> = [];
  private timer: NodeJS.Timeout | undefined;
  private polling: Promise<void> | undefined;
  private next = 0;
  private closed = false;

  /** `open` makes the pool reads use on a replica's URL. */
  constructor(primaryUrl: string, urls: string[], private readonly maxLagMs: number, open: (url: string) => P) {
    const probe = (url: string) => postgres(url, {
      max: 1, connect_timeout: PROBE_TIMEOUT_SECONDS, idle_timeout: 0, onnotice: () => undefined,
      connection: { statement_timeout: PROBE_TIMEOUT_SECONDS * 1000, application_name: 'netinv replica probe' },
      backoff: () => 0.5,
    });
    this.primary = probe(primaryUrl);
    this.replicas = urls.map((url) => ({ url, pool: open(url), probe: probe(url), replayed: undefined, up: false, lagMs: Infinity }));
    this.schedule(0);
  }

  /** The pools of every replica (to end them with the process). */
  get pools(): P[] {
    return this.replicas.map((r) => r.pool);
  }

  private schedule(ms: number): void {
    if (this.closed) return;
    this.timer = setTimeout(() => {
      this.polling = this.poll().finally(() => this.schedule(POLL_MS));
    }, ms);
    this.timer.unref();
  }

  /** One round: the primary's position first, then each replica's replay (so a replica that is
   * current has reached the sample just taken). */
  private async poll(): Promise<void> {
    const now = Date.now();
    try {
      const [row] = await this.primary<Array<{ lsn: string }>>`SELECT pg_current_wal_flush_lsn()::text AS lsn`;
      this.samples.push([now, lsnValue(row!.lsn)]);
    } catch {
      // The primary away: the replicas' lag grows from the last sample, and they are skipped
      // once it passes REPLICA_MAX_LAG.
    }
    const keepFrom = now - this.maxLagMs - 10 * POLL_MS;
    // Always keep the newest sample older than the window: it bounds the lag of a replica behind every sample in it.
    while (this.samples.length > 2 && this.samples[1]![0] < keepFrom) this.samples.shift();
    await Promise.all(this.replicas.map((r) => this.probeReplica(r)));
  }

  private async probeReplica(r: Replica<P>): Promise<void> {
    try {
      const [row] = await r.probe<Array<{ recovery: boolean; lsn: string | null }>>`SELECT pg_is_in_recovery() AS recovery, pg_last_wal_replay_lsn()::text AS lsn`;
      if (!row!.recovery || row!.lsn === null) {
        // A promoted replica (or a primary named as one) serves no reads: its writes would not be the primary's.
        this.mark(r, false, 'is not a replica in recovery (promoted, or a primary)');
        return;
      }
      r.replayed = lsnValue(row!.lsn);
      r.lagMs = this.lagOf(r.replayed);
      this.mark(r, true);
    } catch (e) {
      this.mark(r, false, (e as Error).message);
    }
  }

  /** Milliseconds since the primary had no more WAL than `replayed`: the age of the newest
   * sample it has reached (at most the time between two rounds for a replica that keeps up). */
  private lagOf(replayed: bigint): number {
    const now = Date.now();
    for (let i = this.samples.length - 1; i >= 0; i--) {
      const [at, lsn] = this.samples[i]!;
      if (lsn <= replayed) return now - at;
    }
    // Behind every sample kept (REPLICA_MAX_LAG and more), or too few taken yet to tell.
    return Infinity;
  }

  private mark(r: Replica<P>, up: boolean, why?: string): void {
    if (r.up === up) return;
    r.up = up;
    if (up) log.info('replica serves reads', { url: redactUrl(r.url), lag_ms: r.lagMs });
    else log.warn('replica skipped', { url: redactUrl(r.url), reason: why });
  }

  /** A replica's pool that may serve a read: up, lagging at most REPLICA_MAX_LAG, and having
   * replayed `lsn` when given; in turn among those that may. undefined: the primary's turn. */
  pick(lsn?: bigint): Replica<P> | undefined {
    const usable = this.replicas.filter((r) => r.up && r.lagMs <= this.maxLagMs && r.replayed !== undefined && (lsn === undefined || r.replayed >= lsn));
    if (usable.length === 0) return undefined;
    this.next = (this.next + 1) % usable.length;
    return usable[this.next];
  }

  /** Runs `fn` on a replica that may serve it (as `pick`), or on `primary`; again on the primary
   * when the replica fails it for being away or in recovery. `onPrimary` tells which ran. */
  async read<T>(primary: P, lsn: bigint | undefined, fn: (db: P, onReplica: boolean) => Promise<T>): Promise<T> {
    const replica = this.pick(lsn);
    if (!replica) return fn(primary, false);
    try {
      return await fn(replica.pool, true);
    } catch (e) {
      const code = (e as { code?: unknown }).code;
      if (!isDatabaseUnavailable(e) && !(typeof code === 'string' && RECOVERY_CODES.has(code))) throw e;
      if (isDatabaseUnavailable(e)) this.mark(replica, false, (e as Error).message);
      return fn(primary, false);
    }
  }

  /** The primary's WAL insert position now: after a write's COMMIT, at or past its commit record. */
  async writePosition(): Promise<bigint> {
    const [row] = await this.primary<Array<{ lsn: string }>>`SELECT pg_current_wal_insert_lsn()::text AS lsn`;
    return lsnValue(row!.lsn);
  }

  /** Each replica as last probed (for /api/status/ and the tests). */
  status(): ReplicaStatus[] {
    return this.replicas.map((r) => ({
      url: redactUrl(r.url), up: r.up,
      lag_ms: Number.isFinite(r.lagMs) ? r.lagMs : null,
      replayed: r.replayed === undefined ? null : r.replayed.toString(),
    }));
  }

  /** One round of probes now (tests: a change of a replica seen at once). */
  async refresh(): Promise<void> {
    await this.polling?.catch(() => undefined);
    await this.poll();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    await this.polling?.catch(() => undefined);
    await Promise.all([this.primary, ...this.replicas.map((r) => r.probe)].map((sql) => sql.end({ timeout: 1 }).catch(() => undefined)));
  }
}
