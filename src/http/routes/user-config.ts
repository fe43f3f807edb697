// /api/users/config/: the requesting user's preferences, as NetBox's UserConfig serves them:
// GET answers the stored object ({} before the first write); PATCH merges the body into it
// (objects key by key, any other value replacing what was there, null included, as NetBox's
// deepmerge) and answers the result. Only one's own: there is no way to another user's.
// NetBox checks nothing of what is stored; here the preferences the web UI reads must hold
// values it can use, and the whole object is bounded in size and depth.
import { Router } from 'express';
import { query } from '../../engine/db.ts';
import { ValidationError } from '../../engine/errors.ts';
import { signedIn } from '../request.ts';
import { sendJson } from '../respond.ts';
import type { Services } from '../services.ts';

/** The stored object's size and nesting at most: preferences, not a document store. */
export const MAX_CONFIG_BYTES = 64 * 1024;
export const MAX_CONFIG_DEPTH = 8;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const isObject = (v: unknown): v is Record<string, Json> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `change` merged into `base`: objects key by key, anything else replaces. */
export function deepMerge(base: Record<string, Json>, change: Record<string, Json>): Record<string, Json> {
  const out: Record<string, Json> = { ...base };
  for (const [k, v] of Object.entries(change)) out[k] = isObject(v) && isObject(out[k]) ? deepMerge(out[k], v) : v;
  return out;
}

function depthOf(v: Json): number {
  if (Array.isArray(v)) return 1 + Math.max(0, ...v.map(depthOf));
  if (isObject(v)) return 1 + Math.max(0, ...Object.values(v).map(depthOf));
  return 0;
}

/** The preferences the web UI reads, by their dotted path: a message for a value it cannot use. */
function problems(data: Record<string, Json>, maxPageSize: number): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const ui = data.ui;
  const mode = isObject(ui) ? ui.colormode : undefined;
  // null (or no key) leaves the choice to the web UI's default.
  if (mode !== undefined && mode !== null && mode !== 'light' && mode !== 'dark') errors['ui.colormode'] = ['Choose light or dark.'];
  const pagination = data.pagination;
  const perPage = isObject(pagination) ? pagination.per_page : undefined;
  if (perPage !== undefined && perPage !== null && !(Number.isInteger(perPage) && (perPage as number) >= 1 && (perPage as number) <= maxPageSize))
    errors['pagination.per_page'] = [`Enter a whole number from 1 to ${maxPageSize}.`];
  return errors;
}

export function userConfigRouter(services: Services): Router {
  const router = Router();
  router.get('/', async (req, res) => {
    const { user } = signedIn(req);
    const [row] = await query<{ data: Record<string, Json> }>(services.pool, `SELECT data FROM netinv_user_config WHERE user_id = $1`, [user.id]);
    sendJson(req, res, 200, row?.data ?? {});
  });
  router.patch('/', async (req, res) => {
    const { user } = signedIn(req);
    if (!isObject(req.body)) throw ValidationError.field('non_field_errors', 'Expected a JSON object of preferences.');
    const change = req.body as Record<string, Json>;
    const maxPageSize = services.config.maxPageSize ?? 1000;
    const data = await services.pool.begin(async (tx) => {
      // The row is locked while it is merged: two writes at once each keep the other's keys.
      await query(tx, `INSERT INTO netinv_user_config (user_id) VALUES ($1) ON CONFLICT DO NOTHING`, [user.id]);
      const [row] = await query<{ data: Record<string, Json> }>(tx, `SELECT data FROM netinv_user_config WHERE user_id = $1 FOR UPDATE`, [user.id]);
      const merged = deepMerge(row!.data, change);
      const errors = problems(merged, maxPageSize);
      if (Object.keys(errors).length) throw new ValidationError(errors);
      if (depthOf(merged) > MAX_CONFIG_DEPTH) throw ValidationError.field('non_field_errors', `Preferences nest at most ${MAX_CONFIG_DEPTH} levels deep.`);
      const text = JSON.stringify(merged);
      if (Buffer.byteLength(text) > MAX_CONFIG_BYTES) throw ValidationError.field('non_field_errors', `Preferences take at most ${MAX_CONFIG_BYTES} bytes as JSON.`);
      // The object itself: postgres.js writes a jsonb parameter as the JSON of the value given.
      await query(tx, `UPDATE netinv_user_config SET data = $2::jsonb WHERE user_id = $1`, [user.id, merged]);
      return merged;
    });
    sendJson(req, res, 200, data);
  });
  return router;
}
