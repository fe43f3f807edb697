// The web UI (src/ui/, built by `make ui` into dist/ui/): its hashed assets, cached for good,
// and index.html for every other GET that is not the API's, so a page's own URL
// (/dcim/devices/3/) loads the single-page app, which then routes itself. Without a build
// those paths answer 404 saying how to build it.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import express, { Router, type Request } from 'express';
import { ApiError } from '../../engine/errors.ts';

export const UI_DIST = fileURLToPath(new URL('../../../dist/ui/', import.meta.url));

/** Paths the UI never answers: the API's keep their own 404s, those of a pinned root of a
 * version netinv does not serve (/v4.5/api/) too. (GET /login/ is the UI's sign-in page; the
 * session endpoints answer POST.) */
const NOT_UI = /^\/(api|graphql|v\d+\.\d+\/api)(\/|$)/;

export function uiRouter(dist = UI_DIST): Router {
  const router = Router();
  router.use('/assets', express.static(`${dist}assets`, { index: false, immutable: true, maxAge: '365d' }));
  router.use('/assets', () => {
    throw new ApiError(404, 'Not found.');
  });
  let index: string | undefined;
  router.get(/.*/, (req: Request, res, next) => {
    if (NOT_UI.test(req.path)) return next();
    if (index === undefined) {
      if (!existsSync(`${dist}index.html`)) throw new ApiError(404, 'The web UI is not built: run `make ui` (make run builds it).');
      index = readFileSync(`${dist}index.html`, 'utf8');
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.type('text/html; charset=utf-8').send(index);
  });
  return router;
}
