// NetBox's addressing rule: API paths end with a slash. Without it, 302 to the same path with
// the slash, query string kept, for every method.
import type { NextFunction, Request, Response } from 'express';

const NO_SLASH = new Set(['/api/docs']);

/** Judged on the path the routes see (a pinned root's /v4.6 taken off: middleware/api-version.ts);
 * the redirect names the one the client sent. */
export function trailingSlash(req: Request, res: Response, next: NextFunction): void {
  const path = req.path;
  if ((path.startsWith('/api/') || path === '/api' || path === '/graphql') && !path.endsWith('/') && !NO_SLASH.has(path) && !path.startsWith('/api/docs/')) {
    const at = req.originalUrl.indexOf('?');
    const sent = at >= 0 ? req.originalUrl.slice(0, at) : req.originalUrl;
    res.redirect(302, `${sent}/${at >= 0 ? req.originalUrl.slice(at) : ''}`);
    return;
  }
  next();
}
