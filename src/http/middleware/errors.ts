// Every failure becomes the status and body DECISIONS.md lists. Bad input of any kind is a 4xx;
// only a bug is a 500, and it is logged with its stack.
import type { NextFunction, Request, Response } from 'express';
import { ApiError, ValidationError } from '../../engine/errors.ts';
import { isWriteConflict } from '../../events/transaction.ts';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS, UNAVAILABLE_DETAIL, type DatabaseWatch } from '../../db/availability.ts';
import { registry } from '../../engine/registry.ts';
import { log } from '../../log.ts';
import { sendJson } from '../respond.ts';

interface OpenApiProblem {
  path: string;
  message: string;
  /** `<ajv keyword>.openapi.validation` for a schema problem. */
  errorCode?: string;
}

/** Python's name of a JSON value's type, as Django REST framework's messages give it. */
function pyType(v: unknown): string {
  if (v === null) return 'NoneType';
  if (Array.isArray(v)) return 'list';
  if (typeof v === 'number') return Number.isInteger(v) ? 'int' : 'float';
  return ({ string: 'str', boolean: 'bool', object: 'dict' } as Record<string, string>)[typeof v] ?? typeof v;
}

const SLUG_PATTERN = '^[-a-zA-Z0-9_]+$';

/** A field's own message for a pattern it failed (the catalogue's pattern_message). */
export type PatternMessage = (field: string) => string | undefined;

/** The message Django REST framework (and the engine, for the values it checks itself) gives
 * for one schema problem, so a client reads the same words whichever layer refused a value. */
function problemMessage(p: OpenApiProblem, value: unknown, field: string, patternMessage: PatternMessage): string {
  const keyword = p.errorCode?.replace(/\.openapi\.validation$/, '');
  const n = /-?\d+(?:\.\d+)?/.exec(p.message)?.[0];
  switch (keyword) {
    case 'required':
      return 'This field is required.';
    case 'additionalProperties':
    case 'unevaluatedProperties':
      return 'Unknown field.';
    case 'type': {
      if (value === null && field !== 'non_field_errors') return 'This field may not be null.';
      const wanted = (/must be (\S+)/.exec(p.message)?.[1] ?? '').split(',').filter((t) => t !== 'null')[0];
      if (wanted === 'integer') return 'A valid integer is required.';
      if (wanted === 'number') return 'A valid number is required.';
      if (wanted === 'string') return 'Not a valid string.';
      if (wanted === 'boolean') return 'Must be a valid boolean.';
      if (wanted === 'array') return `Expected a list of items but got type "${pyType(value)}".`;
      if (wanted === 'object') return `Invalid data. Expected a dictionary, but got ${pyType(value)}.`;
      return p.message;
    }
    case 'maxLength':
      return `Ensure this field has no more than ${n} characters.`;
    case 'minLength':
      return value === '' ? 'This field may not be blank.' : `Ensure this field has at least ${n} characters.`;
    case 'maximum':
      return `Ensure this value is less than or equal to ${n}.`;
    case 'minimum':
      return `Ensure this value is greater than or equal to ${n}.`;
    case 'enum':
      return `"${typeof value === 'string' ? value : JSON.stringify(value)}" is not a valid choice.`;
    case 'pattern':
      if (p.message.includes(SLUG_PATTERN)) return 'Enter a valid "slug" consisting of letters, numbers, underscores or hyphens.';
      return patternMessage(field) ?? 'Enter a valid value.';
    case 'minItems':
      return n === '1' ? 'This list may not be empty.' : `Ensure this field has at least ${n} elements.`;
    case 'maxItems':
      return `Ensure this field has no more than ${n} elements.`;
    default:
      return p.message;
  }
}

/** The messages for the problems found at one place of the body. A value that fit none of
 * the alternatives of an anyOf/oneOf gets one message, not one per alternative: that of the
 * alternative it came closest to (a finer check than its type failed), else one naming what
 * the alternatives accept. */
