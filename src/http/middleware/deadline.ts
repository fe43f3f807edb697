// REQUEST_TIMEOUT: every request is answered within it. One still unanswered then (a database
// call that never returns: a connection black-holed by the network, a driver left waiting) is
// answered 503 with Retry-After, as an unavailable database is (middleware/errors.ts), rather
// than holding its client until the client gives up; whatever its handler sends later is dropped
// (the error handler ends a response already sent). Responses whose headers went out (a stream)
// are left to finish.
import type { NextFunction, Request, Response } from 'express';
import { RETRY_AFTER_SECONDS } from '../../db/availability.ts';
import { log } from '../../log.ts';
import { sendJson } from '../respond.ts';

export function requestDeadline(seconds: number) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (seconds <= 0) return next();
    const timer = setTimeout(() => {
      if (res.headersSent) return;
      log.warn('request timeout', { request_id: res.locals.requestId, method: req.method, path: req.path, timeout_s: seconds });
      res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
      sendJson(req, res, 503, { detail: `The request was not answered within ${seconds} s (REQUEST_TIMEOUT); try again shortly.` });
    }, seconds * 1000);
    // Answered, or its client gone: no deadline left to keep.
    res.on('close', () => clearTimeout(timer));
    next();
  };
}
