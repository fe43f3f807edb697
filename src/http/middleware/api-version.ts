// Which NetBox API version a request is answered as: the one its URL pins (/v4.6/api/...,
// for clients that cannot set Accept: pynetbox overwrites it; /v4.6/graphql/ likewise), else the one its Accept header
// names (`application/json; version=4.6`, NetBox's AcceptHeaderVersioning), else
// NETBOX_COMPAT_VERSION. A pinned root is served by the same routes as /api/: its prefix is
// taken off the URL the router matches (req.url), and kept in req.originalUrl and in the links
// the answers carry (apiBase). API-Version answers the version chosen. A request that names its
// version is answered in NetBox's own shapes; /api/ without one keeps the spec's (the contract:
// VLAN status codes, display_name ...) over NETBOX_COMPAT_VERSION.
import type { NextFunction, Request, Response } from 'express';
import { ApiError } from '../../engine/errors.ts';
import { isApiVersion, type ApiVersion } from '../../netbox-versions.ts';

/** DRF's AcceptHeaderVersioning refusal of a version it does not serve (406). */
export const INVALID_VERSION = 'Invalid version in "Accept" header.';

const PINNED = /^\/v(\d{1,3}\.\d{1,3})(\/(?:api|graphql)(?:[/?]|$))/;

/** Media ranges of an Accept header looked at: a longer list is no client's. */
const MAX_RANGES = 32;

/** The `version` parameter of the first media range of `accept` that has one (DRF reads it
 * from the media type it answers with; a client names it on the one it wants). */
export function acceptedVersion(accept: string | undefined): string | undefined {
  if (!accept) return undefined;
  for (const range of accept.split(',', MAX_RANGES)) {
    for (const param of range.split(';').slice(1)) {
      const at = param.indexOf('=');
      if (at < 0 || param.slice(0, at).trim().toLowerCase() !== 'version') continue;
      return param.slice(at + 1).trim().replace(/^"(.*)"$/, '$1');
    }
  }
  return undefined;
}

function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

export function apiVersion(configured: ApiVersion) {
  return (req: Request, res: Response, next: NextFunction): void => {
    let pinned: ApiVersion | undefined;
    const m = PINNED.exec(req.url);
    if (m && isApiVersion(m[1]!)) {
      pinned = m[1];
      res.locals.apiRoot = `/v${pinned}`;
      res.locals.pinnedVersion = pinned;
      req.url = req.url.slice(m[1]!.length + 2);
    }
    const asked = acceptedVersion(req.headers.accept);
    const chosen = pinned ?? (asked !== undefined && isApiVersion(asked) ? asked : configured);
    res.locals.apiVersion = chosen;
    // A request that names its version gets NetBox's own shapes; /api/ without one the spec's.
    res.locals.netboxShapes = pinned !== undefined || asked !== undefined;
    res.setHeader('API-Version', chosen);
    // A pinned root serves its version alone, as a NetBox of that version would.
    if (asked !== undefined && asked !== chosen && isApiPath(req.path)) throw new ApiError(406, INVALID_VERSION);
    next();
  };
}

/** The NetBox API version the request is answered as. */
export function versionOf(res: Response): ApiVersion {
  return res.locals.apiVersion as ApiVersion;
}

/** Whether the request named its version (a pinned root, Accept's `version=`), and so is
 * answered in NetBox's own shapes rather than the spec's (src/engine/versions.ts). */
export function netboxShapesOf(res: Response): boolean {
  return res.locals.netboxShapes === true;
}

/** The version the request's URL pins (/v4.6/api/, /v4.6/graphql/), if it pins one. */
export function pinnedVersionOf(res: Response): ApiVersion | undefined {
  return res.locals.pinnedVersion as ApiVersion | undefined;
}

/** The path prefix of the request's API root: '' for /api/, '/v4.6' for a pinned one. */
export function apiRootOf(res: Response): string {
  return (res.locals.apiRoot as string | undefined) ?? '';
}
