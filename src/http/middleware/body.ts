// Request bodies: JSON only, within MAX_BODY_SIZE. A body of another media type is 415, one
// that is not JSON 400, one too large 413, each with a {detail} body.
import express, { type NextFunction, type Request, type Response } from 'express';
import { ApiError } from '../../engine/errors.ts';

export function jsonBody(limit: number) {
  const parse = express.json({ limit, strict: false, type: () => true });
  return (req: Request, res: Response, next: NextFunction): void => {
    const length = Number(req.headers['content-length'] ?? 0);
    const chunked = req.headers['transfer-encoding'] !== undefined;
    if (length === 0 && !chunked) return next();
    const type = req.headers['content-type'] ?? '';
    // A chunked request without a media type (Node's own client sends an empty body that way)
    // is read as JSON; an empty one is then no body at all.
    if (type === '' && chunked && length === 0) return parse(req, res, (err?: unknown) => next(err));
    if (!/^application\/(.+\+)?json\b/i.test(type)) {
      return next(new ApiError(415, `Unsupported media type "${type.split(';')[0] || '(none)'}" in request.`));
    }
    parse(req, res, (err?: unknown) => {
      if (!err) return next();
      const e = err as { type?: string; status?: number; message?: string };
      if (e.type === 'entity.too.large') return next(new ApiError(413, `Request body is larger than the limit of ${limit} bytes.`));
      if (e.type === 'entity.parse.failed') return next(new ApiError(400, `JSON parse error - ${e.message ?? 'invalid JSON'}`));
      if (e.type === 'charset.unsupported' || e.type === 'encoding.unsupported') return next(new ApiError(415, e.message ?? 'Unsupported encoding.'));
      next(new ApiError(e.status && e.status < 500 ? e.status : 400, e.message ?? 'Bad request body.'));
    });
  };
}
