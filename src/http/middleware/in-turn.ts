// Several middleware run in turn as one: each is one layer less for Express's router to pass a
// request through (a path match, parameters, a trimmed URL per layer and request).
import type { NextFunction, Request, Response } from 'express';

export type Middleware = (req: Request, res: Response, next: NextFunction) => unknown;

/** `steps` as one middleware, each called as Express's router calls a layer's handler: a
 * thrown error or a rejected promise goes to `next`, a falsy error is none. */
export function inTurn(steps: readonly Middleware[]): Middleware {
  return (req, res, next) => {
    let at = 0;
    const step = (err?: unknown): void => {
      if (err) return next(err);
      const handler = steps[at++];
      if (!handler) return next();
      try {
        const result = handler(req, res, step);
        if (result instanceof Promise) result.then(undefined, (e: unknown) => next(e ?? new Error('Rejected promise')));
      } catch (e) {
        next(e);
      }
    };
    step();
  };
}
