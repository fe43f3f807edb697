// Attaches the request's authentication (res.locals.auth) when it carries a token; refuses a
// bad token outright, and a request to an object endpoint that needs one and has none, before
// its body is even looked at (as NetBox answers 403, not 400, to an anonymous bad write).
// Writes are refused with 503 while MAINTENANCE_MODE is on.
import type { NextFunction, Request, Response } from 'express';
import { authenticateToken, tokenFromHeader } from '../../auth/authenticate.ts';
import { ApiError } from '../../engine/errors.ts';
import { registry } from '../../engine/registry.ts';
import { isSafe, requireAuth } from '../request.ts';
import type { Services } from '../services.ts';

export function authenticate(services: Services) {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    res.locals.auth = null;
    const write = !isSafe(req.method) && !req.path.startsWith('/graphql');
    if (write && services.config.maintenanceMode)
      throw new ApiError(503, 'netinv is in maintenance mode: writes are refused until it ends.');
    const key = tokenFromHeader(req.headers.authorization);
    if (key === undefined) {
      // /api/<app>/<model>/[<id or list action>/...]
      const [api, app, path, third] = req.path.split('/').filter(Boolean);
      const model = api === 'api' && app && path ? registry.modelAt(app, path) : undefined;
      const anonymousAction = model?.actions.some((a) => a.anonymous && !a.detail && a.name === third);
      if (model && !anonymousAction && req.method !== 'OPTIONS') requireAuth(req, model, services);
      return next();
    }
    if (key === null) throw new ApiError(403, 'Invalid token header. Use "Authorization: Token <key>".');
    res.locals.auth = await authenticateToken(services.pool, key, {
      pepper: services.pepper,
      clientAddress: req.socket.remoteAddress ?? '',
      write,
      maintenance: services.config.maintenanceMode,
    });
    next();
  };
}
