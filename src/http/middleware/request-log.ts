// One log line per request: method, path, status, duration and the request id, which is also
// returned in X-Request-ID (a client's own id is kept when it is a sane token). A generated id is
// a time-ordered UUID (version 7): the change log's request_id index then takes each write's
// entry beside the last one, not on a random leaf, whose first change after a checkpoint is
// written to the WAL whole (bench/NOTES.md, "Figures behind code comments").
import { randomUUIDv7 } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { log } from '../../log.ts';

export function requestLog(req: Request, res: Response, next: NextFunction): void {
  const started = process.hrtime.bigint();
  const given = req.get('x-request-id');
  const id = given && /^[\w.-]{1,100}$/.test(given) ? given : randomUUIDv7();
  res.locals.requestId = id;
  res.setHeader('X-Request-ID', id);
  res.on('finish', () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    const at = req.originalUrl.indexOf('?');
    log.info('request', {
      request_id: id,
      method: req.method,
      path: at >= 0 ? req.originalUrl.slice(0, at) : req.originalUrl,
      status: res.statusCode,
      duration_ms: Math.round(ms * 100) / 100,
      user: (res.locals.auth as { user?: { username: string } } | null)?.user?.username,
    });
  });
  next();
}
