// POST /api/netinv/import/<app>/<model>/: netinv's streamed bulk import (NetBox has none; its
// bulk POST takes one JSON list). The body is NDJSON (`Content-Type: application/x-ndjson`, one
// object per line, each as the model's POST takes it) or CSV (`text/csv`, a header row of
// field names); it is read as it arrives and created a chunk at a time (bulk-create.ts) in one
// transaction, with the rules, permissions, change log and webhooks of any write: all or
// none. The answer is 201 `{count, ids}`, or 400 naming each refused record by its line.
// Bounded: the body by MAX_IMPORT_SIZE (413), a record by MAX_BODY_SIZE, the errors listed by
// MAX_LISTED_ERRORS (the records after them are read, not checked).
import { Router, type Request } from 'express';
import { readExempt } from '../../auth/read-exempt.ts';
import { permitted } from '../../auth/permissions.ts';
import { ApiError, ValidationError } from '../../engine/errors.ts';
import { registry } from '../../engine/registry.ts';
import { asVersion } from '../../engine/versions.ts';
import { createInChunks, CREATE_CHUNK } from '../bulk-create.ts';
import { batches, importRecords, recordFormat, RecordProblem, type ImportRecord } from '../import-records.ts';
import { netboxShapesOf, versionOf } from '../middleware/api-version.ts';
import { originOf, signedIn } from '../request.ts';
import { noteIgnored, sendJson } from '../respond.ts';
import { write, type Services } from '../services.ts';

/** Refused records listed at most in a 400; checking stops there. */
export const MAX_LISTED_ERRORS = 1000;

/** The body as text, as it arrives, refused with 413 once it is over `limit` bytes. */
async function* bodyText(req: Request, limit: number): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new ApiError(413, `The import is larger than the limit of ${limit} bytes (MAX_IMPORT_SIZE).`);
    try {
      yield decoder.decode(chunk, { stream: true });
    } catch {
      throw new ApiError(400, 'The import is not valid UTF-8 text.');
    }
  }
  const rest = decoder.decode();
  if (rest) yield rest;
}

export function importRouter(services: Services): Router {
  const router = Router();
  const { config } = services;

  router.all('/:app/:model/', async (req, res) => {
    res.setHeader('Allow', 'POST, OPTIONS');
    const found = registry.modelAt(String(req.params.app), String(req.params.model));
    if (!found || found.read_only) throw new ApiError(404, 'Not found.');
    if (req.method === 'OPTIONS') {
      return sendJson(req, res, 200, { name: `Import ${found.verbose_name_plural}`, renders: ['application/json'], parses: ['application/x-ndjson', 'text/csv'] });
    }
    if (req.method !== 'POST') throw new ApiError(405, `Method "${req.method}" not allowed.`);
    const auth = signedIn(req);
    const format = recordFormat(req.headers['content-type'] ?? '');
    if (!format) throw new ApiError(415, `Unsupported media type "${(req.headers['content-type'] ?? '').split(';')[0] || '(none)'}" in request: an import is application/x-ndjson or text/csv.`);
    const length = Number(req.headers['content-length'] ?? 0);
    if (length > config.maxImportSize) throw new ApiError(413, `The import is larger than the limit of ${config.maxImportSize} bytes (MAX_IMPORT_SIZE).`);
    const model = asVersion(found, versionOf(res), netboxShapesOf(res));
    const allowed = await permitted(services.pool, auth.user, model, 'add', readExempt(model, services), services.grants);

    // Each record's line, by its position among the items, for the errors.
    const lines: number[] = [];
    const chunks = (async function* () {
      for await (const batch of batches(importRecords(format, bodyText(req, config.maxImportSize), config.maxBodySize), CREATE_CHUNK)) {
        lines.push(...batch.map((r: ImportRecord) => r.line));
        yield batch.map((r) => r.value);
      }
    })();
    let created;
    let attempts = 0;
    try {
      created = await write(services, originOf(req), async (ctx) => {
        // The body is read once: a transaction ended for a deadlock is not made again here.
        if (++attempts > 1) throw new ApiError(503, 'The import met a concurrent write and was rolled back; nothing was imported. Send it again.', { 'Retry-After': '1' });
        const done = await createInChunks(ctx, model, chunks, allowed, MAX_LISTED_ERRORS);
        if (lines.length === 0) throw new ValidationError({ detail: 'The import holds no records.' });
        if (done.refused.length) {
          throw new ValidationError({
            detail: `${done.refused.length >= MAX_LISTED_ERRORS ? `At least ${MAX_LISTED_ERRORS}` : done.refused.length} of ${lines.length} records were refused; nothing was imported.`,
            errors: done.refused.map((r) => ({ line: lines[r.at], errors: r.errors })),
          });
        }
        return done;
      });
    } catch (e) {
      if (e instanceof RecordProblem) throw new ValidationError({ detail: `${e.message} Nothing was imported.`, errors: [{ line: e.line, errors: { non_field_errors: [e.message.replace(/^Line \d+: /, '')] } }] });
      throw e;
    } finally {
      // An answer before the body's end (a refusal) leaves the rest unread: the connection closes.
      if (!req.readableEnded) res.setHeader('Connection', 'close');
    }
    noteIgnored(res, created.ignored);
    sendJson(req, res, 201, { count: created.ids.length, ids: created.ids });
  });

  return router;
}
