// One process's LISTEN connection: what PostgreSQL tells every process once a change commits
// (NOTIFY), for the caches that keep what the database said (src/auth/token-cache.ts). A
// connection of its own, which LISTENs on every channel a part of the process asked for:
//   - when it is lost (the server restarted, a proxy cut it, a failover) every follower is told
//     at once (`gap`), before anything is heard again: what was notified meanwhile is lost, so
//     a cache must not serve what it kept until it listens again;
//   - it is opened again, with growing waits, until it LISTENs; then the followers are told
//     (`resumed`) and may keep values again;
//   - `heard()` resolves once everything committed before it was called has been heard (a
//     notification of its own, which PostgreSQL delivers after every one committed before it).
import { randomUUID } from 'node:crypto';
import postgres from 'postgres';
import { log as rootLog } from '../log.ts';

const log = rootLog.child({ component: 'listener' });

/** The channel `heard()` notifies itself on. */
const SYNC_CHANNEL = 'netinv_heard';
/** Longest wait between two attempts to listen again. */
const RETRY_MAX_MS = 1000;
const CONNECT_TIMEOUT_SECONDS = 5;

export interface Follower {
  /** A notification on the channel. */
  notified(payload: string): void;
  /** The connection is lost: notifications may be missed from now until `resumed`. */
  gap(): void;
  /** Listening (again): notifications are heard from now on. */
  resumed(): void;
}

export class Listener {
  private readonly followers = new Map<string, Follower[]>();
  private readonly sql: postgres.Sql;
  private readonly waiting = new Map<string, () => void>();
  private listening = false;
  private closed = false;
  /** Counts the connection's closes: a LISTEN answered on a connection closed since is not listening. */
  private closes = 0;
  private attempt: Promise<void> | undefined;
  private retry: NodeJS.Timeout | undefined;

  constructor(url: string) {
    // onnotify is postgres.js's own (its `listen` uses it) but not in its types.
    const notify = { onnotify: (channel: string, payload: string) => this.notified(channel, payload) };
    this.sql = postgres(url, {
      ...notify as object,
      max: 1, idle_timeout: 0, max_lifetime: 0, fetch_types: false, connect_timeout: CONNECT_TIMEOUT_SECONDS,
      onnotice: () => undefined,
      connection: { application_name: 'netinv listener' },
      onclose: () => this.lost(),
    });
  }

  /** Whether notifications are heard now. */
  get up(): boolean {
    return this.listening;
  }

  /** How often the connection has closed: a loss is noticed when this grows. */
  get closeCount(): number {
    return this.closes;
  }

  /** Follows `channel`; settles once the process listens (or has failed a first time and keeps
   * trying). */
  follow(channel: string, follower: Follower): Promise<void> {
    const list = this.followers.get(channel);
    if (list) list.push(follower);
    else this.followers.set(channel, [follower]);
    return this.listen();
  }

  private notified(channel: string, payload: string): void {
    if (channel === SYNC_CHANNEL) {
      this.waiting.get(payload)?.();
      this.waiting.delete(payload);
      return;
    }
    for (const f of this.followers.get(channel) ?? []) f.notified(payload);
  }

  private lost(): void {
    this.closes++;
    if (!this.listening) return;
    this.listening = false;
    log.warn('the listening connection is lost: caches are not used until it listens again');
    for (const list of this.followers.values()) for (const f of list) f.gap();
    for (const done of this.waiting.values()) done();
    this.waiting.clear();
    if (!this.closed) void this.listen();
  }

  /** LISTENs on every followed channel, tried again with growing waits until it does; one
   * round of attempts at a time. Settles at the first outcome (a start does not wait for the
   * database to come back), while the attempts go on. */
  private listen(): Promise<void> {
    if (this.closed) return Promise.resolve();
    if (!this.attempt) {
      let settle!: () => void;
      const first = new Promise<void>((r) => (settle = r));
      this.attempt = first;
      void this.attempts(settle).finally(() => (this.attempt = undefined));
    }
    return this.attempt;
  }

  private async attempts(settle: () => void): Promise<void> {
    for (let failures = 0; !this.closed; failures++) {
      const channels = [SYNC_CHANNEL, ...this.followers.keys()];
      const closes = this.closes;
      try {
        await this.sql.unsafe(channels.map((c) => `LISTEN "${c.replace(/"/g, '""')}"`).join('; '));
      } catch (error) {
        if (failures === 0) log.warn('cannot listen for changes: trying again', { error: (error as Error).message });
        settle();
        await new Promise<void>((r) => {
          this.retry = setTimeout(r, Math.min(50 * 2 ** failures, RETRY_MAX_MS));
          this.retry.unref();
        });
        continue;
      }
      // A channel followed while the statement was on its way, or the connection closed since
      // it answered: listen again.
      if (this.closes !== closes || [...this.followers.keys()].some((c) => !channels.includes(c))) continue;
      if (failures > 0) log.info('listening for changes again');
      this.listening = true;
      // Every follower, one added while listening too: each starts from what it hears now.
      for (const list of this.followers.values()) for (const f of list) f.resumed();
      settle();
      return;
    }
    settle();
  }

  /** Resolves once every notification committed before this call has been heard (or the
   * connection was lost meanwhile, which the followers were told). */
  heard(): Promise<void> {
    if (!this.listening) return Promise.resolve();
    const id = randomUUID();
    const done = new Promise<void>((resolve) => this.waiting.set(id, resolve));
    this.sql`SELECT pg_notify(${SYNC_CHANNEL}, ${id})`.catch(() => {
      this.waiting.get(id)?.();
      this.waiting.delete(id);
    });
    return done;
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    this.listening = false;
    for (const done of this.waiting.values()) done();
    await this.sql.end({ timeout: 1 }).catch(() => undefined);
  }
}
