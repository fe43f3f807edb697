// What an API process read about who may do what, for TOKEN_CACHE_SECONDS: the tokens it
// checked, by key digest, and the object permissions it read for requests (permissions.ts
// grantFor), by user, action and object type. A request with a known token and permission then
// sends no statement before its own (a non-superuser's detail read sent three). Every process
// forgets them all when a token, a user, an object permission or a user's groups change, as
// PostgreSQL tells it once the change commits (NOTIFY netinv_auth,
// src/db/functions/auth_changes.sql); the time limit bounds what a lost notification (the
// listening connection down, a pooler that drops LISTEN) leaves behind. While the process does
// not listen (before it first does, and from the moment its listening connection is lost until
// it listens again: src/db/listener.ts) nothing is served from the cache, and it is emptied.
import type { Listener } from '../db/listener.ts';

export const AUTH_CHANNEL = 'netinv_auth';

/** Entries kept at most: a client trying many tokens cannot grow the cache without bound. */
const MAX_ENTRIES = 10_000;

export class TokenCache<T> {
  private readonly entries = new Map<string, { value: T; until: number }>();
  /** Counts the times the cache was emptied: a value read before then is not stored. */
  private generation = 0;
  /** Entries are served only while the process listens for changes. */
  private listening = false;

  constructor(private readonly seconds: number) {}

  /** Settled once the process listens for changes (or cannot). */
  ready: Promise<void> = Promise.resolve();

  /** Follows the changes `listener` hears; until it listens, nothing is served. */
  follow(listener: Listener): void {
    if (this.seconds <= 0) return;
    this.ready = listener.follow(AUTH_CHANNEL, {
      notified: () => this.clear(),
      gap: () => {
        this.listening = false;
        this.clear();
      },
      resumed: () => {
        // Changes made while not listening were not heard.
        this.clear();
        this.listening = true;
      },
    });
  }

  clear(): void {
    this.entries.clear();
    this.generation++;
  }

  get(digest: string): T | undefined {
    const entry = this.entries.get(digest);
    if (!entry || !this.listening) return undefined;
    if (entry.until > Date.now()) return entry.value;
    this.entries.delete(digest);
    return undefined;
  }

  /** Reads the value of `digest` with `load` unless cached, and caches what it finds, unless the
   * cache was emptied meanwhile (the value may predate the change that emptied it). */
  async through(digest: string, load: () => Promise<T | undefined>): Promise<T | undefined> {
    const cached = this.get(digest);
    if (cached !== undefined) return cached;
    const generation = this.generation;
    const value = await load();
    if (value !== undefined && this.listening && generation === this.generation) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
      this.entries.set(digest, { value, until: Date.now() + this.seconds * 1000 });
    }
    return value;
  }
}
