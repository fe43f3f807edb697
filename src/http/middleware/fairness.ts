// One client cannot hold the whole database pool: each client (its user, else its address)
// has at most CLIENT_CONNECTIONS requests in progress at once; the others wait their turn in
// order, while other clients' requests go straight through. Twelve concurrent bulk writes of
// one client then take turns on a few connections and leave the rest of the pool to everyone
// else.
import type { NextFunction, Request, Response } from 'express';
import { requestAddress } from '../../auth/authenticate.ts';
import { KeyedGate } from '../../concurrency/keyed-gate.ts';
import type { RequestAuth } from '../request.ts';

export interface ClientFairness {
  (req: Request, res: Response, next: NextFunction): Promise<void>;
  /** Places taken by requests in progress, all clients together. */
  held(): number;
}

/** The response is over: its 'close' (or 'finish') has been emitted already and will not be
 * emitted again, so a place taken now would never be given back. */
function over(res: Response): boolean {
  return res.closed || res.destroyed || res.writableFinished;
}

export function clientFairness(perClient: number, trustedProxies: string[]): ClientFairness {
  const gate = new KeyedGate(perClient);
  const middleware = async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    // A client that hung up while an earlier step (authentication, reading the body) waited on
    // the database: nothing is left to answer, and no place is taken.
    if (over(res)) return;
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
    const hungUp = () => state === 'done' || over(res);
    await gate.enter(key);
    if (hungUp()) {
      state = 'done';
      gate.leave(key);
      return;
    }
    state = 'running';
    next();
  };
  return Object.assign(middleware, { held: () => gate.held() });
}
