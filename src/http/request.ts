// Reading a request: its query as repeated values, the API base URL its links use, and
// whether it may proceed without a token.
import type { Request } from 'express';
import type { Model } from '../../codegen/types.ts';
import type { Authenticated } from '../auth/authenticate.ts';
import { readExempt } from '../auth/read-exempt.ts';
import { ApiError, ValidationError } from '../engine/errors.ts';
import type { Origin } from '../events/transaction.ts';
import type { Services } from './services.ts';
import { apiRootOf, netboxShapesOf, versionOf } from './middleware/api-version.ts';

export type RequestAuth = Authenticated | null;

/** The request a write transaction is made for: its id, user and API base (events/transaction.ts). */
export function originOf(req: Request): Origin {
  const auth = req.res!.locals.auth as RequestAuth;
  const afterCommit = req.res!.locals.afterCommit as Origin['afterCommit'];
  return { requestId: String(req.res!.locals.requestId), user: auth?.user ?? null, base: apiBase(req), version: versionOf(req.res!), netbox: netboxShapesOf(req.res!), ...(afterCommit ? { afterCommit } : {}) };
}

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isSafe(method: string): boolean {
  return SAFE.has(method);
}

/** The query string as name -> every value given, in order. */
export function queryOf(req: Request): Record<string, string[]> {
  const cached = req.res!.locals.query as Record<string, string[]> | undefined;
  if (cached) return cached;
  const at = req.originalUrl.indexOf('?');
  // No prototype: a parameter named `constructor` or `__proto__` is just a name.
  const out: Record<string, string[]> = Object.create(null);
  if (at >= 0) {
    for (const [k, v] of new URLSearchParams(req.originalUrl.slice(at + 1))) {
      // PostgreSQL text cannot hold NUL: refused here, for every filter, with DRF's words.
      if (k.includes('\0') || v.includes('\0')) throw new ValidationError({ [k.replace(/\0/g, '')]: ['Null characters are not allowed.'] });
      (out[k] ??= []).push(v);
    }
  }
  req.res!.locals.query = out;
  return out;
}

/** Absolute base of API links, from the request's scheme and host: http://host/api/, or the
 * pinned root the request came by (http://host/v4.6/api/), so that links keep its version. */
export function apiBase(req: Request): string {
  return `${req.protocol}://${req.get('host') ?? 'localhost'}${apiRootOf(req.res!)}/api/`;
}

const NOT_SIGNED_IN = 'Authentication credentials were not provided.';

/** The request's credentials (token or session); without any, the 403 NetBox answers. */
export function signedIn(req: Request): Authenticated {
  const auth = req.res!.locals.auth as RequestAuth;
  if (!auth) throw new ApiError(403, NOT_SIGNED_IN);
  return auth;
}

/** A token is needed unless the model's reads are exempt (EXEMPT_VIEW_PERMISSIONS). */
export function requireAuth(req: Request, model: Model, services: Services): void {
  if (req.res!.locals.auth) return;
  if (isSafe(req.method) && readExempt(model, services)) return;
  throw new ApiError(403, NOT_SIGNED_IN);
}

/** MAX_BULK_ITEMS: a bulk request's items, each checked, written and read back in one
 * transaction, are bounded; more is a 400 naming the limit. */
export function withinBulkLimit(items: unknown[], max: number): void {
  if (items.length > max)
    throw new ValidationError({ non_field_errors: [`A bulk request may carry at most ${max} objects (MAX_BULK_ITEMS); this one has ${items.length}.`] });
}
