// Attaches the request's authentication (res.locals.auth) when it carries a token; refuses a
// bad token outright, and a request to an object endpoint that needs one and has none, before
// its body is even looked at (as NetBox answers 403, not 400, to an anonymous bad write).
// Writes are refused with 503 while MAINTENANCE_MODE is on. Without a token, a browser's
// session cookie (POST /login/) authenticates, its writes guarded by the CSRF token.
import type { NextFunction, Request, Response } from 'express';
import { authenticateToken, requestAddress, tokenFromHeader } from '../../auth/authenticate.ts';
import { authenticateSession, sessionCookie } from '../../auth/sessions.ts';
import { ApiError } from '../../engine/errors.ts';
import { registry } from '../../engine/registry.ts';
import { isSafe, requireAuth } from '../request.ts';
import type { Services } from '../services.ts';

export function authenticate(services: Services) {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    res.locals.auth = null;
    // Logging in and out is open, in maintenance too; the handlers check what they need.
    if (req.path === '/login/' || req.path === '/logout/') return next();
    // GraphQL only reads, whatever the method (mounted at /graphql, its path is baseUrl's).
    const write = !isSafe(req.method) && !`${req.baseUrl}${req.path}`.startsWith('/graphql');
    if (write && services.config.maintenanceMode)
      throw new ApiError(503, 'netinv is in maintenance mode: writes are refused until it ends.');
    // /api/<app>/<model>/[<id or list action>/...], read as the router reads it: its literal
    // `/api` matches in any case and its parameters are percent-decoded, so /API/dcim/%73ites/
    // reaches the sites endpoint and must need a token just the same. The lookup is lower-cased:
    // a spelling the router would not serve then needs a token too, never the other way round.
    let segments: string[];
    try {
      segments = req.path.split('/').filter(Boolean).map(decodeURIComponent);
    } catch {
      // The router would fail on the same encoding (URIError, a 500): the path names nothing.
      throw new ApiError(404, 'Not found.');
    }
    const key = tokenFromHeader(req.headers.authorization);
    const session = key === undefined ? sessionCookie(req) : undefined;
    if (session) {
      const user = await authenticateSession(services.pool, services.pepper, session, req, write);
      if (user) {
        res.locals.auth = { user, token: { id: 0, write_enabled: true } };
        return next();
      }
    }
    if (key === undefined) {
      const [api, app, path, third] = segments;
      const model = api?.toLowerCase() === 'api' && app && path ? registry.modelAt(app.toLowerCase(), path.toLowerCase()) : undefined;
      const anonymousAction = model?.actions.some((a) => a.anonymous && !a.detail && a.name === third);
      if (model && !anonymousAction && req.method !== 'OPTIONS') requireAuth(req, model, services);
      return next();
    }
    if (key.version === null) throw new ApiError(403, key.problem);
    res.locals.auth = await authenticateToken(services.pool, key, {
      pepper: services.pepper,
      clientAddress: requestAddress(req, services.config.trustedProxies),
      write,
      maintenance: services.config.maintenanceMode,
      cache: services.tokens,
    });
    next();
  };
}