function messagesAt(problems: OpenApiProblem[], value: unknown, field: string, patternMessage: PatternMessage): string[] {
  const keyword = (p: OpenApiProblem) => p.errorCode?.replace(/\.openapi\.validation$/, '');
  // No body at all, or null: DRF's own words for a serializer given no data.
  if (field === 'non_field_errors' && (value === null || value === undefined)) return ['No data provided'];
  // null where null is not accepted: that is all there is to say (not also "not a valid choice").
  if (value === null && problems.some((p) => keyword(p) === 'type')) return ['This field may not be null.'];
  // A value of the wrong type for a choice field is simply not one of the choices.
  if (!problems.some((p) => keyword(p) === 'anyOf' || keyword(p) === 'oneOf') && problems.some((p) => keyword(p) === 'enum'))
    problems = problems.filter((p) => keyword(p) === 'enum');
  const combined = problems.some((p) => keyword(p) === 'anyOf' || keyword(p) === 'oneOf');
  let kept = problems;
  if (combined) {
    const branches = problems.filter((p) => keyword(p) !== 'anyOf' && keyword(p) !== 'oneOf');
    const closer = branches.filter((p) => keyword(p) !== 'type');
    if (closer.length) kept = closer;
    else {
      const types = branches.map((p) => /must be (\S+)/.exec(p.message)?.[1] ?? '');
      if (types.includes('integer') && types.includes('object'))
        return [`Related objects must be referenced by numeric ID or by dictionary of attributes. Received an unrecognized value: ${JSON.stringify(value)}`];
      if (types.includes('object')) return [`Invalid data. Expected a dictionary, but got ${pyType(value)}.`];
      kept = branches.slice(0, 1);
    }
  }
  return [...new Set(kept.map((p) => problemMessage(p, value, field, patternMessage)))];
}

/** express-openapi-validator's problems, as NetBox's field errors: `/body/name` -> name, and
 * `/body/2/name` -> item 2 of a bulk request; a problem inside a field's value (a tag of
 * `tags`) is reported on the field. Where the body matched neither the object nor the list
 * form, only the problems of the form that was sent are kept. */
export function openApiFieldErrors(problems: OpenApiProblem[], body: unknown, patternMessage: PatternMessage = () => undefined): unknown {
  const isList = Array.isArray(body);
  // Keyed by names the client chose ("constructor", "__proto__"): objects without a prototype,
  // so no name finds an inherited member.
  const bag = (): Record<string, string[]> => Object.create(null) as Record<string, string[]>;
  const field = bag();
  const items = isList ? (body as unknown[]).map(bag) : [];
  const other: string[] = [];
  // Problems grouped by the place they are about, in the order first met.
  const byPath = new Map<string, OpenApiProblem[]>();
  for (const p of problems) {
    const key = p.path.replace(/^\.?\/?/, '').split(/[/.]/).filter(Boolean).join('/');
    byPath.set(key, [...(byPath.get(key) ?? []), p]);
  }
  const valueAt = (parts: string[]): unknown =>
    parts.reduce<unknown>((v, k) => (v !== null && typeof v === 'object' && Object.hasOwn(v, k) ? (v as Record<string, unknown>)[k] : undefined), body);
  for (const [key, group] of byPath) {
    const [where, ...rest] = key.split('/');
    if (where !== 'body') {
      (field[rest.join('.') || where || 'detail'] ??= []).push(...group.map((p) => p.message));
      continue;
    }
    if (isList && rest[0] !== undefined && /^\d+$/.test(rest[0])) {
      const item = items[Number(rest[0])];
      const name = rest[1] ?? 'non_field_errors';
      if (item) (item[name] ??= []).push(...messagesAt(group, valueAt(rest), name, patternMessage));
      continue;
    }
    if (!isList && rest.length && !/^\d+$/.test(rest[0]!)) {
      (field[rest[0]!] ??= []).push(...messagesAt(group, valueAt(rest), rest[0]!, patternMessage));
      continue;
    }
    other.push(...messagesAt(group, valueAt(rest), 'non_field_errors', patternMessage));
  }
  const dedupe = (errors: Record<string, string[]>) => {
    for (const k of Object.keys(errors)) errors[k] = [...new Set(errors[k])];
    return errors;
  };
  if (isList && items.some((i) => Object.keys(i).length)) return items.map(dedupe);
  if (Object.keys(field).length) return dedupe(field);
  return { non_field_errors: other.length ? [...new Set(other)] : ['Invalid request.'] };
}

