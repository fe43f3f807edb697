// Telling "the database is away" from every other failure, and saying so once per outage: a
// stopped or restarting server, a broken connection and a refused one are the service's
// condition, not the request's fault, so they are answered 503 with Retry-After (never the
// 500 of a bug) and logged when the outage begins and when it ends, not once per request.
import { log as rootLog, type Logger } from '../log.ts';

/** Seconds a client is asked to wait (Retry-After) while the database is away. */
export const RETRY_AFTER_SECONDS = 5;

export const UNAVAILABLE_DETAIL = 'The database is unavailable; try again shortly.';

/** Socket errors (postgres.js and node-postgres keep the system's code). */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/** postgres.js's own codes for a connection it lost or could not open. */
const DRIVER_CODES = new Set(['CONNECTION_CLOSED', 'CONNECTION_ENDED', 'CONNECTION_DESTROYED', 'CONNECT_TIMEOUT']);

/** A request refused without trying the database, during an outage its watch has confirmed. */
export class DatabaseOutage extends Error {
  constructor() {
    super(UNAVAILABLE_DETAIL);
    this.name = 'DatabaseOutage';
  }
}

/** SQLSTATEs of a server going away: admin_shutdown, crash_shutdown, cannot_connect_now,
 * and class 08 (connection exception). */
function serverGone(code: string): boolean {
  return code === '57P01' || code === '57P02' || code === '57P03' || code.startsWith('08');
}

/** The error says the database cannot be reached now (not that a statement or a value was wrong). */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (error === null || typeof error !== 'object' || depth > 3) return false;
  if (error instanceof DatabaseOutage) return true;
  const e = error as { code?: unknown; message?: unknown; errors?: unknown; cause?: unknown };
  if (typeof e.code === 'string' && (NETWORK_CODES.has(e.code) || DRIVER_CODES.has(e.code) || serverGone(e.code))) return true;
  // node-postgres (pg-boss's driver) gives a dropped connection no code.
  if (typeof e.message === 'string' && /^Connection terminated/.test(e.message)) return true;
  // A refused connection to a name with several addresses: one error per address.
  if (Array.isArray(e.errors) && e.errors.some((x) => isDatabaseUnavailable(x, depth + 1))) return true;
  return isDatabaseUnavailable(e.cause, depth + 1);
}

/** An outage as one process part sees it: `noticed` logs the first failure of an outage and
 * then probes the database until it answers, which is logged as the outage's end. */
export class DatabaseWatch {
  private since: number | undefined;
  private probedInVain = false;
  private timer: NodeJS.Timeout | undefined;
  private readonly log: Logger;

  /** `probe` succeeds when the database answers; `who` names the part in the log lines. */
  constructor(who: string, private readonly probe: () => Promise<unknown>, private readonly intervalMs = 1000) {
    this.log = rootLog.child({ component: who });
  }

  /** Whether an outage is under way (noticed and not yet over). */
  get down(): boolean {
    return this.since !== undefined;
  }

  /** Whether the outage is confirmed: noticed, and a probe since has failed too. Until then a
   * failure may have been one connection's (a server closing it, a proxy restarting), and every
   * request still tries. */
  get confirmed(): boolean {
    return this.probedInVain;
  }

  noticed(error: unknown): void {
    if (this.since !== undefined) return;
    this.since = Date.now();
    this.log.warn('the database is unavailable', { error: (error as Error)?.message ?? String(error), code: (error as { code?: unknown })?.code });
    this.schedule();
  }

  private schedule(): void {
    this.timer = setTimeout(() => {
      this.probe().then(() => {
        this.log.info('the database is available again', { down_ms: Date.now() - this.since! });
        this.since = undefined;
        this.timer = undefined;
        this.probedInVain = false;
      }, (error: unknown) => {
        this.log.debug('the database is still unavailable', { error: (error as Error)?.message ?? String(error) });
        this.probedInVain = true;
        this.schedule();
      });
    }, this.intervalMs);
    // The watch keeps no process alive that would otherwise exit.
    this.timer.unref();
  }

  close(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }
}
