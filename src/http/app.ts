// The Express application of one API process: middleware in the order a request meets it,
// then the API's routes. createApp is what src/server.ts serves and what the tests drive.
import express, { type NextFunction, type Request, type Response } from 'express';
import type { Config } from '../config.ts';
import { tokenPepper } from '../auth/secrets.ts';
import { TokenCache } from '../auth/token-cache.ts';
import { TriggerCache } from '../events/trigger-cache.ts';
import type { PgBoss } from 'pg-boss';
import { openPool } from '../engine/db.ts';
import { DatabaseWatch } from '../db/availability.ts';
import { Listener } from '../db/listener.ts';
import { Replicas } from '../db/replicas.ts';
import { readYourWrites, WriteMarks } from './middleware/read-your-writes.ts';
import { openQueue } from '../events/queue.ts';
import { ApiError } from '../engine/errors.ts';
import { addressAllowed, requestAddress } from '../auth/authenticate.ts';
import { login, logout } from '../auth/sessions.ts';
import { authenticate } from './middleware/authenticate.ts';
import { jsonBody } from './middleware/body.ts';
import { errorHandler } from './middleware/errors.ts';
import { clientFairness } from './middleware/fairness.ts';
import { allowedHosts, securityHeaders } from './middleware/hygiene.ts';
import { requestLog } from './middleware/request-log.ts';
import { trailingSlash } from './middleware/trailing-slash.ts';
import { inTurn } from './middleware/in-turn.ts';
import { refuseDuringOutage } from './middleware/outage.ts';
import { requestDeadline } from './middleware/deadline.ts';
import { validateRequests } from './middleware/validate.ts';
import { sendJson } from './respond.ts';
import { negotiateCoding } from './encoding.ts';
import { apiVersion } from './middleware/api-version.ts';
import { metaRouter } from './routes/meta.ts';
import { backgroundTasksRouter } from './routes/background-tasks.ts';
import { userConfigRouter } from './routes/user-config.ts';
import { modelRouter } from './routes/models.ts';
import { mediaRouter } from './routes/media.ts';
import { uiRouter } from './routes/ui.ts';
import { searchRouter } from './routes/search.ts';
import { importRouter } from './routes/import.ts';
import { registerExtensions } from '../register.ts';
import { rulesLoader, type Services } from './services.ts';
import { graphqlRouter } from '../graphql/http.ts';


export interface AppOptions {
  config: Config;
  databaseUrl: string;
  /** Called for every statement sent (tests count them). */
  onQuery?: (sql: string) => void;
}

export function createApp({ config, databaseUrl, onQuery }: AppOptions) {
  registerExtensions();
  const pool = openPool(databaseUrl, config.dbPoolSize, onQuery, config.statementTimeout);
  // Reads that tolerate lag may go to a replica (src/db/replicas.ts), each with a pool as the primary's.
  const replicas = config.databaseReplicaUrls.length === 0 ? undefined
    : new Replicas(databaseUrl, config.databaseReplicaUrls, config.replicaMaxLagMs, (url) => openPool(url, config.dbPoolSize, onQuery, config.statementTimeout));
  const marks = replicas && new WriteMarks(replicas, config.replicaMaxLagMs);
  let queue: Promise<PgBoss> | undefined;
  const services: Services = {
    ...(replicas ? { replicas } : {}),
    config, pool, pepper: tokenPepper(config.secretKey), rules: rulesLoader(), tokens: new TokenCache(config.tokenCacheSeconds),
    grants: new TokenCache(config.tokenCacheSeconds),
    triggers: new TriggerCache(),
    listener: new Listener(databaseUrl),
    database: new DatabaseWatch('api', () => pool`SELECT 1`),
    // Opened by the first write that queues a delivery; a failed start is tried again next time.
    queue: () => (queue ??= openQueue(config, databaseUrl, false).catch((e: unknown) => {
      queue = undefined;
      throw e;
    })),
  };

  services.tokens.follow(services.listener);
  services.grants.follow(services.listener);

  const app = express();
  app.disable('x-powered-by');
  app.locals.graphqlEnabled = config.graphqlEnabled;
  // The error handler reports outages to it (middleware/errors.ts).
  app.locals.database = services.database;
  app.set('etag', false);
  // X-Forwarded-Proto (req.protocol, req.secure: links and Secure cookies) only from the
  // proxies of TRUSTED_PROXIES; the client address is requestAddress's, not Express's.
  const trusted = config.trustedProxies;
  app.set('trust proxy', (peer: string) => trusted.length > 0 && addressAllowed(peer, trusted));

  // What every request meets first, then what every request but GraphQL's meets before its
  // route: each group one layer of the router (middleware/in-turn.ts).
  app.use(inTurn([
    requestLog,
    requestDeadline(config.requestTimeout),
    securityHeaders,
    allowedHosts(config.allowedHosts),
    (_req: Request, res: Response, next: NextFunction) => {
      res.setHeader('Vary', 'Accept, Cookie, Origin');
      next();
    },
    negotiateCoding(config.compressResponses),
    apiVersion(config.netboxCompatVersion),
    trailingSlash,
    refuseDuringOutage(services.database),
  ]));
  // One gate for all of a client's requests, GraphQL's too (CLIENT_CONNECTIONS).
  const fairness = clientFairness(config.clientConnections, config.trustedProxies);
  const floorOptions = { trustedProxies: config.trustedProxies, maxLagMs: config.replicaMaxLagMs };
  // GraphQL reads its own bodies (GraphQL over HTTP answers its own media type errors).
  if (config.graphqlEnabled) app.use('/graphql', authenticate(services), readYourWrites(services, marks, floorOptions, true), fairness, graphqlRouter(services));
  // A streamed import reads its own body (NDJSON or CSV) as it arrives.
  app.use('/api/netinv/import', inTurn([authenticate(services), readYourWrites(services, marks, floorOptions), fairness]), importRouter(services));
  app.use(inTurn([
    jsonBody(config.maxBodySize, config.maxImageSize),
    authenticate(services),
    readYourWrites(services, marks, floorOptions),
    fairness,
    validateRequests(),
  ]));
  app.post('/login/', async (req, res) => {
    const user = await login(pool, services.pepper, req, res, requestAddress(req, config.trustedProxies));
    sendJson(req, res, 200, { id: user.id, username: user.username });
  });
  app.post('/logout/', async (req, res) => {
    await logout(pool, services.pepper, req, res);
    sendJson(req, res, 200, { detail: 'Logged out.' });
  });
  app.use('/api/netinv/search', searchRouter(services));
  app.use('/api', metaRouter(services));
  app.use('/api/extras/background-tasks', backgroundTasksRouter(services));
  app.use('/api/users/config', userConfigRouter(services));
  app.use('/api/:app/:model', modelRouter(services));
  app.use('/media', mediaRouter(services));
  app.use(uiRouter());
  app.use(() => {
    throw new ApiError(404, 'Not found.');
  });
  app.use(errorHandler);

  return {
    app,
    services,
    /** Places of CLIENT_CONNECTIONS taken by requests in progress. */
    clientSlotsHeld: () => fairness.held(),
    async close() {
      services.database.close();
      await (await queue?.catch(() => undefined))?.stop({ graceful: false, close: true });
      await replicas?.close();
      await services.listener.close();
      await Promise.all([pool, ...replicas?.pools ?? []].map((p) => p.end({ timeout: 5 })));
    },
  };
}