/** The pattern messages of the catalogue model an /api/<app>/<model>/ path addresses. */
function patternMessagesOf(path: string): PatternMessage {
  const m = /^\/api\/([^/]+)\/([^/]+)\//.exec(path);
  const model = m ? registry.modelAt(m[1]!, m[2]!) : undefined;
  return (name) => {
    const f = model?.fields.find((x) => x.name === name);
    return f?.kind === 'scalar' ? f.pattern_message : undefined;
  };
}

/** PostgreSQL's refusals of a value a client gave, by SQLSTATE, in words of our own: the
 * database's own text names tables, columns and types, and never reaches a client. */
const PG_INPUT_ERRORS: Record<string, string> = {
  '22P02': 'a value has the wrong form for its field.',
  '22003': 'a number is out of range.',
  '22001': 'a value is too long.',
  '22007': 'a date or time is not valid.',
  '22008': 'a date or time is out of range.',
  '22023': 'a value is not valid here.',
  '2201X': 'a page offset is not valid.',
  '22000': 'a value is not valid.',
  '22021': 'a value holds a character that cannot be stored (a NUL character?).',
  '22P05': 'a value holds a character that cannot be stored (a NUL character?).',
  '2201B': 'a regular expression is not valid.',
  '42804': 'a value has the wrong type for its field.',
  '54001': 'the request is too complex.',
};

export function errorHandler(err: unknown, req: Request, res: Response, next: NextFunction): void {
  try {
    answerError(err, req, res, next);
  } catch (failure) {
    // Never Express's own HTML page (with a stack trace) for a failure while answering one.
    log.error('error handler failed', { request_id: res.locals.requestId, method: req.method, path: req.path, err: failure });
    if (!res.headersSent) res.status(500).type('application/json').send(JSON.stringify({ detail: 'Server error. The request id in X-Request-ID identifies it in the log.' }));
  }
}

function answerError(err: unknown, req: Request, res: Response, _next: NextFunction): void {
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
    if (e.status === 400) return sendJson(req, res, 400, openApiFieldErrors(e.errors, req.body, patternMessagesOf(req.url)));
    if (e.status === 405) return sendJson(req, res, 405, { detail: `Method "${req.method}" not allowed.` });
    if (e.status === 415) return sendJson(req, res, 415, { detail: `Unsupported media type "${req.headers['content-type'] ?? ''}" in request.` });
    if (e.status === 404) return sendJson(req, res, 404, { detail: 'Not found.' });
    if (e.status < 500) return sendJson(req, res, e.status, { detail: e.message ?? 'Bad request.' });
  }
  if (typeof e.code === 'string' && Object.hasOwn(PG_INPUT_ERRORS, e.code)) {
    log.info('input refused by the database', { request_id: res.locals.requestId, method: req.method, path: req.path, code: e.code, message: e.message });
    return sendJson(req, res, 400, { detail: `Invalid input: ${PG_INPUT_ERRORS[e.code]}` });
  }
  // STATEMENT_TIMEOUT cancelled a statement of this request.
  if (e.code === '57014') {
    log.warn('statement timeout', { request_id: res.locals.requestId, method: req.method, path: req.path });
    res.setHeader('Retry-After', '60');
    return sendJson(req, res, 503, { detail: 'The request took longer than the database allows (STATEMENT_TIMEOUT); narrow it (filters, a smaller page or bulk request) or try again later.' });
  }
  // A write PostgreSQL ended to settle a deadlock every time it was made (events/transaction.ts).
  if (isWriteConflict(e)) {
    log.warn('write conflicted with others', { request_id: res.locals.requestId, method: req.method, path: req.path, code: e.code });
    res.setHeader('Retry-After', '1');
    return sendJson(req, res, 503, { detail: 'The write conflicted with others made at the same time, each time it was tried; nothing of it was saved. Try again.' });
  }
  // The database is away (stopped, restarting, unreachable): the outage is logged once, by the
  // app's watch, which then notices when it is back.
  if (isDatabaseUnavailable(e)) {
    (req.app.locals.database as DatabaseWatch | undefined)?.noticed(e);
    res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    return sendJson(req, res, 503, { detail: UNAVAILABLE_DETAIL });
  }
  log.error('unhandled error', { request_id: res.locals.requestId, method: req.method, path: req.path, err });
  sendJson(req, res, 500, { detail: 'Server error. The request id in X-Request-ID identifies it in the log.' });
}
