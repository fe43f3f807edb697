// Writing answers: JSON (with `Accept: application/json; indent=N` pretty-printed) or, for a
// browser, the same JSON inside a readable HTML page. Bodies arrive as JSON text, often
// straight from PostgreSQL, and are only re-parsed when a person asked for indentation.
import type { Request, Response } from 'express';
import { browsablePage } from './browsable.ts';

/** The API version clients (pynetbox among them) read to pick features: NetBox 3.7's. */
export const API_VERSION = '3.7';

/** The NetBox release whose REST API netinv follows, as /api/status/ names it (`netbox-version`):
 * the Ansible collection's inventory plugin and modules read it to choose what to send. */
export const NETBOX_VERSION = '3.7.8';

function indentOf(req: Request): number | null {
  const accept = req.headers.accept ?? '';
  const m = /application\/json[^,]*;\s*indent=(\d{1,2})/i.exec(accept);
  return m ? Math.min(Number(m[1]), 16) : null;
}

/** True when a browser asked for a page rather than a program for data. */
export function wantsHtml(req: Request): boolean {
  if (req.method !== 'GET') return false;
  const accept = req.headers.accept ?? '';
  if (/application\/json/i.test(accept)) return false;
  return /text\/html/i.test(accept) || req.query.format === 'api';
}

export function sendJsonText(req: Request, res: Response, status: number, text: string | null): void {
  res.status(status);
  if (text === null) {
    res.end();
    return;
  }
  if (wantsHtml(req) && req.query.format !== 'json') {
    res.type('text/html; charset=utf-8').send(browsablePage(req, status, JSON.stringify(JSON.parse(text), null, 2)));
    return;
  }
  const indent = indentOf(req);
  const body = indent !== null ? JSON.stringify(JSON.parse(text), null, indent) : text;
  res.type('application/json').send(body);
}

export function sendJson(req: Request, res: Response, status: number, value: unknown): void {
  sendJsonText(req, res, status, JSON.stringify(value));
}

/** A paginated list from JSON texts of its objects. */
export function pageText(page: { count: number; next: string | null; previous: string | null; results: string[] }): string {
  return `{"count":${page.count},"next":${JSON.stringify(page.next)},"previous":${JSON.stringify(page.previous)},"results":[${page.results.join(',')}]}`;
}

/** Names the header lists at most: a body with thousands of unknown names still gets a header
 * of reasonable size. */
const MAX_IGNORED_NAMED = 50;

/** Names the `X-Ignored-Fields` header after the write body's names that set nothing (unknown
 * or read-only fields, ignored as NetBox ignores them), so a misspelt field can be found. A
 * name that is not plain printable ASCII is percent-encoded (a header carries no other). */
export function noteIgnored(res: Response, names: string[]): void {
  if (names.length === 0) return;
  const shown = names.slice(0, MAX_IGNORED_NAMED).map((n) => (/^[\x21-\x2b\x2d-\x7e]+$/.test(n) ? n : encodeURIComponent(n)));
  res.setHeader('X-Ignored-Fields', shown.join(', ') + (names.length > MAX_IGNORED_NAMED ? ', ...' : ''));
}
