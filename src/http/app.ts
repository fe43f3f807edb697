// The Express application of one API process: middleware in the order a request meets it,
// then the API's routes. createApp is what src/server.ts serves and what the tests drive.
import express, { type NextFunction, type Request, type Response } from 'express';
import postgres from 'postgres';
import type { Config } from '../config.ts';
import { tokenPepper } from '../auth/secrets.ts';
import { ApiError } from '../engine/errors.ts';
import { requestAddress } from '../auth/authenticate.ts';
import { login, logout } from '../auth/sessions.ts';
import { authenticate } from './middleware/authenticate.ts';
import { jsonBody } from './middleware/body.ts';
import { errorHandler } from './middleware/errors.ts';
import { requestLog } from './middleware/request-log.ts';
import { trailingSlash } from './middleware/trailing-slash.ts';
import { validateRequests } from './middleware/validate.ts';
import { API_VERSION, sendJson } from './respond.ts';
import { metaRouter } from './routes/meta.ts';
import { modelRouter } from './routes/models.ts';
import { rulesLoader, type Services } from './services.ts';


export interface AppOptions {
  config: Config;
  databaseUrl: string;
  /** Called for every statement sent (tests count them). */
  onQuery?: (sql: string) => void;
}

export function createApp({ config, databaseUrl, onQuery }: AppOptions) {
  const pool = postgres(databaseUrl, {
    max: config.dbPoolSize,
    // Statements are prepared (engine/db.ts) and their parameters are ids, slugs and page
    // bounds: one generic plan per connection serves them all, where planning each call cost
    // more than running it (device detail on dataset M: 29 -> 10 ms; bench/REPORT.md).
    connection: { plan_cache_mode: 'force_generic_plan' },
    onnotice: () => {},
    // Rows come back as JSON text built by PostgreSQL; dates are parsed only where the
    // engine reads them itself (token expiry).
    ...(onQuery ? { debug: (_conn: number, sql: string) => onQuery(sql) } : {}),
  });
  const services: Services = { config, pool, pepper: tokenPepper(config.secretKey), rules: rulesLoader() };

  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);

  app.use(requestLog);
  app.use((_req: Request, res: Response, next: NextFunction) => {
    res.setHeader('API-Version', API_VERSION);
    res.setHeader('Vary', 'Accept, Cookie, Origin');
    next();
  });
  app.use(trailingSlash);
  app.use(jsonBody(config.maxBodySize));
  app.use(authenticate(services));
  app.use(validateRequests());
  app.post('/login/', async (req, res) => {
    const user = await login(pool, services.pepper, req, res, requestAddress(req, config.trustedProxies));
    sendJson(req, res, 200, { id: user.id, username: user.username });
  });
  app.post('/logout/', async (req, res) => {
    await logout(pool, services.pepper, req, res);
    sendJson(req, res, 200, { detail: 'Logged out.' });
  });
  app.use('/api', metaRouter(services));
  app.use('/api/:app/:model', modelRouter(services));
  app.use(() => {
    throw new ApiError(404, 'Not found.');
  });
  app.use(errorHandler);

  return {
    app,
    services,
    async close() {
      await pool.end({ timeout: 5 });
    },
  };
}
