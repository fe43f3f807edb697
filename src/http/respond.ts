// Writing answers: JSON (with `Accept: application/json; indent=N` pretty-printed) or, for a
// browser, the same JSON inside a readable HTML page, compressed as encoding.ts decides. Bodies
// arrive as JSON text, often straight from PostgreSQL, and are only re-parsed when a person
// asked for indentation.
import type { Request, Response } from 'express';
import { browsablePage } from './browsable.ts';
import { writeBody } from './encoding.ts';

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

/** A JSON answer's text, whole or as the parts it is made of (in order). */
export type JsonText = string | readonly string[];

/** Parts are sent joined in chunks of about this many characters (at most 64 KiB of one- or
 * two-byte string): small enough for V8's young generation, which frees them in the next
 * scavenge. A page of 1,000 interfaces joined into one string was allocated in the large-object
 * space, part of the old generation, as was its flattened copy for the socket: garbage that only
 * a mark-compact of the whole heap frees, and those were the slow tail (bench/NOTES.md, "What the
 * process holds"). */
const CHUNK_CHARS = 32 * 1024;

/** The parts joined into chunks of about CHUNK_CHARS characters. */
function chunked(parts: readonly string[]): string[] {
  const chunks: string[] = [];
  let from = 0;
  let size = 0;
  for (let i = 0; i < parts.length; i++) {
    size += parts[i]!.length;
    if (size >= CHUNK_CHARS || i === parts.length - 1) {
      chunks.push(parts.slice(from, i + 1).join(''));
      from = i + 1;
      size = 0;
    }
  }
  return chunks;
}

export function sendJsonText(req: Request, res: Response, status: number, text: JsonText | null): void {
  res.status(status);
  if (text === null) {
    res.end();
    return;
  }
  const indent = wantsHtml(req) && req.query.format !== 'json' ? 'html' : indentOf(req);
  if (indent !== null) {
    const value: unknown = JSON.parse(typeof text === 'string' ? text : text.join(''));
    res.setHeader('Content-Type', indent === 'html' ? 'text/html; charset=utf-8' : 'application/json; charset=utf-8');
    writeBody(req, res, [indent === 'html' ? browsablePage(req, status, JSON.stringify(value, null, 2)) : JSON.stringify(value, null, indent)]);
    return;
  }
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  writeBody(req, res, typeof text === 'string' ? [text] : chunked(text));
}

export function sendJson(req: Request, res: Response, status: number, value: unknown): void {
  sendJsonText(req, res, status, JSON.stringify(value));
}

/** A JSON array of JSON texts, as parts. */
export function jsonList(items: readonly string[]): string[] {
  const parts = new Array<string>(items.length * 2 + 1);
  parts[0] = '[';
  for (let i = 0; i < items.length; i++) {
    parts[2 * i + 1] = items[i]!;
    parts[2 * i + 2] = i === items.length - 1 ? ']' : ',';
  }
  if (items.length === 0) parts[1] = ']';
  return parts;
}

/** A paginated list from the JSON texts of its objects (each one or a run of several joined
 * by commas), as parts. */
export function pageText(page: { count: number | null; next: string | null; previous: string | null; results: string[] }): string[] {
  const list = jsonList(page.results);
  list[0] = `{"count":${page.count},"next":${JSON.stringify(page.next)},"previous":${JSON.stringify(page.previous)},"results":[`;
  list.push('}');
  return list;
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
