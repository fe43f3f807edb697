// Uploaded images at NetBox's MEDIA_URL: /media/<path>, the path an image field stores, for a
// signed-in user or a token (as NetBox with LOGIN_REQUIRED; no object permission is asked, as
// NetBox asks none for media). Served with the type read from the image at upload, never
// sniffed, and revalidated by ETag: a path freed by a deleted image may name another later.
import { Router } from 'express';
import { ApiError } from '../../engine/errors.ts';
import { readImage } from '../../media/store.ts';
import type { Services } from '../services.ts';
import { signedIn } from '../request.ts';

/** The longest media path a field holds (varchar(100)) and then some: longer is not one. */
const MAX_PATH = 200;

export function mediaRouter(services: Services): Router {
  const router = Router();
  router.get('/*path', async (req, res) => {
    signedIn(req);
    const path = (req.params as { path: string[] }).path.join('/');
    if (path.length > MAX_PATH) throw new ApiError(404, 'Not found.');
    const image = await readImage(services.pool, path);
    if (!image) throw new ApiError(404, 'Not found.');
    res.setHeader('Cache-Control', 'private, no-cache');
    res.setHeader('ETag', image.etag);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Disposition', 'inline');
    if (req.headers['if-none-match']?.split(',').some((t) => t.trim() === image.etag)) return void res.status(304).end();
    res.status(200).type(image.contentType).send(image.bytes);
  });
  return router;
}
