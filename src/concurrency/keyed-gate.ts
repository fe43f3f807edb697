// A counting semaphore per key, its waiters served in order: the HTTP layer's per-client limit
// (CLIENT_CONNECTIONS) and the webhook workers' delivery slots share it.
/** Per-key counting semaphores: `enter` resolves when the key has a free place; `leave` frees it. */
export class KeyedGate {
  private readonly busy = new Map<string, { running: number; waiting: Array<() => void> }>();

  constructor(readonly perKey: number) {}

  async enter(key: string): Promise<void> {
    let slot = this.busy.get(key);
    if (!slot) this.busy.set(key, (slot = { running: 0, waiting: [] }));
    if (slot.running < this.perKey) {
      slot.running++;
      return;
    }
    await new Promise<void>((resolve) => slot.waiting.push(resolve));
  }

  leave(key: string): void {
    const slot = this.busy.get(key);
    if (!slot) return;
    const next = slot.waiting.shift();
    if (next) next(); // the place passes straight to the next one waiting
    else if (--slot.running === 0) this.busy.delete(key);
  }

  /** Places of `key` taken. */
  running(key: string): number {
    return this.busy.get(key)?.running ?? 0;
  }

  /** Places taken, all keys together. */
  held(): number {
    let n = 0;
    for (const slot of this.busy.values()) n += slot.running;
    return n;
  }
}
