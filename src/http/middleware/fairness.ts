// One client cannot hold the whole database pool: each client (its user, else its address)
// has at most CLIENT_CONNECTIONS requests in progress at once; the others wait their turn in
// order, while other clients' requests go straight through. Twelve concurrent bulk writes of
// one client then take turns on a few connections and leave the rest of the pool to everyone
// else.
import type { NextFunction, Request, Response } from 'express';
import { requestAddress } from '../../auth/authenticate.ts';
import type { RequestAuth } from '../request.ts';

/** Per-key counting semaphores: `enter` resolves when the key has a free place; `leave` frees it. */
export class ClientGate {
  private readonly busy = new Map<string, { running: number; waiting: Array<() => void> }>();

  constructor(readonly perClient: number) {}

  async enter(key: string): Promise<void> {
    let slot = this.busy.get(key);
    if (!slot) this.busy.set(key, (slot = { running: 0, waiting: [] }));
    if (slot.running < this.perClient) {
      slot.running++;
      return;
    }
    await new Promise<void>((resolve) => slot.waiting.push(resolve));
  }

  leave(key: string): void {
    const slot = this.busy.get(key);
    if (!slot) return;
    const next = slot.waiting.shift();
    if (next) next(); // the place passes straight to the next waiting request
    else if (--slot.running === 0) this.busy.delete(key);
  }

  /** Requests of `key` in progress. */
  running(key: string): number {
    return this.busy.get(key)?.running ?? 0;
  }
}

export function clientFairness(perClient: number, trustedProxies: string[]) {
  const gate = new ClientGate(perClient);
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    const user = (res.locals.auth as RequestAuth)?.user;
    const key = user ? `user:${user.id}` : `address:${requestAddress(req, trustedProxies)}`;
    // A client that hangs up while its request waits must not keep the place it is given
    // later: 'close' has fired by then, so the place would never be left and the client's
    // next requests would wait forever (wrk's timeouts did exactly that).
    let state: 'waiting' | 'running' | 'done' = 'waiting';
    const leave = () => {
      if (state === 'running') gate.leave(key);
      state = 'done';
    };
    res.once('finish', leave);
    res.once('close', leave);
    const hungUp = () => state === 'done';
    await gate.enter(key);
    if (hungUp()) {
      gate.leave(key);
      return;
    }
    state = 'running';
    next();
  };
}
