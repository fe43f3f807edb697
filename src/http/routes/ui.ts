// The web UI (src/ui/, built by `make ui` into dist/ui/): its hashed assets, cached for good,
// and index.html for every other GET that is not the API's, so a page's own URL
// (/dcim/devices/3/) loads the single-page app, which then routes itself. Without a build
// those paths answer 404 saying how to build it. An asset is sent in the smallest encoding the
// browser accepts of those the build wrote beside it (brotli, gzip: src/ui/vite.config.ts), chosen
// as the API's answers' coding is (../encoding.ts).
import { existsSync, readFileSync } from 'node:fs';
import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import express, { Router, type NextFunction, type Request, type Response } from 'express';
import { ApiError } from '../../engine/errors.ts';
import { acceptedCoding } from '../encoding.ts';

export const UI_DIST = fileURLToPath(new URL('../../../dist/ui/', import.meta.url));

/** Paths the UI never answers: the API's keep their own 404s, those of a pinned root of a
 * version netinv does not serve (/v4.5/api/) too. (GET /login/ is the UI's sign-in page; the
 * session endpoints answer POST.) */
const NOT_UI = /^\/(api|graphql|v\d+\.\d+\/api)(\/|$)/;

/** The encodings the build stores assets in, by the file name's suffix, smallest first. */
const ENCODED = [['br', '.br'], ['gzip', '.gz']] as const;
/** An asset's name as the build writes them: no directory, no dot files. */
const ASSET_NAME = /^\/[\w-]+(\.[\w-]+)*$/;
const ASSET_CACHE = { immutable: true, maxAge: '365d' };

/** Sends the compressed copy of an asset the browser accepts, when the build wrote one. Assets
 * are named by their content's hash, so which copies an asset has is looked up once; names
 * that are no asset are not remembered (any client may ask for any name). */
function encodedAssets(dir: string) {
  const copies = new Map<string, ReadonlyArray<(typeof ENCODED)[number]>>();
  const copiesOf = (name: string) => {
    let found = copies.get(name);
    if (found === undefined && existsSync(`${dir}${name}`)) copies.set(name, (found = ENCODED.filter(([, suffix]) => existsSync(`${dir}${name}${suffix}`))));
    return found;
  };
  return (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !ASSET_NAME.test(req.path)) return next();
    const stored = copiesOf(req.path);
    if (!stored) return next();
    res.vary('Accept-Encoding');
    const encoding = acceptedCoding(req.get('Accept-Encoding') ?? '', stored);
    if (!encoding) return next();
    res.setHeader('Content-Encoding', encoding[0]);
    res.type(extname(req.path));
    res.sendFile(`${dir}${req.path}${encoding[1]}`, ASSET_CACHE, (err) => err && next(err));
  };
}

export function uiRouter(dist = UI_DIST): Router {
  const router = Router();
  router.use('/assets', encodedAssets(`${dist}assets`));
  router.use('/assets', express.static(`${dist}assets`, { index: false, ...ASSET_CACHE }));
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
