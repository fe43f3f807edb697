// During an outage of the database that its watch has confirmed (db/availability.ts), a request
// that needs the database is answered 503 at once (middleware/errors.ts), not after waiting for
// the pool to try a connection again (up to a second each): clients learn sooner, and requests
// piling up hold no slot of their client's (CLIENT_CONNECTIONS) meanwhile. The watch keeps
// probing, and the first probe that succeeds ends it. The web UI's files need no database, and
// /api/status/ answers the outage itself (database: "unreachable").
import type { NextFunction, Request, Response } from 'express';
import { DatabaseOutage, type DatabaseWatch } from '../../db/availability.ts';

const NEEDS_DATABASE = /^\/(api|graphql|login|logout|media)(\/|$)/;

export function refuseDuringOutage(watch: DatabaseWatch) {
  return (req: Request, _res: Response, next: NextFunction) =>
    next(watch.confirmed && NEEDS_DATABASE.test(req.path) && req.path !== '/api/status/' ? new DatabaseOutage() : undefined);
}
