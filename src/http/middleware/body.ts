// Request bodies: JSON within MAX_BODY_SIZE, or multipart/form-data on the writes of a model
// with an image field (multipart.ts; the request validator leaves those to the engine, as form
// fields are all strings). A body of another media type is 415, one
// that is not JSON 400, one too large 413, one nested deeper than MAX_JSON_DEPTH or holding a
// NUL character (PostgreSQL text cannot store one) 400, each with a {detail} body.
import express, { type NextFunction, type Request, type Response } from 'express';
import { ApiError } from '../../engine/errors.ts';
import { imageModelOf, isMultipart, readMultipart } from './multipart.ts';

/** Deeper than any object netinv takes (config context data, custom field JSON) needs; the
 * layers after parsing (validation, rules, SQL) recurse, and must not meet 10,000 levels. */
export const MAX_JSON_DEPTH = 64;

/** Refuses a parsed body nested too deeply or with a NUL in a string or a key; walks it once,
 * without recursion. */
export function checkJsonValue(value: unknown): void {
  const stack: Array<[unknown, number]> = [[value, 1]];
  while (stack.length) {
    const [v, depth] = stack.pop()!;
    if (typeof v === 'string') {
      if (v.includes('\0')) throw new ApiError(400, 'JSON parse error - Null characters are not allowed in strings.');
      continue;
    }
    if (v === null || typeof v !== 'object') continue;
    if (depth > MAX_JSON_DEPTH) throw new ApiError(400, `JSON parse error - the body nests deeper than ${MAX_JSON_DEPTH} levels.`);
    if (Array.isArray(v)) for (const item of v) stack.push([item, depth + 1]);
    else
      for (const [k, item] of Object.entries(v)) {
        if (k.includes('\0')) throw new ApiError(400, 'JSON parse error - Null characters are not allowed in keys.');
        stack.push([item, depth + 1]);
      }
  }
}

function checked(req: Request, next: NextFunction): void {
  try {
    checkJsonValue(req.body);
  } catch (e) {
    return next(e);
  }
  next();
}

/** Marks a request whose body was a multipart form (res.locals). */
export const MULTIPART = 'multipart';

export function jsonBody(limit: number, maxImageSize: number) {
  const parse = express.json({ limit, strict: false, type: () => true });
  return (req: Request, res: Response, next: NextFunction): void => {
    const length = Number(req.headers['content-length'] ?? 0);
    const chunked = req.headers['transfer-encoding'] !== undefined;
    if (length === 0 && !chunked) return next();
    const type = req.headers['content-type'] ?? '';
    // A chunked request without a media type (Node's own client sends an empty body that way)
    // is read as JSON; an empty one is then no body at all.
    if (type === '' && chunked && length === 0) return parse(req, res, (err?: unknown) => (err ? next(err) : checked(req, next)));
    const imageModel = isMultipart(type) && ['POST', 'PUT', 'PATCH'].includes(req.method) ? imageModelOf(req) : undefined;
    if (imageModel) {
      readMultipart(req, imageModel, maxImageSize, limit).then((body) => {
        req.body = body;
        res.locals[MULTIPART] = true;
        next();
      }, next);
      return;
    }
    if (!/^application\/(.+\+)?json\b/i.test(type)) {
      return next(new ApiError(415, `Unsupported media type "${type.split(';')[0] || '(none)'}" in request.`));
    }
    parse(req, res, (err?: unknown) => {
      if (!err) return checked(req, next);
      const e = err as { type?: string; status?: number; message?: string };
      if (e.type === 'entity.too.large') return next(new ApiError(413, `Request body is larger than the limit of ${limit} bytes.`));
      if (e.type === 'entity.parse.failed') return next(new ApiError(400, `JSON parse error - ${e.message ?? 'invalid JSON'}`));
      if (e.type === 'charset.unsupported' || e.type === 'encoding.unsupported') return next(new ApiError(415, e.message ?? 'Unsupported encoding.'));
      next(new ApiError(e.status && e.status < 500 ? e.status : 400, e.message ?? 'Bad request body.'));
    });
  };
}
