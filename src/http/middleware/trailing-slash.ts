// NetBox's addressing rule: API paths end with a slash. Without it, 302 to the same path with
// the slash, query string kept, for every method.
import type { NextFunction, Request, Response } from 'express';

const NO_SLASH = new Set(['/api/docs']);

export function trailingSlash(req: Request, res: Response, next: NextFunction): void {
  const at = req.originalUrl.indexOf('?');
  const path = at >= 0 ? req.originalUrl.slice(0, at) : req.originalUrl;
  if ((path.startsWith('/api/') || path === '/api' || path === '/graphql') && !path.endsWith('/') && !NO_SLASH.has(path) && !path.startsWith('/api/docs/')) {
    res.redirect(302, `${path}/${at >= 0 ? req.originalUrl.slice(at) : ''}`);
    return;
  }
  next();
}
