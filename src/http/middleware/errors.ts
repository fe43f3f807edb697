// Every failure becomes the status and body DECISIONS.md lists. Bad input of any kind is a 4xx;
// only a bug is a 500, and it is logged with its stack.
import type { NextFunction, Request, Response } from 'express';
import { ApiError, ValidationError } from '../../engine/errors.ts';
import { log } from '../../log.ts';
import { sendJson } from '../respond.ts';

interface OpenApiProblem {
  path: string;
  message: string;
}

/** express-openapi-validator's problems, as NetBox's field errors: `/body/name` -> name, and
 * `/body/2/name` -> item 2 of a bulk request. Where the body matched neither the object nor
 * the list form, only the problems of the form that was sent are kept. */
export function openApiFieldErrors(problems: OpenApiProblem[], body: unknown): unknown {
  const isList = Array.isArray(body);
  const field: Record<string, string[]> = {};
  const items: Array<Record<string, string[]>> = isList ? (body as unknown[]).map(() => ({})) : [];
  const other: string[] = [];
  for (const p of problems) {
    const parts = p.path.replace(/^\.?\/?/, '').split(/[/.]/).filter(Boolean);
    const [where, ...rest] = parts;
    if (where !== 'body') {
      (field[rest.join('.') || where || 'detail'] ??= []).push(p.message);
      continue;
    }
    if (isList && rest[0] !== undefined && /^\d+$/.test(rest[0])) {
      const item = items[Number(rest[0])];
      if (item) (item[rest.slice(1).join('.') || 'non_field_errors'] ??= []).push(p.message);
      continue;
    }
    if (!isList && rest.length && !/^\d+$/.test(rest[0]!)) {
      (field[rest.join('.')] ??= []).push(p.message);
      continue;
    }
    other.push(p.message);
  }
  if (isList && items.some((i) => Object.keys(i).length)) return items;
  if (Object.keys(field).length) return field;
  return { non_field_errors: other.length ? [...new Set(other)] : ['Invalid request.'] };
}

const PG_INPUT_ERRORS = new Set(['22P02', '22003', '22001', '22007', '22008', '22023', '2201X', '22000', '42804']);

export function errorHandler(err: unknown, req: Request, res: Response, _next: NextFunction): void {
  if (res.headersSent) {
    res.end();
    return;
  }
  if (err instanceof ValidationError) return sendJson(req, res, 400, err.body);
  if (err instanceof ApiError) {
    for (const [k, v] of Object.entries(err.headers)) res.setHeader(k, v);
    return sendJson(req, res, err.status, { detail: err.detail });
  }
  const e = err as { status?: number; errors?: OpenApiProblem[]; message?: string; code?: string };
  if (typeof e.status === 'number' && Array.isArray(e.errors)) {
    // A problem express-openapi-validator found before any handler ran.
    // An id in the path that is not a number names no object.
    if (e.status === 400 && e.errors.some((p) => /^\.?\/?params\b/.test(p.path))) return sendJson(req, res, 404, { detail: 'Not found.' });
    if (e.status === 400) return sendJson(req, res, 400, openApiFieldErrors(e.errors, req.body));
    if (e.status === 405) return sendJson(req, res, 405, { detail: `Method "${req.method}" not allowed.` });
    if (e.status === 415) return sendJson(req, res, 415, { detail: `Unsupported media type "${req.headers['content-type'] ?? ''}" in request.` });
    if (e.status === 404) return sendJson(req, res, 404, { detail: 'Not found.' });
    if (e.status < 500) return sendJson(req, res, e.status, { detail: e.message ?? 'Bad request.' });
  }
  if (typeof e.code === 'string' && PG_INPUT_ERRORS.has(e.code))
    return sendJson(req, res, 400, { detail: `Invalid input: ${e.message ?? 'a value was not accepted'}` });
  log.error('unhandled error', { request_id: res.locals.requestId, method: req.method, path: req.path, err });
  sendJson(req, res, 500, { detail: 'Server error. The request id in X-Request-ID identifies it in the log.' });
}
